import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";

// What the settings do (the account summary, each kind's email, the pause switch) is tested
// with the screen (tests/screens/settings.screen.test.tsx); here, how the screen looks.
test("settings fit 320 px and have no serious accessibility violations, paused or not", async ({
  page,
  member: _member,
}) => {
  test.slow(); // two full axe scans of the longest screen
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("definition").first()).toBeVisible();
  await keepScreenshot(page, "settings.png", { fullPage: true });
  const section = page.getByRole("heading", { name: "Notifications", level: 2 });
  await expect(page.getByRole("combobox", { name: "New messages by email" })).toHaveText("At once");
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "notification-settings-375.png");
  expect(await seriousA11yViolations(page)).toEqual([]);

  const pauseAll = page.getByRole("switch", { name: "Pause all notifications" });
  await pauseAll.click();
  await expect(pauseAll).toBeChecked();
  await expect(toast(page).filter({ hasText: "Notifications paused" })).toBeVisible();
  await fitsTheScreen(page, 320);
  // The section's card: its heading's header's parent.
  await keepScreenshot(section.locator("xpath=../.."), "notification-settings-320.png");
  await keepScreenshot(pauseAll.locator("xpath=../.."), "notification-pause-320.png");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("an unsubscribe link that isn't one of ours says so, signed out, and points to Settings", async ({
  page,
}) => {
  allowConsoleErrors(page, /status of 400/);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto("/unsubscribe?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Stop these emails" })).toBeVisible();
  await page.getByRole("button", { name: "Stop these emails" }).click();
  await expect(page.getByRole("alert")).toContainText("isn't valid");
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "unsubscribe-320.png");
  expect(await seriousA11yViolations(page)).toEqual([]);
});
