import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { YES_WAITS_DAYS } from "#shared/constants";
import type { AcceptResponse, SuggestionsResponse } from "#shared/schemas/matching";
import { notificationsOf } from "#tests/support/notifications";
import { pairingKit } from "#tests/support/pairing-kit";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { blocks, matches, matchSuggestions } from "../../db/schema";

// A match needs two yeses: every introduction asks both, and the second yes starts the match.
const t = useTestApp();
const kit = pairingKit(t);
const DAY = 86_400_000;

async function matchForYou(as: TestMember) {
  const res = await t().request("/api/matching/suggestions", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as SuggestionsResponse;
}
/** Each card as the member sees it: who, and whether they wait or were told the other said yes. */
async function cards(as: TestMember) {
  return (await matchForYou(as)).groups.map((g) => ({
    name: g.candidate.name,
    waiting: g.waiting,
    theySaidYes: g.theySaidYes,
  }));
}
const answer = (as: TestMember, candidate: TestMember, verb: string) =>
  t().request(`/api/matching/candidates/${candidate.id}/${verb}`, { method: "POST", as });
async function yes(as: TestMember, candidate: TestMember) {
  const res = await answer(as, candidate, "accept");
  expect(res.status).toBe(200);
  return (await res.json()) as AcceptResponse;
}
async function matchCount() {
  const [row] = await t()
    .db.select({ n: sql<number>`count(*)::int` })
    .from(matches);
  return row!.n;
}

/** Val introduces her friend Maya to Xan by Direct Match: both are asked. */
async function introduced() {
  const val = await t().member({ name: "Val Okafor" });
  const xan = await t().member({ name: "Xan Reyes" });
  const maya = await t().member({ name: "Maya Chen" });
  const friends = await kit.circle(val, [{ name: "Maya Chen", linkedTo: maya }]);
  await kit.giveHearts(val, 5);
  const res = await t().request("/api/pairing/direct-matches", {
    as: val,
    json: { memberId: xan.id, friendId: friends["Maya Chen"]!, reason: "Both of you hike." },
  });
  expect(res.status).toBe(201);
  return { val, xan, maya };
}

describe("a match needs two yeses", () => {
  it("asks both after a Direct Match; the first yes waits, the second starts the match (the friend first)", async () => {
    const { xan, maya } = await introduced();
    const asked = { waiting: false, theySaidYes: false };
    expect(await cards(xan)).toEqual([{ name: "Maya Chen", ...asked }]);
    expect(await cards(maya)).toEqual([{ name: "Xan Reyes", ...asked }]);

    expect((await yes(maya, xan)).matchId).toBeNull();
    expect(await matchCount()).toBe(0);
    expect(await cards(maya)).toEqual([{ name: "Xan Reyes", waiting: true, theySaidYes: false }]);
    expect(await cards(xan)).toEqual([{ name: "Maya Chen", waiting: false, theySaidYes: true }]);
    // Home counts only who waits for the member's answer.
    const home = async (m: TestMember) =>
      (
        (await (await t().request("/api/home", { as: m })).json()) as {
          matchForYou: { pendingSuggestions: number };
        }
      ).matchForYou.pendingSuggestions;
    expect(await home(maya)).toBe(0);
    expect(await home(xan)).toBe(1);
    // Nobody was told of a match that hasn't happened.
    expect((await notificationsOf(t(), maya)).map((n) => n.kind)).toEqual(["suggestion"]);

    const second = await yes(xan, maya);
    expect(second.matchId).not.toBeNull();
    expect(await matchCount()).toBe(1);
    const [made] = await t().db.select().from(matches);
    expect(made!.firstYesBy).toBe(maya.id);
    expect(await cards(maya)).toEqual([]);
    expect(await cards(xan)).toEqual([]);
    // The one who said yes first hears of the match, by the other's first name.
    const told = (await notificationsOf(t(), maya)).find((n) => n.kind === "match");
    expect(told?.actorFirstName).toBe("Xan");
    expect((await notificationsOf(t(), xan)).some((n) => n.kind === "match")).toBe(false);
    // Saying it again answers the same match.
    expect((await yes(maya, xan)).matchId).toBe(second.matchId);
    expect(await matchCount()).toBe(1);
  });

  it("starts the match just the same when the explored member says yes first", async () => {
    const { xan, maya } = await introduced();
    expect((await yes(xan, maya)).matchId).toBeNull();
    expect(await cards(maya)).toEqual([{ name: "Xan Reyes", waiting: false, theySaidYes: true }]);
    const second = await yes(maya, xan);
    expect(second.matchId).not.toBeNull();
    const [made] = await t().db.select().from(matches);
    expect(made!.firstYesBy).toBe(xan.id);
  });

  it("ends quietly when either declines after a yes: both cards go, and no one is told", async () => {
    const { xan, maya } = await introduced();
    await yes(maya, xan);
    expect((await answer(xan, maya, "decline")).status).toBe(200);
    expect(await cards(maya)).toEqual([]);
    expect(await cards(xan)).toEqual([]);
    expect((await answer(maya, xan, "accept")).status).toBe(404);
    expect(await matchCount()).toBe(0);
    const mayaKinds = (await notificationsOf(t(), maya)).map((n) => n.kind);
    expect(mayaKinds).toEqual(["suggestion"]);
  });

  it("lets a decline be undone, and the yes that waited for it still stands", async () => {
    const { xan, maya } = await introduced();
    await yes(maya, xan);
    expect((await answer(xan, maya, "decline")).status).toBe(200);
    expect((await answer(xan, maya, "undo-decline")).status).toBe(200);
    expect(await cards(maya)).toEqual([{ name: "Xan Reyes", waiting: true, theySaidYes: false }]);
    expect(await cards(xan)).toEqual([{ name: "Maya Chen", waiting: false, theySaidYes: true }]);
    expect((await yes(xan, maya)).matchId).not.toBeNull();
  });

  it("takes back a yes: the other's card goes too", async () => {
    const { xan, maya } = await introduced();
    await yes(maya, xan);
    expect((await answer(maya, xan, "decline")).status).toBe(200);
    expect(await cards(xan)).toEqual([]);
    expect(await matchCount()).toBe(0);
  });

  it("after a yes, a block takes both cards away and no match can start", async () => {
    const { xan, maya } = await introduced();
    await yes(maya, xan);
    await t().db.insert(blocks).values({ blockerId: xan.id, blockedId: maya.id });
    expect(await cards(maya)).toEqual([]);
    expect(await cards(xan)).toEqual([]);
    expect((await answer(xan, maya, "accept")).status).toBe(404);
    expect(await matchCount()).toBe(0);
  });

  it("after a yes, a pause hides both cards until it ends, and the yes still counts", async () => {
    const { xan, maya } = await introduced();
    await yes(maya, xan);
    const pause = (paused: boolean) =>
      t().request("/api/profile", { method: "PATCH", as: xan, json: { paused } });
    expect((await pause(true)).status).toBe(200);
    expect(await matchForYou(xan)).toEqual({ groups: [], paused: true });
    expect(await cards(maya)).toEqual([]);
    expect((await answer(xan, maya, "accept")).status).toBe(404);
    expect((await pause(false)).status).toBe(200);
    expect(await cards(xan)).toEqual([{ name: "Maya Chen", waiting: false, theySaidYes: true }]);
    expect((await yes(xan, maya)).matchId).not.toBeNull();
  });

  it("lets a yes lapse after the days it waits: the card goes, and a later yes waits for a new one", async () => {
    const start = new Date("2026-11-01T12:00:00Z");
    t().clock.set(start);
    const { xan, maya } = await introduced();
    await yes(maya, xan);
    t().clock.set(new Date(start.getTime() + (YES_WAITS_DAYS + 1) * DAY));
    expect(await cards(maya)).toEqual([]);
    expect(await cards(xan)).toEqual([{ name: "Maya Chen", waiting: false, theySaidYes: false }]);
    // Xan's yes now comes first; Maya's card is back, with his yes on it.
    expect((await yes(xan, maya)).matchId).toBeNull();
    expect(await cards(maya)).toEqual([{ name: "Xan Reyes", waiting: false, theySaidYes: true }]);
    expect((await yes(maya, xan)).matchId).not.toBeNull();
  });

  it("counts suggesting yourself as your yes: the member's Accept starts the match", async () => {
    const sam = await t().member({ name: "Sam Ortiz" });
    const xan = await t().member({ name: "Xan Reyes" });
    const friends = await kit.circle(sam, [{ name: "Ruth Adler" }]);
    await kit.giveHearts(sam, 2);
    const res = await t().request("/api/pairing/self-suggestions", {
      as: sam,
      json: { memberId: xan.id, voucherFriendId: friends["Ruth Adler"]!, reason: "I cook." },
    });
    expect(res.status).toBe(201);
    expect(await cards(sam)).toEqual([{ name: "Xan Reyes", waiting: true, theySaidYes: false }]);
    expect(await cards(xan)).toEqual([{ name: "Sam Ortiz", waiting: false, theySaidYes: true }]);
    expect((await yes(xan, sam)).matchId).not.toBeNull();
    const [made] = await t().db.select().from(matches);
    expect(made!.firstYesBy).toBe(sam.id);
  });

  it("leaves a suggestion accepted one-sided before the change as it was", async () => {
    const ada = await t().member();
    const ben = await t().member();
    const [row] = await t()
      .db.insert(matchSuggestions)
      .values({
        targetId: ada.id,
        candidateId: ben.id,
        suggestedByName: "A friend",
        source: "direct",
        reason: "Old times.",
        status: "accepted",
      })
      .returning();
    const [a, b] = [ada.id, ben.id].sort() as [string, string];
    await t().db.insert(matches).values({ userAId: a, userBId: b });
    expect(await cards(ada)).toEqual([]);
    expect(await cards(ben)).toEqual([]);
    const [after] = await t()
      .db.select({ status: matchSuggestions.status })
      .from(matchSuggestions)
      .where(eq(matchSuggestions.id, row!.id));
    expect(after!.status).toBe("accepted");
  });
});

// PGlite runs one statement at a time: two yeses can only cross on PostgreSQL.
describe.runIf(isPostgres)("two yeses at the same moment", () => {
  it("makes exactly one match, told once, whoever's yes lands first", async () => {
    for (let round = 0; round < 5; round++) {
      const { xan, maya } = await introduced();
      const results = await Promise.all([yes(maya, xan), yes(xan, maya)]);
      const ids = results.map((r) => r.matchId);
      const made = await t()
        .db.select({ id: matches.id, first: matches.firstYesBy })
        .from(matches)
        .where(sql`${[xan.id, maya.id].sort()[0]} = ${matches.userAId}`);
      expect(made).toHaveLength(1);
      // One yes waited, the other made the match.
      expect(ids.filter((id) => id === null)).toHaveLength(1);
      expect(ids.filter((id) => id === made[0]!.id)).toHaveLength(1);
      const told = [
        ...(await notificationsOf(t(), maya)),
        ...(await notificationsOf(t(), xan)),
      ].filter((n) => n.kind === "match");
      expect(told).toHaveLength(1);
    }
  });
});
