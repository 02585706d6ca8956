import type { Page } from "@playwright/test";
import {
  allowConsoleErrors,
  expect,
  fitsTheScreen,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";
import { matchedPair, player, send, topUp } from "./pairing-helpers";

// Two members, each in a browser of their own, on a machine shared with other runs.
test.describe.configure({ timeout: 90_000 });

const conversationCard = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^Open conversation with ${name}`) });

async function openMenuItem(page: Page, item: string) {
  await page.getByRole("dialog").getByRole("button", { name: "Conversation options" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** Closes the open conversation with its own button, and waits until it has gone. */
async function closePanel(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("a block from the conversation closes the partner's open panel live, both Text Histories lose it, and Settings undoes it", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await send(sam, matchId, "Dinner Friday?");
    for (const { page } of [nora, sam]) {
      await page.goto(`/matching?tab=history&chat=${matchId}`);
      await expect(page.getByRole("dialog").getByText("Dinner Friday?")).toBeVisible();
    }

    await openMenuItem(nora.page, "Block");
    const confirm = nora.page.getByRole("alertdialog", { name: "Block Sam Rivers?" });
    await expect(confirm).toBeVisible();
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await confirm.getByRole("button", { name: "Block", exact: true }).click();
    // Sam's panel closes by itself, calmly, without saying who did what. Both toasts are awaited
    // together: on a phone each stays only a few seconds.
    await Promise.all([
      expect(toast(nora.page).filter({ hasText: "User blocked" })).toBeVisible(),
      expect(toast(sam.page).filter({ hasText: "This conversation has ended" })).toBeVisible(),
    ]);
    await expect(nora.page.getByRole("dialog")).toHaveCount(0);
    await expect(conversationCard(nora.page, "Sam Rivers")).toHaveCount(0);
    // Nora ended it herself: her screen says 'User blocked', not that it ended.
    await expect(toast(nora.page).filter({ hasText: "This conversation has ended" })).toHaveCount(
      0,
    );
    await expect(sam.page.getByRole("dialog")).toHaveCount(0);
    await expect(conversationCard(sam.page, "Nora Quinn")).toHaveCount(0);
    await fitsTheScreen(sam.page);
    expect(await seriousA11yViolations(sam.page)).toEqual([]);

    await nora.page.goto("/settings");
    const blocked = nora.page.getByRole("list", { name: "Blocked members" });
    await expect(blocked.getByText("Sam Rivers")).toBeVisible();
    await fitsTheScreen(nora.page);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await blocked.getByRole("button", { name: "Unblock Sam Rivers" }).click();
    await expect(toast(nora.page).filter({ hasText: "User unblocked" })).toBeVisible();
    await expect(nora.page.getByText("You haven't blocked anyone.")).toBeVisible();

    // Unblocking brings them back into sight, not the old conversation.
    await nora.page.goto("/matching?tab=history");
    await expect(nora.page.getByRole("heading", { name: "No conversations yet" })).toBeVisible();
    await expect(conversationCard(nora.page, "Sam Rivers")).toHaveCount(0);
  } finally {
    await nora.close();
    await sam.close();
  }
});

test.describe("at 320 px", () => {
  test("mute puts the conversation under Hidden without a badge; unmute from the conversation and from Settings", async ({
    browser,
  }) => {
    const { nora, sam, matchId } = await matchedPair(browser);
    try {
      await nora.page.setViewportSize({ width: 320, height: 640 });
      await nora.page.goto(`/matching?tab=history&chat=${matchId}`);
      await expect(nora.page.getByRole("dialog").getByRole("log")).toBeVisible();
      await fitsTheScreen(nora.page);
      await openMenuItem(nora.page, "Mute");
      await expect(toast(nora.page).filter({ hasText: "Sam muted" })).toBeVisible();
      await closePanel(nora.page);

      await send(sam, matchId, "Still there?");
      const hidden = nora.page.getByRole("button", { name: "Hidden (1)" });
      await expect(hidden).toBeVisible();
      await hidden.click();
      const card = conversationCard(nora.page, "Sam Rivers");
      await expect(card).toContainText("Still there?");
      await expect(card).toContainText("Muted");
      await expect(card).not.toHaveAccessibleName(/unread/);
      await fitsTheScreen(nora.page);
      expect(await seriousA11yViolations(nora.page)).toEqual([]);

      await card.click();
      await openMenuItem(nora.page, "Unmute");
      await expect(toast(nora.page).filter({ hasText: "Conversation unmuted" })).toBeVisible();
      await closePanel(nora.page);
      await expect(nora.page.getByRole("button", { name: /^Hidden/ })).toHaveCount(0);
      await expect(conversationCard(nora.page, "Sam Rivers")).toBeVisible();

      // Muted again, then undone from Settings.
      await conversationCard(nora.page, "Sam Rivers").click();
      await openMenuItem(nora.page, "Mute");
      await expect(toast(nora.page).filter({ hasText: "Sam muted" })).toBeVisible();
      await nora.page.goto("/settings");
      const muted = nora.page.getByRole("list", { name: "Muted conversations" });
      await expect(muted.getByText("Sam Rivers")).toBeVisible();
      await fitsTheScreen(nora.page);
      await muted.getByRole("button", { name: "Unmute Sam Rivers" }).click();
      await expect(nora.page.getByText("No muted conversations.")).toBeVisible();
    } finally {
      await nora.close();
      await sam.close();
    }
  });
});

test("a report from the conversation says what is missing, then files it about one message and blocks the sender", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await send(sam, matchId, "Can you send me a gift card?");
    await nora.page.goto(`/matching?tab=history&chat=${matchId}`);
    await expect(
      nora.page.getByRole("dialog").getByText("Can you send me a gift card?"),
    ).toBeVisible();

    await openMenuItem(nora.page, "Report");
    const dialog = nora.page.getByRole("dialog", { name: "Report Sam Rivers" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Submit report" }).click();
    const incomplete = toast(nora.page).filter({ hasText: "Incomplete report" });
    await expect(incomplete).toContainText("Please select a reason and provide details");
    await fitsTheScreen(nora.page);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);

    // "Also block Sam" is offered, and ticked once the reason is harassment or safety.
    const alsoBlock = dialog.getByRole("checkbox", { name: "Also block Sam" });
    await expect(alsoBlock).not.toBeChecked();
    await dialog.getByRole("combobox", { name: "Reason" }).click();
    await nora.page.getByRole("option", { name: "Harassment" }).click();
    await expect(alsoBlock).toBeChecked();
    await dialog.getByRole("combobox", { name: /About/ }).click();
    await nora.page.getByRole("option", { name: /Can you send me a gift card/ }).click();
    await dialog.getByLabel("Details").fill("Asked for money in the first message.");
    await fitsTheScreen(nora.page);
    await keepScreenshot(nora.page, "report-also-block-375.png");
    await dialog.getByRole("button", { name: "Submit report" }).click();
    const submitted = toast(nora.page).filter({ hasText: "Report submitted" });
    await expect(submitted).toContainText("Sam is blocked. We'll review this case within 24 hours");
    await expect(dialog).toHaveCount(0);
    // Blocked with the report: the conversation is gone from Nora's Text History.
    await expect(nora.page.getByRole("dialog")).toHaveCount(0);
    await expect(conversationCard(nora.page, "Sam Rivers")).toHaveCount(0);
  } finally {
    await nora.close();
    await sam.close();
  }
});

test("Match for You and Explore cards offer Report and Block", async ({ browser }) => {
  const greta = await player(browser, "Greta Lind", []);
  const theo = await player(browser, "Theo Marsh", [{ name: "Ava Thompson" }]);
  try {
    await topUp(theo.page.request);
    const explore = await theo.page.request.get(`/api/pairing/explore?member=${greta.member.id}`);
    const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
    const suggested = await theo.page.request.post("/api/pairing/self-suggestions", {
      data: { memberId: greta.member.id, voucherFriendId: friends[0]!.id, reason: "Risotto." },
    });
    expect(suggested.status()).toBe(201);

    // Theo stays on Greta in Explore (names unique to this test, as Explore draws from every
    // member): after her block his screen asks for her again, gets the 404 a blocked member gets,
    // and shows him someone else.
    allowConsoleErrors(theo.page, /404 \(Not Found\).*\/api\/pairing\/explore\?member=/);
    // Theo reports Greta from Explore.
    await theo.page.goto(`/pairing?member=${greta.member.id}`);
    await theo.page.getByRole("button", { name: "Safety options for Greta Lind" }).click();
    await theo.page.getByRole("menuitem", { name: "Report" }).click();
    const report = theo.page.getByRole("dialog", { name: "Report Greta Lind" });
    await report.getByRole("combobox", { name: "Reason" }).click();
    await theo.page.getByRole("option", { name: "Fake profile" }).click();
    await report.getByLabel("Details").fill("The photos are of someone else.");
    await report.getByRole("button", { name: "Submit report" }).click();
    await expect(toast(theo.page).filter({ hasText: "Report submitted" })).toBeVisible();

    // Greta blocks Theo from his Match for You card: the card goes.
    await greta.page.goto("/matching");
    await greta.page.getByRole("button", { name: "Safety options for Theo Marsh" }).click();
    await greta.page.getByRole("menuitem", { name: "Block" }).click();
    await greta.page
      .getByRole("alertdialog", { name: "Block Theo Marsh?" })
      .getByRole("button", { name: "Block", exact: true })
      .click();
    await expect(toast(greta.page).filter({ hasText: "User blocked" })).toBeVisible();
    await expect(greta.page.getByRole("button", { name: "Accept Theo Marsh" })).toHaveCount(0);
    await expect(
      theo.page.getByRole("heading", { level: 2, name: "Greta Lind", exact: true }),
    ).toHaveCount(0);
    expect(await seriousA11yViolations(greta.page)).toEqual([]);
  } finally {
    await greta.close();
    await theo.close();
  }
});
