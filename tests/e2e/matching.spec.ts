import type { APIRequestContext, Page } from "@playwright/test";
import {
  createMember,
  dropLiveStreams,
  expect,
  holdLiveStreams,
  seriousA11yViolations,
  test,
  toast,
  keepScreenshot,
} from "./fixtures";
import { matchedPair, player, send, topUp } from "./pairing-helpers";

const DEMO_PASSWORD = "vouch-demo-2026";

type DemoUser = { id: string; name: string; email: string };

/** The demo world (idempotent), and a demo member signed in through the given context. */
async function seededDemo(request: APIRequestContext): Promise<DemoUser[]> {
  const res = await request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { users: DemoUser[] }).users;
}

async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post("/api/account/sign-in", {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

type CandidateFacts = { age: number; pronouns: string; sexuality: string; neighborhood: string };
const shown = (sexuality: string) => sexuality.charAt(0).toUpperCase() + sexuality.slice(1);
const factsLine = (m: CandidateFacts) =>
  `${m.age} · ${m.pronouns} · ${shown(m.sexuality)} · ${m.neighborhood}`;

const section = (page: Page, title: RegExp) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title }) });

test("two members: accept a suggestion, then chat both ways live, turns updating", async ({
  browser,
}) => {
  const aContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const bContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const a = await aContext.newPage();
  const b = await bContext.newPage();
  try {
    const users = await seededDemo(aContext.request);
    // A member no other browser test signs in as, so the suggestion is still pending.
    const tess = users.find((u) => u.name === "Tess Moreno")!;
    await signIn(aContext.request, tess.email);

    await a.goto("/matching");
    await expect(a.getByRole("heading", { name: "Match for You" })).toBeVisible();
    // Someone neither has said yes to yet: a match needs both.
    const { groups } = (await (await a.request.get("/api/matching/suggestions")).json()) as {
      groups: {
        candidate: CandidateFacts & { name: string };
        waiting: boolean;
        theySaidYes: boolean;
      }[];
    };
    const facts = groups.find((g) => !g.waiting && !g.theySaidYes)!.candidate;
    const candidateName = facts.name;
    const candidateFirst = candidateName.split(" ")[0]!;
    const cardOf = (page: Page, name: string) =>
      page
        .getByRole("list", { name: "Suggestions from your friends" })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}, \\d+$`) }) });
    const firstCard = cardOf(a, candidateName);
    await expect(firstCard.getByText(/^Suggested by /).first()).toBeVisible();
    const candidate = users.find((u) => u.name === candidateName)!;
    expect(candidate).toBeTruthy();
    // The card shows who they are beside where: pronouns and sexuality with the neighbourhood.
    await expect(firstCard).toContainText(
      `${facts.pronouns} · ${shown(facts.sexuality)} · ${facts.neighborhood}`,
    );

    // B was asked too, and says yes first: it waits for Tess.
    await signIn(bContext.request, candidate.email);
    await b.goto("/matching");
    const tessCard = cardOf(b, tess.name);
    await tessCard.getByRole("button", { name: `Accept ${tess.name}` }).click();
    await expect(toast(b).filter({ hasText: "You said yes to Tess" })).toBeVisible();
    await expect(tessCard.getByRole("status")).toContainText("Waiting for Tess");
    await expect(tessCard.getByRole("button", { name: "Take back my yes" })).toBeVisible();
    await keepScreenshot(b, "matching-waiting-for-yes.png");
    // Tess sees B's yes on the card without a reload.
    await expect(firstCard.getByText(`${candidateFirst} said yes`)).toBeVisible();
    await keepScreenshot(a, "matching-they-said-yes.png");

    await b.goto("/matching?tab=history");
    await expect(b.getByRole("heading", { name: /^Your Turn \(\d+\)$/ })).toBeVisible();
    await expect(
      b.getByRole("button", { name: new RegExp(`^Open conversation with ${tess.name}`) }),
    ).toHaveCount(0);

    // The second yes starts the match.
    await firstCard.getByRole("button", { name: `Accept ${candidateName}` }).click();
    await expect(
      toast(a).filter({ hasText: `It's a match with ${candidateFirst}!` }),
    ).toBeVisible();
    const panel = a.getByRole("dialog");
    await expect(panel.getByRole("heading", { name: candidateName })).toBeVisible();
    await expect(panel).toContainText(factsLine(facts));

    // The new match appears for B without a reload, on their turn (no message yet).
    const bConversation = b.getByRole("button", {
      name: new RegExp(`^Open conversation with ${tess.name}`),
    });
    await expect(
      section(b, /^Your Turn/).getByRole("button", { name: new RegExp(tess.name) }),
    ).toBeVisible();

    // A writes; empty text is not sent.
    const composer = panel.getByRole("textbox", { name: "Message" });
    await composer.fill("   ");
    await expect(panel.getByRole("button", { name: "Send message" })).toBeDisabled();
    await composer.fill("Hi! Our friends think we'd get along.");
    await composer.press("Enter");
    await expect(
      panel.getByRole("log").getByText("Hi! Our friends think we'd get along."),
    ).toBeVisible();
    await expect(composer).toHaveValue("");
    // The first message within 48 hours earns a heart, and says so.
    await expect(toast(a).filter({ hasText: "+1 heart" })).toBeVisible();

    // B sees it live: the card moves on, with one unread, still B's turn.
    await expect(bConversation).toHaveAccessibleName(new RegExp(`${tess.name}, 1 unread`));
    await expect(
      section(b, /^Your Turn/).getByText("Hi! Our friends think we'd get along."),
    ).toBeVisible();
    const tessFacts = (await (await b.request.get("/api/chat/conversations")).json()) as {
      conversations: { partner: CandidateFacts & { name: string } }[];
    };
    await expect(bConversation).toContainText(
      factsLine(tessFacts.conversations.find((c) => c.partner.name === tess.name)!.partner),
    );
    await bConversation.click();
    const bPanel = b.getByRole("dialog");
    await expect(
      bPanel.getByRole("log").getByText("Hi! Our friends think we'd get along."),
    ).toBeVisible();
    await bPanel
      .getByRole("textbox", { name: "Message" })
      .fill("They were right. Coffee on Thursday?");
    await bPanel.getByRole("button", { name: "Send message" }).click();

    await expect(
      bPanel.getByRole("log").getByText("They were right. Coffee on Thursday?"),
    ).toBeVisible();
    await expect(toast(b).filter({ hasText: "+1 heart" })).toHaveCount(0);

    // A sees the reply arrive in the open panel without a reload, and a screen reader hears it
    // once, from the app's one live region.
    await expect(
      panel.getByRole("log").getByText("They were right. Coffee on Thursday?"),
    ).toBeVisible();
    await expect(a.getByRole("status", { name: "Announcements" })).toHaveText(
      `${candidateName.split(" ")[0]}: They were right. Coffee on Thursday?`,
    );
    await a.keyboard.press("Escape");
    await expect(
      section(a, /^Your Turn/).getByRole("button", {
        name: new RegExp(`^Open conversation with ${candidateName}`),
      }),
    ).toBeVisible();
    await b.keyboard.press("Escape");
    await expect(
      section(b, /^Their Turn/).getByRole("button", {
        name: new RegExp(`^Open conversation with ${tess.name}`),
      }),
    ).toBeVisible();
  } finally {
    await aContext.close();
    await bContext.close();
  }
});

test("a decline in one tab takes the person out of the member's other tab too", async ({
  browser,
}) => {
  // It waits out a whole Undo window (DECLINE_UNDO_SECONDS) on top of two members' setup.
  test.setTimeout(60_000);
  const me = await player(browser, "Nora Quinn", []);
  const suitor = await player(browser, "Sam Rivers", [{ name: "Ava Thompson" }]);
  try {
    // Sam suggests himself to Nora, vouched for by his friend Ava.
    await topUp(suitor.page.request);
    const explore = await suitor.page.request.get(`/api/pairing/explore?member=${me.member.id}`);
    const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
    const sent = await suitor.page.request.post("/api/pairing/self-suggestions", {
      data: { memberId: me.member.id, voucherFriendId: friends[0]!.id, reason: "Risotto." },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const other = await me.page.context().newPage();
    for (const tab of [me.page, other]) {
      await tab.goto("/matching");
      await expect(tab.getByRole("button", { name: "Decline Sam Rivers" })).toBeVisible();
    }
    // His card says who he is beside where he lives.
    await expect(
      me.page.getByRole("listitem").filter({ hasText: "Sam Rivers" }).first(),
    ).toContainText("they/them · Queer · Chelsea");
    await me.page.getByRole("button", { name: "Decline Sam Rivers" }).click();
    const passed = toast(me.page).filter({ hasText: "You passed on Sam Rivers" });
    await expect(passed).toBeVisible();
    // The other tab drops him without a reload, so nobody acts there on a stale card.
    await expect(other.getByRole("button", { name: "Decline Sam Rivers" })).toHaveCount(0);
    await expect(other.getByText("No suggestions yet")).toBeVisible();
    // Her last card gone, focus is on what the screen says now, not lost to the page.
    await expect(me.page.getByRole("heading", { name: "No suggestions yet" })).toBeFocused();

    // Changed her mind: Undo in the toast brings him back, in both tabs.
    await passed.getByRole("button", { name: "Undo" }).click();
    await expect(toast(me.page).filter({ hasText: "Sam Rivers is back" })).toBeVisible();
    for (const tab of [me.page, other])
      await expect(tab.getByRole("button", { name: "Decline Sam Rivers" })).toBeVisible();

    // Declined for good once the toast is gone: Undo is no longer offered.
    await me.page.getByRole("button", { name: "Decline Sam Rivers" }).click();
    await expect(toast(me.page).filter({ hasText: "You passed on Sam Rivers" })).toBeVisible();
    await expect(toast(me.page).filter({ hasText: "You passed on Sam Rivers" })).toHaveCount(0, {
      timeout: 15_000,
    });
    await me.page.reload();
    await expect(me.page.getByText("No suggestions yet")).toBeVisible();
  } finally {
    await me.close();
    await suitor.close();
  }
});

test("a keyboard member who answers a card lands on the next one", async ({ browser }) => {
  test.setTimeout(60_000);
  const me = await player(browser, "Nora Quinn", []);
  const suitors = [
    await player(browser, "Sam Rivers", [{ name: "Ava Thompson" }]),
    await player(browser, "Theo Marsh", [{ name: "Iris Lane" }]),
  ];
  try {
    for (const suitor of suitors) {
      await topUp(suitor.page.request);
      const explore = await suitor.page.request.get(`/api/pairing/explore?member=${me.member.id}`);
      const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
      const sent = await suitor.page.request.post("/api/pairing/self-suggestions", {
        data: { memberId: me.member.id, voucherFriendId: friends[0]!.id, reason: "Kind." },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await me.page.goto("/matching");
    const cards = me.page.getByRole("article");
    await expect(cards).toHaveCount(2);
    const [first, second] = [
      (await cards.nth(0).getByRole("heading").textContent())!.split(",")[0]!,
      (await cards.nth(1).getByRole("heading").textContent())!.split(",")[0]!,
    ];
    await me.page.getByRole("button", { name: `Decline ${first}` }).focus();
    await me.page.keyboard.press("Enter");
    await expect(me.page.getByRole("article", { name: new RegExp(`^${second}`) })).toBeFocused();
    // A yes to someone who already said theirs is a match: focus moves into the conversation.
    await me.page.getByRole("button", { name: `Accept ${second}` }).focus();
    await me.page.keyboard.press("Enter");
    const conversation = me.page.getByRole("dialog", { name: new RegExp(second) });
    await expect(conversation).toBeVisible();
    await expect
      .poll(() => conversation.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
  } finally {
    await me.close();
    for (const suitor of suitors) await suitor.close();
  }
});

// What the empty screens lead to (Text History's own, inviting a friend, making a match for
// others) is tested with the screen (tests/screens/matching.screen.test.tsx); here, how it looks.
test("a new member's empty Match for You says how matches come, with no serious accessibility violations", async ({
  browser,
}) => {
  const me = await player(browser, "Nora Quinn", [{ name: "Ava Thompson" }]);
  const page = me.page;
  try {
    await page.goto("/matching");
    await expect(page.getByRole("heading", { name: "No suggestions yet" })).toBeVisible();
    await expect(page.getByText(/Matches come from friends on Vouch/)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "matching-empty-375.png", { fullPage: true });
  } finally {
    await me.close();
  }
});

// Its lack of a message box and the way back are tested with the screen too.
test("a conversation that isn't available says so, with no serious accessibility violations", async ({
  page,
}) => {
  await createMember(page.request);
  await page.goto("/matching?tab=history&chat=00000000-0000-4000-8000-000000000000");
  const panel = page.getByRole("dialog", { name: "This conversation isn't available" });
  await expect(panel).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, "matching-unavailable-375.png");
});

test("after a dropped connection the screen reconnects and shows what it missed", async ({
  browser,
}) => {
  const aContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const bContext = await browser.newContext();
  // Keep a handle on the page's live streams, so the test can drop them as a network would.
  await holdLiveStreams(aContext);
  const a = await aContext.newPage();
  try {
    const users = await seededDemo(aContext.request);
    // Rosa and Ben are matched in the demo world and chat there.
    const rosa = users.find((u) => u.name === "Rosa Delgado")!;
    const ben = users.find((u) => u.name === "Ben Whitaker")!;
    await signIn(aContext.request, rosa.email);
    await signIn(bContext.request, ben.email);
    const { conversations } = (await (
      await bContext.request.get("/api/chat/conversations")
    ).json()) as {
      conversations: { matchId: string; partner: { name: string } }[];
    };
    const matchId = conversations.find((c) => c.partner.name === rosa.name)!.matchId;

    await a.goto(`/matching?tab=history&chat=${matchId}`);
    const thread = a.getByRole("dialog").getByRole("log");
    await expect(thread.getByRole("listitem").first()).toBeVisible();

    // The connection drops and the browser gives up on it.
    await dropLiveStreams(a, { erred: false });
    const text = `Sent while you were away ${Date.now()}`;
    const sent = await bContext.request.post(`/api/chat/conversations/${matchId}/messages`, {
      data: { text },
    });
    expect(sent.status()).toBe(201);
    await a.waitForTimeout(1000);
    await expect(thread.getByText(text)).toHaveCount(0);

    await dropLiveStreams(a, { close: false });
    await expect(thread.getByText(text)).toBeVisible({ timeout: 10_000 });
  } finally {
    await aContext.close();
    await bContext.close();
  }
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test("cards and the chat header show who someone is, and fit the screen", async ({ page }) => {
    const users = await seededDemo(page.request);
    // A demo member no other browser test signs in as.
    const omar = users.find((u) => u.name === "Omar Haddad")!;
    await signIn(page.request, omar.email);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );

    await page.goto("/matching");
    const card = page
      .getByRole("list", { name: "Suggestions from your friends" })
      .getByRole("listitem")
      .first();
    await expect(card).toContainText(/\w+\/\w+ · \w+ · /);
    await fits();
    await keepScreenshot(page, "matching-cards-320.png");

    await page.getByRole("tab", { name: /Text History/ }).click();
    const conversation = page.getByRole("button", { name: /^Open conversation with / }).first();
    await expect(conversation).toContainText(/\d+ · \w+\/\w+ · \w+ · /);
    await fits();
    await conversation.click();
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("log")).toBeVisible();
    await expect(panel).toContainText(/\d+ · \w+\/\w+ · \w+ · /);
    // Includes the time under the member's own messages, on the primary colour.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "matching-chat-320.png");
  });
});

test("on a 1280 px desktop the conversation opens beside Text History, not in a sheet over it", async ({
  browser,
}) => {
  const { nora, sam, matchId } = await matchedPair(browser);
  try {
    await send(sam, matchId, "Hello from Sam");
    const page = nora.page;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/matching?tab=history");
    const card = page.getByRole("button", { name: /^Open conversation with Sam Rivers/ });
    const pane = page.getByRole("region", { name: "Conversation" });
    await expect(pane).toContainText("Choose a conversation");
    await card.click();
    await expect(page).toHaveURL(new RegExp(`chat=${matchId}`));
    await expect(pane.getByRole("heading", { name: "Sam Rivers" })).toBeVisible();
    await expect(card).toHaveAttribute("aria-current", "true");
    await expect(pane.getByRole("log").getByText("Hello from Sam")).toBeVisible();
    // No sheet, no overlay: the list stays in reach, side by side with the thread.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const list = (await card.boundingBox())!;
    const thread = (await pane.boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(thread.x);
    expect(Math.abs(list.y - thread.y)).toBeLessThan(200);

    const composer = pane.getByRole("textbox", { name: "Message" });
    await composer.fill("Hi Sam, side by side now");
    await composer.press("Enter");
    await expect(pane.getByRole("log").getByText("Hi Sam, side by side now")).toBeVisible();
    await expect(card).toBeVisible();
    await card.click(); // still clickable: nothing covers it
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, "chat-1280.png");
  } finally {
    await nora.close();
    await sam.close();
  }
});
