import type { CircleResponse } from "#shared/schemas/circle";
import type { SuggestionsResponse } from "#shared/schemas/matching";
import { createCircle } from "./circle-helpers";
import { createMember, expect, holdTheAppsCode, test } from "./fixtures";
import { demoMembers, exploreMember, player, signInAs } from "./pairing-helpers";

// A member's first screen arrives drawn by the server with their data (decision 0045): on a
// slow phone it is read before the app's code has arrived, and the app hydrates it without
// asking for it again.

const SCREENS = [
  { path: "/home", heading: /^Welcome back, / },
  { path: "/matching", heading: "Match for You" },
  { path: "/pairing", heading: "Make a Match" },
  { path: "/events", heading: "Friday Night Events" },
  { path: "/circle", heading: "Your Circle" },
];

test.beforeEach(async ({ page }) => {
  const [first] = await demoMembers(page.request);
  await signInAs(page.request, first!.email);
});

for (const width of [375, 320]) {
  test(`each bottom-bar screen arrives drawn with the member's data before the app's code, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    const suggestions = (await (
      await page.request.get("/api/matching/suggestions")
    ).json()) as SuggestionsResponse;
    const circle = (await (await page.request.get("/api/circle")).json()) as CircleResponse;
    const release = await holdTheAppsCode(page);
    for (const { path, heading } of SCREENS) {
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
      if (path === "/matching") {
        const first = suggestions.groups[0]!.candidate.name;
        await expect(page.getByText(first, { exact: false }).first()).toBeVisible();
      }
      if (path === "/circle") {
        await expect(page.getByText(circle.friends[0]!.name).first()).toBeVisible();
      }
      await expect(page.getByRole("navigation").getByRole("link").first()).toBeEnabled();
      // The page settles as it arrives (photos, fonts): polled, not read at one instant.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${path}: nothing wider than ${width} px`,
        })
        .toBeLessThanOrEqual(width);
    }
    release();
  });
}

test("the bottom-bar screens fetch no form-checking code until one of their forms is used", async ({
  page,
  browser,
}) => {
  // zod and the schemas come with the first form touched (decision 0048).
  const scripts: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.text().then(
        (body) => (body.includes("$ZodObject") ? new URL(response.url()).pathname : null),
        () => null,
      ),
    );
  });
  const formCode = async () => (await Promise.all(scripts)).filter((path) => path !== null);
  for (const { path, heading } of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("#root")).not.toHaveAttribute("data-drawn");
    await page.waitForLoadState("networkidle");
    expect(await formCode(), path).toEqual([]);
  }
  // Touched, a form fetches its check: the Direct Match card's, for a member of our own making
  // (Explore's random pick may be someone another test is leaving or pausing just then).
  const shown = await player(browser, "Ines Form", []);
  try {
    await exploreMember(page, shown.member.id);
    expect(await formCode()).toEqual([]);
    await page.getByRole("form", { name: "Direct Match" }).getByLabel("Why they'd click").focus();
    await expect.poll(async () => (await formCode()).length).toBeGreaterThan(0);
  } finally {
    await shown.close();
  }
});

// Every screen the server draws (render-screen.tsx's DRAWN).
const DRAWN_PATHS = [
  ...SCREENS.map(({ path }) => path),
  "/clubs",
  "/hearts",
  "/safety",
  "/settings",
  "/notifications",
  "/profile",
];

test("the app adopts each drawn screen as it is: nothing on it is drawn again", async ({
  page,
}) => {
  const redrawn: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("drew the page anew")) redrawn.push(message.text());
  });
  for (const path of DRAWN_PATHS) {
    const release = await holdTheAppsCode(page);
    await page.goto(path, { waitUntil: "commit" });
    const drawn = page.getByRole("heading", { level: 1 }).first();
    await expect(drawn, path).toBeVisible();
    const node = await drawn.elementHandle();
    release();
    await expect(page.locator("#root")).not.toHaveAttribute("data-drawn");
    // The heading the server drew is the one on screen: the app hydrated it, not replaced it.
    expect(await node!.evaluate((element) => element.isConnected), path).toBe(true);
    expect(await page.locator("head title").count(), path).toBe(1);
    await page.unroute("**/assets/*.js");
  }
  expect(redrawn).toEqual([]);
  // It works: the profile menu opens.
  await page.getByRole("button", { name: "Your profile" }).click();
  await expect(page.getByRole("dialog", { name: "Your profile" })).toBeVisible();
});

test("a tap made before the app's code arrives is answered once the app is there", async ({
  page,
}) => {
  const release = await holdTheAppsCode(page);
  await page.goto("/settings", { waitUntil: "commit" });
  const danger = page.getByRole("button", { name: "Delete my account" });
  await expect(danger).toBeVisible();
  await page.waitForFunction(() => document.readyState !== "loading");
  await danger.click();
  await page.getByRole("button", { name: "Your profile" }).click();
  const dialog = page.getByRole("dialog", { name: "Your profile" });
  await expect(dialog).toHaveCount(0);
  release();
  // The last tap counts, once: the profile menu opens, the delete dialog doesn't.
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toHaveCount(0);
});

for (const timezoneId of ["America/New_York", "Asia/Tokyo"]) {
  test.describe(`on a device set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("times are drawn on the device's clock, and the app adopts the screens as drawn", async ({
      page,
    }) => {
      // The app tells the server the device's time zone as it starts (until then the server
      // draws on its own clock, and the app may have to draw the page anew).
      await page.goto("/home");
      const redrawn: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("drew the page anew")) redrawn.push(message.text());
      });
      for (const path of ["/events", "/hearts", "/home"]) {
        const release = await holdTheAppsCode(page);
        await page.goto(path, { waitUntil: "commit" });
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toBeVisible();
        const node = await heading.elementHandle();
        release();
        await expect(page.locator("#root")).not.toHaveAttribute("data-drawn");
        expect(await node!.evaluate((element) => element.isConnected), path).toBe(true);
        await page.unroute("**/assets/*.js");
      }
      expect(redrawn).toEqual([]);
      // New York's times are said to be New York's only on a device elsewhere.
      await page.goto("/events");
      await expect(page.getByText("(New York time)").first()).toBeVisible({
        visible: timezoneId !== "America/New_York",
      });
    });
  });
}

test("a form on a drawn screen is not sent by the browser before the app is there", async ({
  page,
}) => {
  const release = await holdTheAppsCode(page);
  await page.goto("/profile", { waitUntil: "commit" });
  const username = page.getByRole("textbox", { name: "Username" });
  await expect(username).toBeVisible();
  // Once the page's own script has run (it keeps the browser from submitting)…
  await page.waitForFunction(() => document.readyState !== "loading");
  await username.fill("typed-before-the-app");
  await username.press("Enter");
  release();
  await expect(page.locator("#root")).not.toHaveAttribute("data-drawn");
  // …nothing typed went into the address, and the page is still the one drawn.
  expect(new URL(page.url()).search).toBe("");
  await expect(page.getByRole("form", { name: "Edit your profile" })).toBeVisible();
});

test("the app takes the drawn screen over without asking for its data, then catches up once live", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && !pathname.startsWith("/api/photos/")) asked.push(pathname);
  });
  await page.goto("/matching");
  const menu = page.getByRole("button", { name: "Your profile" });
  await expect(menu).toBeEnabled();
  await menu.click();
  await expect(page.getByRole("dialog", { name: "Your profile" })).toBeVisible();
  // The screen's data came with the page: the app's first request is its live stream, and what
  // was written while the page was on its way is asked for once the stream is open.
  await expect.poll(() => asked[0]).toBe("/api/live");
});

test.describe("a member of their own", () => {
  test.beforeEach(async ({ page }) => {
    await page.context().clearCookies();
  });

  test("what happens while the drawn page waits for its code shows once the app is live", async ({
    page,
    browser,
  }) => {
    const ada = await createMember(page.request, { name: "Ada Brightwater" });
    const { profile } = (await (await page.request.get("/api/profile")).json()) as {
      profile: { username: string };
    };
    const release = await holdTheAppsCode(page);
    await page.goto("/home", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
    // Someone adds her to their circle after the server drew her home, before her app is live.
    const maya = await browser.newContext();
    try {
      await createMember(maya.request, { name: "Maya Chen" });
      await createCircle(maya.request, [{ name: ada.name, username: profile.username }]);
    } finally {
      await maya.close();
    }
    release();
    await expect(page.getByRole("region", { name: "Are you their friend?" })).toContainText(
      "Maya Chen added you to their circle",
    );
  });
});

test("a drawn page holds no other member's email, nor any session's token", async ({ page }) => {
  const members = await demoMembers(page.request);
  const cookies = await page.context().cookies();
  for (const { path } of SCREENS) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('id="drawn-data"');
    for (const other of members.slice(1)) expect(html).not.toContain(other.email);
    for (const cookie of cookies) expect(html).not.toContain(cookie.value);
  }
});

test("a visitor, and a member whose session has ended, get no one's screen", async ({
  page,
  browser,
}) => {
  const cookies = await page.context().cookies();
  await page.request.post("/api/account/sign-out", { data: {} });
  // The old cookie is no longer a session: the page carries no member's data.
  const stale = await browser.newContext();
  await stale.addCookies(cookies);
  const html = await (await stale.request.get("/matching")).text();
  expect(html).not.toContain('id="drawn-data"');
  expect(html).not.toContain("Match for You");
  await stale.close();
  const visitor = await browser.newContext();
  const visitorHtml = await (await visitor.request.get("/home")).text();
  expect(visitorHtml).not.toContain('id="drawn-data"');
  await visitor.close();
});
