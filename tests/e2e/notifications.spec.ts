import {
  expect,
  fitsTheScreen,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  keepScreenshot,
} from "./fixtures";
import { matchedPair, send, signInAsFirstDemoMember } from "./pairing-helpers";

test("a message raises the bell's count live; its notification opens the conversation and is read", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    const page = nora.page;
    await page.goto("/home");
    const bell = page.getByRole("link", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications");
    await markNotReloaded(page);

    await send(sam, matchId, "Risotto on Friday?");
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    await send(sam, matchId, "I know a place");
    await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
    expect(await notReloaded(page)).toBe(true);
    // /home's own header keeps the bell, and fits a 320 px phone.
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "notifications-home-320.png");
    await page.setViewportSize({ width: 375, height: 812 });

    await bell.click();
    await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    const item = page.getByRole("link", { name: /Sam sent you 2 messages/ });
    await expect(item).toBeVisible();
    // First names and what happened, never the message itself.
    await expect(page.getByText("Risotto on Friday?")).toHaveCount(0);
    await fitsTheScreen(page);
    await keepScreenshot(page, "notifications-375.png", { fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await fitsTheScreen(page, 320);
    await keepScreenshot(page, "notifications-320.png", { fullPage: true });

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/matching\\?tab=history&chat=${matchId}`));
    await expect(page.getByRole("dialog").getByText("I know a place")).toBeVisible();
    // The conversation (a sheet on a phone) closed, the bell has nothing unread.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(bell).toHaveAccessibleName("Notifications");
  } finally {
    await nora.close();
    await sam.close();
  }
});

// Mark all as read, and a member's own message never notifying them, are tested with the screen
// (tests/screens/notifications.screen.test.tsx); here, how the empty list looks.
test("the empty list says what will show there, fits 320 px and has no serious accessibility violations", async ({
  page,
  member: _member,
}) => {
  await page.goto("/notifications");
  await expect(page.getByText("Nothing new yet")).toBeVisible();
  await fitsTheScreen(page, 320);
  await keepScreenshot(page, "notifications-empty-320.png", { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a demo member waiting to answer for a day is reminded it's their turn; the reminder opens the conversation", async ({
  page,
}) => {
  await signInAsFirstDemoMember(page);

  await page.goto("/notifications");
  const reminder = page.getByRole("link", { name: /is waiting for your answer: it's your turn/ });
  await expect(reminder.first()).toBeVisible();
  await keepScreenshot(page, "notifications-reminders-375.png", { fullPage: true });
  await fitsTheScreen(page, 320);
  await page.setViewportSize({ width: 375, height: 812 });
  await reminder.first().click();
  await expect(page).toHaveURL(/\/matching\?tab=history&chat=/);
  await expect(page.getByRole("dialog").getByRole("textbox")).toBeVisible();
});
