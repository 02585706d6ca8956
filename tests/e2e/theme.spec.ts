import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, fitsTheScreen, keepScreenshot, seriousA11yViolations, test } from "./fixtures";
import { signInAs } from "./pairing-helpers";

/** Headings that skip a level, and targets under 24 × 24 px: axe's rules of any impact. */
async function structureViolations(page: Page) {
  const violations = await axeViolations(
    page,
    { exclude: "[data-sonner-toaster]" },
    { runOnly: { type: "rule", values: ["heading-order", "target-size"] } },
  );
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
// The two themes' page colours (src/client/styles.css), as the browser computes them.
const LIGHT = "rgb(251, 246, 241)";
const DARK = "rgb(27, 21, 19)";

test("Settings' Theme: Dark at once and on the next page the server draws; System follows the device", async ({
  page,
  member: _member,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/settings");
  const theme = page.getByRole("group", { name: "Theme" });
  await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();
  expect(await bodyBackground(page)).toBe(LIGHT);

  await theme.getByText("Dark", { exact: true }).click();
  await expect(theme.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect.poll(() => bodyBackground(page)).toBe(DARK);
  await fitsTheScreen(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "settings-dark-375.png");

  // The page comes from the server already dark: no light flash before the scripts.
  const answer = await page.goto("/home");
  expect(await answer?.text()).toContain('<html data-theme="dark"');
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await bodyBackground(page)).toBe(DARK);

  await page.goto("/settings");
  await page.getByRole("group", { name: "Theme" }).getByText("System", { exact: true }).click();
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => bodyBackground(page)).toBe(DARK);
  await page.setViewportSize({ width: 320, height: 700 });
  await fitsTheScreen(page);
});

// Every screen a member or staff opens, with the demo world's data in it: its first member holds
// every staff role.
const SCREENS = [
  "/home",
  "/circle",
  "/matching",
  "/pairing",
  "/clubs",
  "/events",
  "/hearts",
  "/safety",
  "/notifications",
  "/profile",
  "/settings",
  "/moderation",
  "/staff",
  "/studio",
  "/host",
];

// Dark only: each screen's own spec runs axe in the light theme, and npm test's time is tight.
for (const colorScheme of ["dark"] as const) {
  test(`every screen has no serious accessibility problem in the ${colorScheme} theme`, async ({
    page,
  }) => {
    test.slow(); // fifteen screens, each loading its data and checked in full
    await page.setViewportSize({ width: 375, height: 812 });
    await page.emulateMedia({ colorScheme });
    const seeded = await page.request.post("/api/seed", { data: {} });
    expect(seeded.status()).toBe(200);
    const { moderator } = (await seeded.json()) as { moderator: { email: string } };
    for (const screen of ["/", "/auth", "/seed"]) {
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await seriousA11yViolations(page), screen).toEqual([]);
      expect.soft(await structureViolations(page), screen).toEqual([]);
    }
    await signInAs(page.request, moderator.email);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      // Wait for the screen's data, not its loading state.
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await seriousA11yViolations(page), screen).toEqual([]);
      expect.soft(await structureViolations(page), screen).toEqual([]);
      if (screen === "/home" || screen === "/pairing")
        await keepScreenshot(page, `${screen.slice(1)}-${colorScheme}-375.png`);
    }
  });
}
