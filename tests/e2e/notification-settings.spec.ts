import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";

test("notification preferences: each kind's email saves with a toast and stays after a reload", async ({
  page,
  member: _member,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/settings");
  const section = page.getByRole("heading", { name: "Notifications", level: 2 });
  await expect(section).toBeVisible();
  const messages = page.getByRole("combobox", { name: "New messages by email" });
  await expect(messages).toHaveText("At once");
  await expect(
    page.getByRole("combobox", { name: "Suggestions in Match for You by email" }),
  ).toHaveText("Digest");

  await messages.click();
  await page.getByRole("option", { name: "Never" }).click();
  await expect(toast(page).filter({ hasText: "New messages: by email never" })).toBeVisible();
  await expect(messages).toHaveText("Never");
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "notification-settings-375.png");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fitsTheScreen(page, 320);
  // The section's card: its heading's header's parent.
  await keepScreenshot(section.locator("xpath=../.."), "notification-settings-320.png");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "New messages by email" })).toHaveText("Never");
  await expect(page.getByRole("combobox", { name: "New matches by email" })).toHaveText("At once");
});

test("Pause all notifications: one switch, said in a toast, kept after a reload and undone", async ({
  page,
  member: _member,
}) => {
  await page.goto("/settings");
  const pauseAll = page.getByRole("switch", { name: "Pause all notifications" });
  await expect(pauseAll).not.toBeChecked();
  await pauseAll.click();
  await expect(toast(page).filter({ hasText: "Notifications paused" })).toBeVisible();
  await expect(pauseAll).toBeChecked();
  await expect(pauseAll).toHaveAccessibleDescription(
    "Paused: nothing comes by email or push. The bell still lists what happens.",
  );
  await fitsTheScreen(page, 320);
  await keepScreenshot(pauseAll.locator("xpath=../.."), "notification-pause-320.png");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("switch", { name: "Pause all notifications" })).toBeChecked();
  await page.getByRole("switch", { name: "Pause all notifications" }).click();
  await expect(toast(page).filter({ hasText: "Notifications back on" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Pause all notifications" })).not.toBeChecked();
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
