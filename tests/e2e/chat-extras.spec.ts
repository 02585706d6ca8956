import type { Browser, Locator, Page } from "@playwright/test";
import {
  allowConsoleErrors,
  dropLiveStreams,
  expect,
  fitsTheScreen,
  holdLiveStreams,
  keepScreenshot,
  markNotReloaded,
  notReloaded,
  seriousA11yViolations,
  test,
  toast,
} from "./fixtures";
import { matchedPair, send, signInAs } from "./pairing-helpers";

// Two people (and a moderator), each in a browser of their own, on a machine shared with others.
test.describe.configure({ timeout: 150_000 });

async function openConversation(page: Page, matchId: string) {
  await page.goto(`/matching?tab=history&chat=${matchId}`);
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("log")).toBeVisible();
  return panel;
}

/** The one message in the thread with this text, found by what it says, not by where it is. */
const bubble = (panel: Locator, text: string) =>
  panel.getByRole("listitem").filter({ hasText: text }).first();

/** The demo world's moderator, signed in in a browser of their own. */
async function demoModerator(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const res = await context.request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  const { moderator } = (await res.json()) as { moderator: { email: string } };
  await signInAs(context.request, moderator.email);
  return { page: await context.newPage(), close: () => context.close() };
}

test("two members see typing, Read, a reaction, a reply, an edit and an unsend live; a report after the edit shows the original", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser, "Sam Ortega");
  try {
    const norasPanel = await openConversation(nora.page, matchId);
    const samsPanel = await openConversation(sam.page, matchId);
    await markNotReloaded(nora.page);
    await markNotReloaded(sam.page);

    // Sam types: Nora sees it while he does, and it goes when he sends.
    const samsBox = samsPanel.getByRole("textbox", { name: "Message" });
    await samsBox.pressSequentially("You are so boring", { delay: 20 });
    await expect(norasPanel.getByText("Sam is typing…")).toBeVisible();
    await keepScreenshot(nora.page, "chat-typing-375.png");
    await samsBox.press("Enter");
    await expect(norasPanel.getByText("You are so boring")).toBeVisible();
    await expect(norasPanel.getByText("Sam is typing…")).toBeHidden();

    // Nora has it open: Sam sees "Read" under it.
    await expect(samsPanel.getByText(/^Read \d/)).toBeVisible();

    // He thinks better of it within 15 minutes: an edit, "edited" on both screens.
    await bubble(samsPanel, "You are so boring")
      .getByRole("button", { name: "Options for your message" })
      .click();
    await sam.page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(samsPanel.getByText("Editing your message")).toBeVisible();
    await samsBox.fill("Dinner Friday? I know a place");
    await samsPanel.getByRole("button", { name: "Save the edit" }).click();
    await expect(norasPanel.getByText("Dinner Friday? I know a place")).toBeVisible();
    await expect(norasPanel.getByText("You are so boring")).toBeHidden();
    await expect(norasPanel.getByText(/^edited ·/)).toBeVisible();

    // Nora reacts with a heart: Sam sees it live.
    const dinner = bubble(norasPanel, "Dinner Friday? I know a place");
    await dinner.getByRole("button", { name: "React or reply" }).click();
    await nora.page.getByRole("menuitem", { name: "React ❤️" }).click();
    await expect(samsPanel.getByLabel("Reactions: ❤️ from Nora")).toBeVisible();

    // And replies to it, quoting its first line.
    await dinner.getByRole("button", { name: "React or reply" }).click();
    await nora.page.getByRole("menuitem", { name: "Reply" }).click();
    await expect(norasPanel.getByText("Replying to Sam:")).toBeVisible();
    await norasPanel.getByRole("textbox", { name: "Message" }).fill("Yes! Which place?");
    await norasPanel.getByRole("button", { name: "Send message" }).click();
    const reply = samsPanel.getByRole("listitem").filter({ hasText: "Yes! Which place?" });
    await expect(reply).toContainText("You: Dinner Friday? I know a place");
    await keepScreenshot(sam.page, "chat-reply-reaction-375.png");

    // A message sent by mistake, unsent: removed for both.
    await samsBox.fill("Sorry, wrong chat");
    await samsBox.press("Enter");
    await expect(norasPanel.getByText("Sorry, wrong chat")).toBeVisible();
    await bubble(samsPanel, "Sorry, wrong chat")
      .getByRole("button", { name: "Options for your message" })
      .click();
    await sam.page.getByRole("menuitem", { name: "Unsend for both of you" }).click();
    await expect(norasPanel.getByText("Message removed")).toBeVisible();
    await expect(samsPanel.getByText("Message removed")).toBeVisible();
    await expect(norasPanel.getByText("Sorry, wrong chat")).toBeHidden();
    await keepScreenshot(nora.page, "chat-unsent-375.png");

    // Nora searches the conversation for the place: the message found is marked in the thread.
    await norasPanel.getByRole("button", { name: "Conversation options" }).click();
    await nora.page.getByRole("menuitem", { name: "Search messages" }).click();
    const search = nora.page.getByRole("dialog", { name: "Search this conversation" });
    await search.getByRole("searchbox", { name: "Search messages with Sam" }).fill("dinn fri");
    const found = search.getByRole("list", { name: "Messages found" }).getByRole("button");
    await expect(found).toHaveCount(1);
    await expect(found).toContainText("Dinner Friday? I know a place");
    await search.getByRole("searchbox").fill("wrong chat");
    await expect(search.getByText("No messages with “wrong chat”.")).toBeVisible();
    await search.getByRole("searchbox").fill("dinner");
    await found.first().click();
    await expect(search).toBeHidden();
    await expect(
      norasPanel.locator(".ring-3").filter({ hasText: "Dinner Friday" }),
    ).toBeInViewport();

    expect(await notReloaded(nora.page)).toBe(true);
    expect(await notReloaded(sam.page)).toBe(true);
    expect(await seriousA11yViolations(nora.page, norasPanel)).toEqual([]);
    await fitsTheScreen(nora.page);
    await fitsTheScreen(sam.page, 320);
    // Nor is anything in the thread wider than the thread: no sideways scrolling in it.
    const [inner, outer] = await samsPanel
      .getByRole("log")
      .evaluate((log) => [log.scrollWidth, log.clientWidth]);
    expect(inner).toBeLessThanOrEqual(outer!);
    await keepScreenshot(sam.page, "chat-320.png");

    // Nora reports the edited message: the moderator reads what Sam first sent.
    const messages = (await (
      await nora.page.request.get(`/api/chat/conversations/${matchId}/messages`)
    ).json()) as { messages: { id: number; text: string }[] };
    const edited = messages.messages.find((m) => m.text.startsWith("Dinner Friday"))!;
    const filed = await nora.page.request.post("/api/safety/reports", {
      data: {
        target: { kind: "message", messageId: edited.id },
        reason: "harassment",
        details: "He edited it after.",
      },
    });
    expect(filed.status(), await filed.text()).toBeLessThan(300);
    const mod = await demoModerator(browser);
    try {
      await mod.page.goto("/moderation");
      await mod.page
        .getByRole("link", { name: /Sam Ortega/ })
        .filter({ hasText: "Harassment" })
        .first()
        .click();
      const evidence = mod.page.getByRole("list", { name: "Messages" });
      const item = evidence.getByRole("listitem").filter({ hasText: "Dinner Friday" });
      await expect(item).toContainText("As sent");
      await expect(item).toContainText("You are so boring");
      await expect(evidence.getByText("Unsent by its sender")).toBeVisible();
      await keepScreenshot(mod.page, "chat-evidence-375.png", { fullPage: true });
    } finally {
      await mod.close();
    }
  } finally {
    await nora.close();
    await sam.close();
  }
});

test("read receipts turned off in Settings: neither sees Read; search finds a message and opens it", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await nora.page.goto("/settings");
    const receipts = nora.page.getByRole("switch", { name: "Read receipts" });
    await expect(receipts).toBeChecked();
    await receipts.click();
    await expect(toast(nora.page).filter({ hasText: "Read receipts are off" })).toBeVisible();
    await expect(receipts).not.toBeChecked();
    await keepScreenshot(nora.page, "chat-settings-receipts-375.png");

    await send(sam, matchId, "Pizza at Lucali on Sunday?");
    const samsPanel = await openConversation(sam.page, matchId);
    const norasPanel = await openConversation(nora.page, matchId);
    await expect(norasPanel.getByText("Pizza at Lucali on Sunday?")).toBeVisible();
    await norasPanel.getByRole("textbox", { name: "Message" }).fill("Love it");
    await norasPanel.getByRole("textbox", { name: "Message" }).press("Enter");
    await expect(samsPanel.getByText("Love it")).toBeVisible();
    // Sam has read her message by now; Nora, with receipts off, doesn't see it, nor he hers.
    await sam.page.waitForTimeout(1_000);
    await expect(norasPanel.getByText(/^Read \d/)).toHaveCount(0);
    await expect(samsPanel.getByText(/^Read \d/)).toHaveCount(0);

    // Text History's search: by a word's beginning, opening the conversation it is in.
    await nora.page.goto("/matching?tab=history");
    await nora.page.getByRole("searchbox", { name: "Search your messages" }).fill("lucal");
    const found = nora.page.getByRole("list", { name: "Messages found" });
    await expect(found.getByRole("button")).toHaveCount(1);
    await expect(found).toContainText("Pizza at Lucali on Sunday?");
    await fitsTheScreen(nora.page, 320);
    await keepScreenshot(nora.page, "chat-search-320.png");
    await found.getByRole("button").click();
    await expect(nora.page.getByRole("dialog").getByRole("log")).toContainText("Love it");
    await nora.page.keyboard.press("Escape");
    await nora.page
      .getByRole("searchbox", { name: "Search your messages" })
      .fill("nothing like this");
    await expect(nora.page.getByText("No messages with “nothing like this”.")).toBeVisible();
  } finally {
    await nora.close();
    await sam.close();
  }
});

/** Resolves once the page's live stream has said it is ready. */
async function liveReady(page: Page) {
  await page.waitForFunction(() => (window as unknown as { liveReady?: boolean }).liveReady);
}

test("a second tab, a reload and a dropped stream still get typing, reactions and edits", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await holdLiveStreams(nora.page.context());
    await send(sam, matchId, "First draft");
    const messages = (await (
      await sam.page.request.get(`/api/chat/conversations/${matchId}/messages`)
    ).json()) as { messages: { id: number }[] };
    const draftId = messages.messages[0]!.id;
    const path = `/api/chat/conversations/${matchId}/messages/${draftId}`;

    // Two tabs of Nora's: Sam's typing and his edit reach both.
    const second = await nora.page.context().newPage();
    const panels = [];
    for (const tab of [nora.page, second]) {
      panels.push(await openConversation(tab, matchId));
      await liveReady(tab);
      await markNotReloaded(tab);
    }
    expect(
      (await sam.page.request.post(`/api/chat/conversations/${matchId}/typing`)).status(),
    ).toBe(200);
    for (const panel of panels) await expect(panel.getByText("Sam is typing…")).toBeVisible();
    expect((await sam.page.request.patch(path, { data: { text: "Second draft" } })).status()).toBe(
      200,
    );
    for (const panel of panels) await expect(panel.getByText("Second draft")).toBeVisible();
    expect(await notReloaded(second)).toBe(true);
    await second.close();

    // After a reload, a reaction arrives live.
    await nora.page.reload();
    const panel = nora.page.getByRole("dialog");
    await expect(panel.getByText("Second draft")).toBeVisible();
    await liveReady(nora.page);
    expect(
      (await sam.page.request.put(`${path}/reaction`, { data: { emoji: "👍" } })).status(),
    ).toBe(200);
    await expect(panel.getByLabel("Reactions: 👍 from Sam")).toBeVisible();

    // The stream drops while Sam edits again: once it is back, the edit is there.
    allowConsoleErrors(nora.page, /api\/live/);
    await nora.page.route("**/api/live", (route) => route.abort());
    await dropLiveStreams(nora.page);
    expect((await sam.page.request.patch(path, { data: { text: "Final draft" } })).status()).toBe(
      200,
    );
    await nora.page.unroute("**/api/live");
    await expect(panel.getByText("Final draft")).toBeVisible({ timeout: 40_000 });
    await expect(panel.getByText(/^edited ·/)).toBeVisible();
  } finally {
    await nora.close();
    await sam.close();
  }
});
