import type { Page, Response } from "@playwright/test";
import {
  allowConsoleErrors,
  expect,
  seriousA11yViolations,
  test,
  keepScreenshot,
} from "./fixtures";

// This spec is about the service worker: the config blocks it for every other spec.
test.use({ serviceWorkers: "allow" });

test("the landing page links a valid web app manifest with installable icons", async ({ page }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    background_color: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Vouch",
    short_name: "Vouch",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    // A PNG of the size it claims: width and height sit at bytes 16–23 of the IHDR chunk.
    const bytes = await image.body();
    const [width, height] = icon.sizes.split("x").map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
  }
});

test("scripts arrive brotli-compressed, and a repeat visit paints the landing page offline", async ({
  page,
  context,
}) => {
  const scripts: Promise<{ url: string; encoding?: string; bytes: number }>[] = [];
  const onResponse = (res: Response) => {
    if (!/\.js$/.test(new URL(res.url()).pathname)) return;
    scripts.push(
      Promise.all([res.allHeaders(), res.body()]).then(([headers, body]) => ({
        url: new URL(res.url()).pathname,
        encoding: headers["content-encoding"],
        bytes: body.length,
      })),
    );
  };
  page.on("response", onResponse);
  // The landing page is prerendered: it runs no app code, only the service worker's registration.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Vouch" })).toBeVisible();
  await page.waitForLoadState("load");
  expect((await Promise.all(scripts)).map((s) => s.url)).toEqual(["/register-sw.js"]);

  scripts.length = 0;
  await page.goto("/auth");
  // Drawn ahead, then taken over by the app once its code has arrived.
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  // Some code arrives after the first screen (the toaster): every script, read before leaving.
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  // Files under 1 KB are sent as they are: compressing them saves nothing.
  expect(loaded.filter((s) => s.bytes >= 1024 && s.encoding !== "br")).toEqual([]);
  await page.goto("/");

  // The service worker installs (precaching the shell and assets) and takes this page over.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  // Offline on purpose: the API (never cached) can't be reached, and Chromium says so.
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Vouch" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Begin Your Journey/ })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Another page of the app opens from the cached shell too…
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  // …but member data is never answered from the service worker's cache.
  const api = await page.evaluate(() =>
    fetch("/api/health").then(
      (res) => `answered ${res.status}`,
      () => "no answer",
    ),
  );
  expect(api).toBe("no answer");
  await context.setOffline(false);
});

test.describe("in Spanish", () => {
  test.use({ locale: "es-US" });

  test("the service worker's landing and sign-in are in the device's language too", async ({
    page,
  }) => {
    await page.goto("/");
    // Moving on from the first page is when the app installs its service worker.
    await page.getByRole("link", { name: "Inicia sesión", exact: true }).click();
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 20_000,
      })
      .toBe(true);
    // Now answered by the service worker, from what it cached: still in Spanish.
    for (const path of ["/", "/auth"]) {
      const answer = await page.goto(path);
      expect(answer?.fromServiceWorker(), path).toBe(true);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    }
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Empieza tu historia/ })).toBeVisible();
  });
});

test.describe("the landing page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 320]) {
    test(`paints in full from the HTML alone, its ways in are plain links, nothing wider than ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/");
      await expect(page).toHaveTitle("Vouch · Love introduced by people, not code");
      await expect(page.getByRole("heading", { level: 1, name: "Vouch" })).toBeVisible();
      for (const point of ["Your Circle", "Verified Interests", "Friday Gatherings"]) {
        await expect(page.getByRole("heading", { name: point })).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Begin Your Journey" })).toHaveAttribute(
        "href",
        "/auth?mode=sign-up",
      );
      await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
        "href",
        "/auth",
      );
      // The five portraits are images drawn at build time: every one has loaded.
      const portraits = page.locator('img[src^="/portraits/"]');
      await expect(portraits).toHaveCount(5);
      for (const img of await portraits.all())
        expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await keepScreenshot(page, `landing-static-${width}.png`, { fullPage: false });
    });
  }
});

/** Whether this page's origin has the app's service worker registered. */
const registered = (page: Page) =>
  page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));

test("a member whose first page is a screen the server drew gets the service worker once they move on", async ({
  page,
  member: _member,
}) => {
  // The app's code starts after that page is painted, often once it has loaded.
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  // Not while the first screen settles: installing downloads the whole build.
  expect(await registered(page)).toBe(false);
  await page.getByRole("navigation").getByRole("link", { name: "Circle" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Circle" })).toBeVisible();
  await expect.poll(() => registered(page)).toBe(true);
});

test("a member who stays on their first screen gets the service worker ten seconds after it loaded", async ({
  page,
  member: _member,
}) => {
  await page.clock.install();
  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
  await page.waitForLoadState("load");
  await page.clock.runFor(9_000);
  expect(await registered(page)).toBe(false);
  await page.clock.runFor(1_500);
  await expect.poll(() => registered(page)).toBe(true);
});
