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

test("mark all as read, and the empty list says what will show there", async ({ browser }) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    const page = sam.page;
    // Nora accepted Sam: his match is waiting.
    await send(nora, matchId, "Hi Sam");
    await page.goto("/notifications");
    await expect(page.getByRole("link", { name: /Nora sent you a message/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Nora matched with you/ })).toBeVisible();
    const bell = page.getByRole("link", { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName("Notifications, 2 unread");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(bell).toHaveAccessibleName("Notifications");
    await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);

    // Nora never hears of her own message; her list is empty and says what will show.
    await nora.page.goto("/notifications");
    await expect(nora.page.getByText("Nothing new yet")).toBeVisible();
    await fitsTheScreen(nora.page, 320);
    await keepScreenshot(nora.page, "notifications-empty-320.png", { fullPage: true });
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
  } finally {
    await nora.close();
    await sam.close();
  }
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
