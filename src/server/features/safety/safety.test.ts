import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REPORT_DETAILS_MAX } from "#shared/constants";
import type { Conversation, ConversationsResponse } from "#shared/schemas/chat";
import type { HomeData } from "#shared/schemas/home";
import type { AcceptResponse } from "#shared/schemas/matching";
import type { Settings } from "#shared/schemas/profile";
import { events, matches, matchSuggestions, messages, reports } from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { match, message, suggest } from "#tests/support/matching-factories";
import { pairingKit } from "#tests/support/pairing-kit";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();
const kit = pairingKit(t);

const post = (path: string, as: TestMember, json: unknown) => t().request(path, { as, json });
const del = (path: string, as: TestMember) => t().request(path, { as, method: "DELETE" });

async function conversations(as: TestMember): Promise<Conversation[]> {
  const res = await t().request("/api/chat/conversations", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as ConversationsResponse).conversations;
}

async function settings(as: TestMember): Promise<Settings> {
  const res = await t().request("/api/profile/settings", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Settings;
}

async function home(as: TestMember): Promise<HomeData> {
  const res = await t().request("/api/home", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as HomeData;
}

const send = (as: TestMember, matchId: string, text: string) =>
  post(`/api/chat/conversations/${matchId}/messages`, as, { text });

async function matchedPair() {
  const me = await t().member({ name: "Robin Vale" });
  const partner = await t().member({ name: "Noor Haddad" });
  const row = await match(t(), me, partner, new Date(Date.now() - 3_600_000));
  return { me, partner, matchId: row.id };
}

describe("block", () => {
  it("ends the match for both, closes both live views, and Settings lists the member", async () => {
    const { me, partner, matchId } = await matchedPair();
    const [myLive, theirLive] = [await openLive(t(), me), await openLive(t(), partner)];
    try {
      expect((await post("/api/safety/blocks", me, { memberId: partner.id })).status).toBe(200);
      for (const live of [myLive, theirLive]) {
        const ended = await live.next((e) => e.type === "match.ended");
        expect(ended.data).toEqual({ matchId });
      }
    } finally {
      await myLive.close();
      await theirLive.close();
    }
    const [row] = await t().db.select().from(matches).where(eq(matches.id, matchId));
    expect(row).toMatchObject({ status: "blocked" });
    expect(row!.endedAt).toBeInstanceOf(Date);
    expect((await send(partner, matchId, "Hello?")).status).toBe(404);
    expect((await settings(me)).blocked).toEqual([{ id: partner.id, name: "Noor Haddad" }]);
    expect((await settings(partner)).blocked).toEqual([]);
    // Blocking again changes nothing.
    expect((await post("/api/safety/blocks", me, { memberId: partner.id })).status).toBe(200);
    expect((await settings(me)).blocked).toHaveLength(1);
  });

  it("refuses yourself, an unknown member and a malformed body", async () => {
    const me = await t().member();
    expect((await post("/api/safety/blocks", me, { memberId: me.id })).status).toBe(404);
    const unknown = await post("/api/safety/blocks", me, { memberId: "no-such-member" });
    expect(unknown.status).toBe(404);
    const empty = await post("/api/safety/blocks", me, {});
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).error.fields).toEqual({ memberId: "Unknown member" });
    expect((await t().request("/api/safety/blocks", { json: { memberId: me.id } })).status).toBe(
      401,
    );
  });

  it("unblock restores sight of each other but not the old match", async () => {
    const { me, partner, matchId } = await matchedPair();
    await post("/api/safety/blocks", me, { memberId: partner.id });
    // Only the one who blocked can take it back.
    expect((await del(`/api/safety/blocks/${me.id}`, partner)).status).toBe(404);
    expect((await del(`/api/safety/blocks/${partner.id}`, me)).status).toBe(200);
    expect((await del(`/api/safety/blocks/${partner.id}`, me)).status).toBe(404);

    const explore = await t().request(`/api/pairing/explore?member=${partner.id}`, { as: me });
    expect(explore.status).toBe(200);
    expect(await conversations(me)).toEqual([]);
    expect(await conversations(partner)).toEqual([]);
    expect((await send(me, matchId, "Back?")).status).toBe(404);
    expect((await settings(me)).blocked).toEqual([]);
  });
});

describe("block racing an accept", () => {
  it("never leaves an active match across a block, whichever runs first", async () => {
    for (let round = 0; round < 4; round++) {
      const me = await t().member();
      const candidate = await t().member();
      const friend = await t().member();
      await suggest(t(), { target: me, candidate, suggester: friend });
      const [accepted, blocked] = await Promise.all([
        t().request(`/api/matching/candidates/${candidate.id}/accept`, { as: me, method: "POST" }),
        post("/api/safety/blocks", candidate, { memberId: me.id }),
      ]);
      expect(blocked.status).toBe(200);
      expect([200, 404]).toContain(accepted.status);
      const active = await t().db.select().from(matches).where(eq(matches.status, "active"));
      expect(active.filter((m) => [m.userAId, m.userBId].includes(me.id))).toEqual([]);
      expect(await conversations(me)).toEqual([]);
    }
  });
});

describe("unmatch", () => {
  it("ends the match for both: it leaves both Text Histories and nothing more can be sent", async () => {
    const { me, partner, matchId } = await matchedPair();
    await message(t(), matchId, partner, "See you Friday?", new Date(Date.now() - 60_000));
    const theirLive = await openLive(t(), partner);
    try {
      expect((await post("/api/safety/unmatches", me, { matchId })).status).toBe(200);
      expect((await theirLive.next((e) => e.type === "match.ended")).data).toEqual({ matchId });
    } finally {
      await theirLive.close();
    }
    expect(await conversations(me)).toEqual([]);
    expect(await conversations(partner)).toEqual([]);
    expect((await send(partner, matchId, "Why?")).status).toBe(404);
    const read = await t().request(`/api/chat/conversations/${matchId}/messages`, { as: me });
    expect(read.status).toBe(404);
    expect((await home(me)).matchForYou).toMatchObject({ matches: 0, unreadMessages: 0 });
    // Not a block: each still sees the other in Explore.
    const explore = await t().request(`/api/pairing/explore?member=${me.id}`, { as: partner });
    expect(explore.status).toBe(200);
    // Ended already: a second unmatch is unknown.
    expect((await post("/api/safety/unmatches", me, { matchId })).status).toBe(404);
  });

  it("is only yours to do: someone else's match is 404", async () => {
    const { matchId } = await matchedPair();
    const stranger = await t().member();
    expect((await post("/api/safety/unmatches", stranger, { matchId })).status).toBe(404);
    const bad = await post("/api/safety/unmatches", stranger, { matchId: "not-a-match" });
    expect(bad.status).toBe(404);
    const [row] = await t().db.select().from(matches).where(eq(matches.id, matchId));
    expect(row!.status).toBe("active");
  });

  it("a suggestion from before can't bring the match back, nor a self-suggest; a friend's new introduction can", async () => {
    const { me, partner, matchId } = await matchedPair();
    const friend = await t().member({ name: "Quinn Friend" });
    const waiting = await suggest(t(), { target: me, candidate: partner, suggester: friend });
    await post("/api/safety/unmatches", partner, { matchId });

    const [declined] = await t()
      .db.select()
      .from(matchSuggestions)
      .where(eq(matchSuggestions.id, waiting.id));
    expect(declined!.status).toBe("declined");
    const accept = () =>
      t().request(`/api/matching/candidates/${partner.id}/accept`, { as: me, method: "POST" });
    expect((await accept()).status).toBe(404);

    // The member who was unmatched can't pay to put themself back in front of the other.
    const vouchers = await kit.circle(me, [{ name: "Vic Voucher" }]);
    await kit.giveHearts(me, 5);
    const selfSuggest = await post("/api/pairing/self-suggestions", me, {
      memberId: partner.id,
      voucherFriendId: vouchers["Vic Voucher"],
      reason: "Let's try again?",
    });
    expect(selfSuggest.status).toBe(422);
    expect((await errorOf(selfSuggest)).error.code).toBe("match_ended");
    expect((await kit.ledger(me)).balance).toBe(5);

    await suggest(t(), { target: me, candidate: partner, suggester: friend });
    const again = await accept();
    expect(again.status).toBe(200);
    const { matchId: newMatchId } = (await again.json()) as AcceptResponse;
    expect(newMatchId).not.toBe(matchId);
    const [mine] = await conversations(me);
    expect(mine).toMatchObject({ matchId: newMatchId, lastMessage: null });
  });
});

describe("mute", () => {
  it("silences a conversation: no unread count, listed under Hidden, undone by unmute", async () => {
    const { me, partner, matchId } = await matchedPair();
    await send(partner, matchId, "First");
    expect((await home(me)).matchForYou.unreadMessages).toBe(1);

    expect((await post("/api/safety/mutes", me, { matchId })).status).toBe(200);
    await send(partner, matchId, "Second");
    expect((await conversations(me))[0]).toMatchObject({
      muted: true,
      unread: 0,
      section: "hidden",
    });
    expect((await home(me)).matchForYou.unreadMessages).toBe(0);
    expect((await settings(me)).muted).toEqual([{ matchId, name: "Noor Haddad" }]);
    // Only the member who muted it hears nothing: the partner's view is unchanged.
    expect((await conversations(partner))[0]).toMatchObject({ muted: false, section: "theirTurn" });

    expect((await del(`/api/safety/mutes/${matchId}`, me)).status).toBe(200);
    expect((await conversations(me))[0]).toMatchObject({
      muted: false,
      unread: 2,
      section: "yourTurn",
    });
    expect((await home(me)).matchForYou.unreadMessages).toBe(2);
    expect((await settings(me)).muted).toEqual([]);
    expect((await del(`/api/safety/mutes/${matchId}`, me)).status).toBe(404);
  });

  it("tells the member's other screens, and refuses a conversation that isn't theirs", async () => {
    const { me, matchId } = await matchedPair();
    const live = await openLive(t(), me);
    try {
      await post("/api/safety/mutes", me, { matchId });
      expect((await live.next((e) => e.type === "conversation.muted")).data).toEqual({ matchId });
    } finally {
      await live.close();
    }
    const stranger = await t().member();
    expect((await post("/api/safety/mutes", stranger, { matchId })).status).toBe(404);
    expect((await del(`/api/safety/mutes/${matchId}`, stranger)).status).toBe(404);
  });
});

describe("reports", () => {
  const report = (as: TestMember, target: unknown, extra: object = {}) =>
    post("/api/safety/reports", as, {
      target,
      reason: "harassment",
      details: "Kept messaging after I said no.",
      ...extra,
    });

  it("stores a report about a member, a partner's message and an event", async () => {
    const { me, partner, matchId } = await matchedPair();
    await send(partner, matchId, "Send me a gift card");
    const [theirs] = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    const [event] = await t()
      .db.insert(events)
      .values({
        title: "Wine Tasting",
        description: "Reds.",
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(new Date(new Date(Date.now() + 86_400_000)).getTime() + 3 * 3_600_000),
        venue: "Corkbuzz",
        capacity: 10,
        depositRequired: 0,
        checkInCode: "W1NE22",
      })
      .returning();

    for (const target of [
      { kind: "member", memberId: partner.id },
      { kind: "message", messageId: theirs!.id },
      { kind: "event", eventId: event!.id },
    ]) {
      expect((await report(me, target)).status, target.kind).toBe(201);
    }
    const stored = await t().db.select().from(reports).orderBy(reports.createdAt);
    expect(stored).toHaveLength(3);
    expect(stored.map((r) => [r.targetProfileId, r.targetMessageId, r.targetEventId])).toEqual(
      expect.arrayContaining([
        [partner.id, null, null],
        [null, theirs!.id, null],
        [null, null, event!.id],
      ]),
    );
    expect(stored.every((r) => r.reporterId === me.id && r.reason === "harassment")).toBe(true);
  });

  it("is 404 for what the reporter can't see", async () => {
    const { me, partner, matchId } = await matchedPair();
    await send(partner, matchId, "Their message");
    await send(me, matchId, "My message");
    const rows = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    const theirs = rows.find((m) => m.senderId === partner.id)!;
    const mine = rows.find((m) => m.senderId === me.id)!;
    const stranger = await t().member();
    const blocksMe = await t().member();
    await kit.block(blocksMe, me);
    const blockedByMe = await t().member();
    await kit.block(me, blockedByMe);

    const cases: [string, TestMember, unknown][] = [
      [
        "a message in someone else's conversation",
        stranger,
        { kind: "message", messageId: theirs.id },
      ],
      ["your own message", me, { kind: "message", messageId: mine.id }],
      ["an unknown message", me, { kind: "message", messageId: 987654321 }],
      ["yourself", me, { kind: "member", memberId: me.id }],
      ["an unknown member", me, { kind: "member", memberId: "nobody" }],
      ["a member who blocked you", me, { kind: "member", memberId: blocksMe.id }],
      ["an unknown event", me, { kind: "event", eventId: "7d9f3c0e-8a1b-4c2d-9e3f-0a1b2c3d4e5f" }],
    ];
    for (const [what, as, target] of cases) {
      expect((await report(as, target)).status, what).toBe(404);
    }
    // One you blocked stays reportable: blocking and reporting go together.
    expect((await report(me, { kind: "member", memberId: blockedByMe.id })).status).toBe(201);
    expect(await t().db.select().from(reports)).toHaveLength(1);
  });

  it("with 'Also block', blocks the member reported (a message's sender) and ends the match at once", async () => {
    const { me, partner, matchId } = await matchedPair();
    await send(partner, matchId, "You owe me a reply");
    const [theirs] = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    const res = await report(me, { kind: "message", messageId: theirs!.id }, { alsoBlock: true });
    expect(res.status).toBe(201);
    expect(await conversations(me)).toEqual([]);
    expect(await conversations(partner)).toEqual([]);
    expect((await settings(me)).blocked.map((b) => b.id)).toEqual([partner.id]);

    // Without it, the report alone blocks nobody (and an event has nobody to block).
    const other = await matchedPair();
    expect((await report(other.me, { kind: "member", memberId: other.partner.id })).status).toBe(
      201,
    );
    expect(await conversations(other.me)).toHaveLength(1);
    const event = await report(
      other.me,
      { kind: "event", eventId: "7d9f3c0e-8a1b-4c2d-9e3f-0a1b2c3d4e5f" },
      { alsoBlock: true },
    );
    expect(event.status).toBe(400);
    expect((await errorOf(event)).error.fields?.alsoBlock).toBe("Only a member can be blocked");
  });

  it("refuses an incomplete report with a message a person can read", async () => {
    const me = await t().member();
    const other = await t().member();
    const target = { kind: "member", memberId: other.id };
    const noReason = await post("/api/safety/reports", me, { target, details: "Rude." });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).error.fields).toMatchObject({
      reason: "Please select a reason",
    });
    const blank = await report(me, target, { details: "   " });
    expect((await errorOf(blank)).error.fields).toMatchObject({
      details: "Please provide details",
    });
    const long = await report(me, target, { details: "x".repeat(REPORT_DETAILS_MAX + 1) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).error.fields?.details).toMatch(/at most 2000/);
    const twoTargets = await report(me, { kind: "member", memberId: other.id, eventId: "x" });
    expect(twoTargets.status).toBe(400);
    const oddMessage = await report(me, { kind: "message", messageId: 1.5 });
    expect(oddMessage.status).toBe(400);
    expect((await report(me, target, { details: "x".repeat(REPORT_DETAILS_MAX) })).status).toBe(
      201,
    );
    expect(await t().db.select().from(reports)).toHaveLength(1);
  });
});
