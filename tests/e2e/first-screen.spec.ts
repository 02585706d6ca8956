import type { CircleResponse } from "../../src/shared/schemas/circle";
import type { SuggestionsResponse } from "../../src/shared/schemas/matching";
import { expect, fitsTheScreen, holdTheAppsCode, test } from "./fixtures";
import { demoMembers, signInAs } from "./pairing-helpers";

// A member's first screen arrives drawn by the server with their data (decision 0045): on a
// slow phone it is read before the app's code has arrived, and the app takes it over without
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
      // Nothing to tap yet but links: the buttons wait for the app.
      await expect(page.getByRole("navigation").getByRole("link").first()).toBeEnabled();
      await fitsTheScreen(page, width);
    }
    release();
  });
}

test("the app takes the drawn screen over without asking for its data again, and works", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) asked.push(pathname);
  });
  await page.goto("/matching");
  const menu = page.getByRole("button", { name: "Your profile" });
  await expect(menu).toBeEnabled();
  await menu.click();
  await expect(page.getByRole("dialog", { name: "Your profile" })).toBeVisible();
  // The screen's data came with the page: only the live stream and photos are asked for.
  expect(asked.filter((path) => !path.startsWith("/api/photos/"))).toEqual(
    asked.filter((path) => path === "/api/live"),
  );
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
