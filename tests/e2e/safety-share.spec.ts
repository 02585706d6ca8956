import type { Browser, Page } from "@playwright/test";
import { createCircle } from "./circle-helpers";
import {
  createMember,
  expect,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";
import { demoMembers, player, topUp, type Player } from "./pairing-helpers";

/** Sam suggests himself to Nora (vouched for by his friend Ava); Nora accepts: they are matched. */
async function matchedPair(browser: Browser, noraFriends: Parameters<typeof createCircle>[1]) {
  // Each member's requests follow closely: a connection left idle past the server's keep-alive
  // (5 s) can be reset just as it is reused, and this machine is slow enough for that.
  const sam = await player(browser, "Sam Rivers", [{ name: "Ava Thompson" }]);
  await topUp(sam.page.request);
  const nora = await player(browser, "Nora Quinn", []);
  const noraCircle = await createCircle(nora.page.request, noraFriends);
  const explore = await sam.page.request.get(`/api/pairing/explore?member=${nora.member.id}`);
  const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
  const suggested = await sam.page.request.post("/api/pairing/self-suggestions", {
    data: { memberId: nora.member.id, voucherFriendId: friends[0]!.id, reason: "Risotto." },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);
  const accepted = await nora.page.request.post(`/api/matching/candidates/${sam.member.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { matchId } = (await accepted.json()) as { matchId: string };
  return { nora, noraCircle, sam, matchId };
}

/** A member in a browser of their own, with their username, to be invited into a circle. */
async function friendOnVouch(
  browser: Browser,
  name: string,
): Promise<Player & { username: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const member = await createMember(context.request, { name });
  const { profile } = (await (await context.request.get("/api/profile")).json()) as {
    profile: { username: string };
  };
  return {
    member,
    username: profile.username,
    page: await context.newPage(),
    close: () => context.close(),
  };
}

async function openConversation(page: Page, matchId: string) {
  await page.goto(`/matching?tab=history&chat=${matchId}`);
  const panel = page.getByRole("dialog");
  await expect(panel.getByRole("log")).toBeVisible();
  return panel;
}

async function openShareMyDate(page: Page) {
  await page.getByRole("button", { name: "Conversation options" }).click();
  await page.getByRole("menuitem", { name: "Share my date" }).click();
  const dialog = page.getByRole("dialog", { name: "Share my date" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("share my date from a conversation: a chosen friend sees it on home, and 'I'm home safe' arrives live", async ({
  browser,
}) => {
  test.slow(); // four members, each in a browser of their own
  const lena = await friendOnVouch(browser, "Lena Ortiz");
  const omar = await friendOnVouch(browser, "Omar Haddad");
  const { nora, noraCircle, sam, matchId } = await matchedPair(browser, [
    { name: "Lena Ortiz", username: lena.username },
    { name: "Omar Haddad", username: omar.username },
  ]);
  try {
    for (const [friend, entry] of [
      [lena, noraCircle[0]!],
      [omar, noraCircle[1]!],
    ] as const) {
      const confirmed = await friend.page.request.post(
        `/api/circle/invitations/${entry.id}/confirm`,
      );
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    }

    await openConversation(nora.page, matchId);
    let dialog = await openShareMyDate(nora.page);
    await expect(dialog.getByText("With Sam")).toBeVisible();
    // Nothing chosen yet: said under the list, and nothing is sent.
    await dialog.getByRole("button", { name: "Share my date" }).click();
    await expect(dialog.getByText("Please say where you're meeting")).toBeVisible();
    await expect(dialog.getByText("Choose at least one friend")).toBeVisible();
    await dialog.getByLabel("Where").fill("Via Carota, 51 Grove St");
    await dialog.getByRole("checkbox", { name: "Lena Ortiz" }).check();
    await expect(dialog.getByText("Please say where you're meeting")).toHaveCount(0);
    await expect(dialog.getByText("Choose at least one friend")).toHaveCount(0);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await nora.page.setViewportSize({ width: 320, height: 640 });
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await keepScreenshot(nora.page, "safety-share-form-320.png");
    await nora.page.setViewportSize({ width: 375, height: 812 });
    await dialog.getByRole("button", { name: "Share my date" }).click();
    await expect(toast(nora.page).filter({ hasText: "Your date is shared" })).toBeVisible();
    await expect(dialog).toBeHidden();

    await lena.page.goto("/home");
    const plan = lena.page.getByRole("article", { name: "Nora's date" });
    await expect(plan.getByRole("heading", { name: "Nora is meeting Sam" })).toBeVisible();
    await expect(plan.getByText("Via Carota, 51 Grove St")).toBeVisible();
    await expect(plan.getByText(/Not home yet/)).toBeVisible();
    expect(await noHorizontalScroll(lena.page)).toBe(true);
    expect(await seriousA11yViolations(lena.page)).toEqual([]);
    await keepScreenshot(lena.page, "safety-share-friend-home.png");

    // Omar is in Nora's circle too, but wasn't chosen.
    await omar.page.goto("/home");
    await expect(omar.page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
    await expect(omar.page.getByRole("heading", { name: "Your Social Queue" })).toBeVisible();
    await expect(omar.page.getByText("Nora is meeting Sam")).toHaveCount(0);

    dialog = await openShareMyDate(nora.page);
    await expect(dialog.getByText("Shared with Lena Ortiz")).toBeVisible();
    await keepScreenshot(nora.page, "safety-share-active-plan.png");
    await dialog.getByRole("button", { name: "I'm home safe" }).click();
    await expect(toast(nora.page).filter({ hasText: "Glad you're home" })).toBeVisible();

    // Lena's home was open all along: the news arrives without a reload.
    await expect(plan.getByText("Nora is home safe")).toBeVisible();
    await expect(toast(lena.page).filter({ hasText: "Nora is home safe" })).toBeVisible();
  } finally {
    await Promise.all([nora.close(), sam.close(), lena.close(), omar.close()]);
  }
});

test("a message asking to move off Vouch shows its reader a safety note with Report, never its sender", async ({
  browser,
}) => {
  test.slow(); // two members matched through the app, each in a browser of their own
  const { nora, sam, matchId } = await matchedPair(browser, [{ name: "Ava Ruiz" }]);
  try {
    const noraPanel = await openConversation(nora.page, matchId);
    const samPanel = await openConversation(sam.page, matchId);
    await samPanel.getByLabel("Message", { exact: true }).fill("let's move to WhatsApp, easier");
    await samPanel.getByRole("button", { name: "Send message" }).click();
    await expect(samPanel.getByText("let's move to WhatsApp, easier")).toBeVisible();

    // It reaches Nora live, with the note under it.
    await expect(noraPanel.getByText("let's move to WhatsApp, easier")).toBeVisible();
    const note = noraPanel.getByRole("note");
    await expect(note).toContainText("A gentle heads-up");
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await keepScreenshot(nora.page, "safety-share-nudge.png");

    // The sender's screen never shows it, also after a reload.
    await sam.page.reload();
    await expect(
      sam.page.getByRole("dialog").getByText("let's move to WhatsApp, easier"),
    ).toBeVisible();
    await expect(sam.page.getByRole("note")).toHaveCount(0);

    await note.getByRole("button", { name: "Report" }).click();
    const report = nora.page.getByRole("dialog", { name: /Report this message from Sam/ });
    await expect(report).toBeVisible();
  } finally {
    await Promise.all([nora.close(), sam.close()]);
  }
});

test("a message that reads as harassment asks its sender 'Are you sure?' and its reader 'Does this bother you?' with Report, at 375 and 320 px", async ({
  browser,
}) => {
  test.slow(); // two members matched through the app, each in a browser of their own
  const { nora, sam, matchId } = await matchedPair(browser, [{ name: "Ava Ruiz" }]);
  const harsh = "why won't you answer me??";
  try {
    const noraPanel = await openConversation(nora.page, matchId);
    const samPanel = await openConversation(sam.page, matchId);
    const box = samPanel.getByLabel("Message", { exact: true });
    await box.fill(harsh);
    await samPanel.getByRole("button", { name: "Send message" }).click();
    const sure = samPanel.getByRole("group", { name: "Are you sure?" });
    await expect(sure).toBeVisible();
    await expect(samPanel.getByRole("button", { name: "Edit" })).toBeFocused();
    expect(await seriousA11yViolations(sam.page)).toEqual([]);
    await keepScreenshot(sam.page, "harassment-sure-375.png");

    // Edit keeps the words in the box, unsent.
    await sure.getByRole("button", { name: "Edit" }).click();
    await expect(sure).toHaveCount(0);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(harsh);
    await expect(samPanel.getByRole("log").getByText(harsh)).toHaveCount(0);

    // A kind message goes straight through; a harsh one only after "Send anyway".
    await box.fill("How was your day?");
    await box.press("Enter");
    await expect(samPanel.getByRole("log").getByText("How was your day?")).toBeVisible();
    await expect(samPanel.getByRole("group", { name: "Are you sure?" })).toHaveCount(0);
    await sam.page.setViewportSize({ width: 320, height: 700 });
    await box.fill(harsh);
    await box.press("Enter");
    await expect(sure).toBeVisible();
    expect(await noHorizontalScroll(sam.page)).toBe(true);
    await keepScreenshot(sam.page, "harassment-sure-320.png");
    await sure.getByRole("button", { name: "Send anyway" }).click();
    await expect(samPanel.getByRole("log").getByText(harsh)).toBeVisible();
    await expect(box).toHaveValue("");

    // Nora is asked, under that message only; Sam never is.
    await expect(noraPanel.getByText(harsh)).toBeVisible();
    const note = noraPanel.getByRole("note", { name: "Does this bother you?" });
    await expect(note).toHaveCount(1);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await nora.page.setViewportSize({ width: 320, height: 700 });
    expect(await noHorizontalScroll(nora.page)).toBe(true);
    expect(await seriousA11yViolations(nora.page)).toEqual([]);
    await keepScreenshot(nora.page, "harassment-bother-320.png");
    await expect(samPanel.getByRole("note")).toHaveCount(0);

    // Reporting it offers "Also block Sam", ticked for harassment; the block goes with the report
    // and the conversation closes.
    await note.getByRole("button", { name: "Report" }).click();
    const report = nora.page.getByRole("dialog", { name: /Report this message from Sam/ });
    await expect(report).toBeVisible();
    const alsoBlock = report.getByRole("checkbox", { name: "Also block Sam" });
    await expect(alsoBlock).not.toBeChecked();
    await report.getByRole("combobox", { name: "Reason" }).click();
    await nora.page.getByRole("option", { name: "Harassment" }).click();
    await expect(alsoBlock).toBeChecked();
    await report.getByLabel("Details").fill("He keeps pushing after I said I was busy.");
    expect(await noHorizontalScroll(nora.page)).toBe(true);
    await keepScreenshot(nora.page, "harassment-report-also-block-320.png");
    await report.getByRole("button", { name: "Submit report" }).click();
    await expect(toast(nora.page).filter({ hasText: "Report submitted" })).toContainText(
      "Sam is blocked.",
    );
    await expect(nora.page.getByRole("dialog")).toHaveCount(0);
    // Blocked: the conversation has left both Text Histories.
    const conversations = await sam.page.request.get("/api/chat/conversations");
    expect(JSON.stringify(await conversations.json())).not.toContain(matchId);
  } finally {
    await Promise.all([nora.close(), sam.close()]);
  }
});

test("/safety: commitments, tools, NYC help lines and verified venues, readable at 375 and 320 px", async ({
  page,
  member: _member,
}) => {
  await demoMembers(page.request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/safety");
  await expect(page.getByRole("heading", { name: "Safety & Community", level: 1 })).toBeVisible();
  for (const section of [
    "Our commitments",
    "Your safety tools",
    "Need help now?",
    "Community guidelines",
    "Verified venues",
  ])
    await expect(page.getByRole("heading", { name: section, level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
  await expect(page.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
  await expect(page.getByRole("link", { name: "1-800-621-HOPE (4673)" })).toHaveAttribute(
    "href",
    "tel:+18006214673",
  );
  await expect(page.getByRole("heading", { name: "Share my date", level: 3 })).toBeVisible();
  await expect(page.getByText("Rough Trade, 64 N 9th St")).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "safety-page-375.png", { fullPage: true });

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByText("Rough Trade, 64 N 9th St")).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await keepScreenshot(page, "safety-page-320.png", { fullPage: true });
});
