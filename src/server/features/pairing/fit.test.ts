import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { pairingKit } from "#tests/support/pairing-kit";
import { match, suggest } from "#tests/support/matching-factories";
import { profiles } from "../../db/schema";

// Fit (matching's one rule, wishAdmits) on every path that puts a suggestion in a Match for You,
// and pause on every surface. Factory members are open to anyone unless a test says otherwise.

const t = useTestApp();
const kit = pairingKit(t);

type Wish = Partial<typeof profiles.$inferInsert>;
const wantsMen: Wish = { interestedIn: ["man"], ageMin: 25, ageMax: 40 };
const man = (extra: Wish = {}): Wish => ({ gender: "man", age: 32, ...extra });
const woman = (extra: Wish = {}): Wish => ({ gender: "woman", age: 32, ...extra });

const direct = (as: TestMember, memberId: string, friendId: string) =>
  t().request("/api/pairing/direct-matches", {
    as,
    json: { memberId, friendId, reason: "You two would argue about jazz." },
  });
const self = (as: TestMember, memberId: string, voucherFriendId: string) =>
  t().request("/api/pairing/self-suggestions", {
    as,
    json: { memberId, voucherFriendId, reason: "I make a mean risotto." },
  });
const pause = (as: TestMember, paused: boolean) =>
  t().request("/api/profile", { method: "PATCH", as, json: { paused } });
const matchForYou = async (as: TestMember) => {
  const res = await t().request("/api/matching/suggestions", { as });
  const { groups } = (await res.json()) as { groups: { candidate: { id: string } }[] };
  return groups.map((g) => g.candidate.id);
};

/** V, with a friend on Vouch (`friend`), explores X. */
async function directWorld(x: Wish, friend: Wish) {
  const v = await t().member({ name: "Val Suggester" });
  const target = await t().member({ name: "Xan Target", ...x });
  const candidate = await t().member({ name: "Cam Candidate", ...friend });
  const friends = await kit.circle(v, [{ name: "Cam", linkedTo: candidate }]);
  await kit.giveHearts(v, 10);
  return { v, target, candidate, camId: friends["Cam"]! };
}

describe("Direct Match and fit", () => {
  it("refuses a friend of a gender outside the member's wish, clearly, and spends nothing", async () => {
    const { v, target, camId } = await directWorld(woman(wantsMen), woman());
    const res = await direct(v, target.id, camId);
    expect(res.status).toBe(422);
    const { error } = await errorOf(res);
    expect(error.code).toBe("outside_wish");
    expect(error.message).toBe(
      "Cam is outside who Xan Target said they want to meet, so Vouch won't suggest them. Your hearts weren't spent.",
    );
    expect((await kit.ledger(v)).balance).toBe(10);
    expect(await kit.suggestionsFor(target)).toEqual([]);
  });

  it("refuses a friend outside the member's age range", async () => {
    const { v, target, camId } = await directWorld(woman(wantsMen), man({ age: 45 }));
    expect((await direct(v, target.id, camId)).status).toBe(422);
    expect(await kit.suggestionsFor(target)).toEqual([]);
  });

  it("sends a friend within the wish, ages at both ends included", async () => {
    for (const age of [25, 40]) {
      const { v, target, candidate, camId } = await directWorld(woman(wantsMen), man({ age }));
      expect((await direct(v, target.id, camId)).status).toBe(201);
      expect(await matchForYou(target)).toEqual([candidate.id]);
    }
  });

  it("counts a gender in one's own words with non-binary people", async () => {
    const ownWords = { gender: "own_words", genderWords: "genderqueer" } as const;
    const open = await directWorld(
      woman({ interestedIn: ["nonbinary"], ageMin: 18, ageMax: 99 }),
      ownWords,
    );
    expect((await direct(open.v, open.target.id, open.camId)).status).toBe(201);
    const closed = await directWorld(woman(wantsMen), ownWords);
    expect((await direct(closed.v, closed.target.id, closed.camId)).status).toBe(422);
  });

  it("refuses a member outside the friend's own wish too: both are asked, so both must fit", async () => {
    const { v, target, camId } = await directWorld(woman(), man({ interestedIn: ["man"] }));
    const res = await direct(v, target.id, camId);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe(
      "Xan Target is outside who Cam said they want to meet, so Vouch won't suggest them. Your hearts weren't spent.",
    );
    expect((await kit.ledger(v)).balance).toBe(10);
    expect(await kit.suggestionsFor(target)).toEqual([]);
  });

  it("lets a member who hasn't said yet receive anyone, and refuses a candidate who hasn't said to one who has", async () => {
    const unsaid = {
      gender: null,
      genderWords: null,
      interestedIn: null,
      ageMin: null,
      ageMax: null,
      lookingFor: null,
    };
    const open = await directWorld(unsaid, unsaid);
    expect((await direct(open.v, open.target.id, open.camId)).status).toBe(201);
    const closed = await directWorld(woman(wantsMen), unsaid);
    expect((await direct(closed.v, closed.target.id, closed.camId)).status).toBe(422);
  });
});

describe("self-suggest and fit", () => {
  it("refuses you outside the member's wish, clearly, and spends nothing", async () => {
    const me = await t().member({ name: "Val Suggester", ...woman() });
    const target = await t().member({ name: "Xan Target", ...man(wantsMen) });
    const friends = await kit.circle(me, [{ name: "Voucher" }]);
    await kit.giveHearts(me, 5);
    const res = await self(me, target.id, friends["Voucher"]!);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe(
      "You're outside who Xan Target said they want to meet, so Vouch won't suggest you. Your hearts weren't spent.",
    );
    expect((await kit.ledger(me)).balance).toBe(5);
    expect(await matchForYou(target)).toEqual([]);

    await t().db.update(profiles).set({ gender: "man" }).where(eq(profiles.id, me.id));
    expect((await self(me, target.id, friends["Voucher"]!)).status).toBe(201);
    expect(await matchForYou(target)).toEqual([me.id]);
  });

  it("refuses the member outside your own wish: change it on your profile first", async () => {
    const me = await t().member({ name: "Val Suggester", ...man(wantsMen) });
    const target = await t().member({ name: "Xan Target", ...woman() });
    const friends = await kit.circle(me, [{ name: "Voucher" }]);
    await kit.giveHearts(me, 5);
    const res = await self(me, target.id, friends["Voucher"]!);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe(
      "Xan Target is outside who you said you want to meet: change that on your profile first. Your hearts weren't spent.",
    );
    expect((await kit.ledger(me)).balance).toBe(5);
  });
});

/** V pairs their friend A with X's friend B; X approves. */
async function pairingWorld(a: Wish, b: Wish) {
  const v = await t().member({ name: "Val Suggester" });
  const x = await t().member({ name: "Xan Approver" });
  const memberA = await t().member({ name: "Ana A", ...a });
  const memberB = await t().member({ name: "Ben B", ...b });
  const mine = await kit.circle(v, [{ name: "Ana", linkedTo: memberA }]);
  const theirs = await kit.circle(x, [{ name: "Ben", linkedTo: memberB }]);
  const res = await kit.suggest(v, mine["Ana"]!, theirs["Ben"]!);
  expect(res.status).toBe(201);
  const { pairing } = (await res.json()) as { pairing: { id: string } };
  return { v, x, memberA, memberB, pairingId: pairing.id };
}

describe("pairing approval and fit", () => {
  it("shows the member asked to approve both people's age, gender, wish and the fit", async () => {
    const w = await pairingWorld(woman({ age: 29 }), man(wantsMen));
    const waiting = (await kit.lists(w.x)).waitingForYou.items;
    expect(waiting.map((p) => p.fitCheck)).toEqual([
      {
        first: { age: 29, wish: expect.objectContaining({ gender: "woman" }) },
        second: {
          age: 32,
          wish: expect.objectContaining({ gender: "man", interestedIn: ["man"] }),
        },
        fit: { firstSuitsSecond: false, secondSuitsFirst: true },
      },
    ]);
    // The suggester had it on Explore; their own list doesn't repeat it.
    expect((await kit.lists(w.v)).pending.items.map((p) => p.fitCheck)).toEqual([null]);
  });

  it("offers each the other when both fit both ways", async () => {
    const w = await pairingWorld(woman(wantsMen), man({ interestedIn: ["woman"] }));
    const res = await kit.decide(w.x, w.pairingId, "approve");
    expect(((await res.json()) as { introduced: boolean }).introduced).toBe(true);
    expect(await matchForYou(w.memberA)).toEqual([w.memberB.id]);
    expect(await matchForYou(w.memberB)).toEqual([w.memberA.id]);
  });

  it("may be sent with a misfit, but introduces them only when each fits the other (both are asked)", async () => {
    // Ana wants men and Ben is one; Ben wants men and Ana isn't one.
    const w = await pairingWorld(woman(wantsMen), man(wantsMen));
    const res = await kit.decide(w.x, w.pairingId, "approve");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { introduced: boolean }).introduced).toBe(false);
    expect(await kit.suggestionsFor(w.memberA)).toEqual([]);
    expect(await kit.suggestionsFor(w.memberB)).toEqual([]);
  });

  it("offers neither when neither fits, and says they weren't introduced", async () => {
    const w = await pairingWorld(woman(wantsMen), woman(wantsMen));
    const res = await kit.decide(w.x, w.pairingId, "approve");
    expect(((await res.json()) as { introduced: boolean }).introduced).toBe(false);
    expect(await kit.suggestionsFor(w.memberA)).toEqual([]);
    expect(await kit.suggestionsFor(w.memberB)).toEqual([]);
  });
});

describe("Match for You and fit", () => {
  it("stops showing a pending suggestion once the member's wish no longer admits the candidate", async () => {
    const me = await t().member(woman());
    const candidate = await t().member(woman());
    const suggester = await t().member();
    await suggest(t(), { target: me, candidate, suggester });
    expect(await matchForYou(me)).toEqual([candidate.id]);
    const res = await t().request("/api/profile", {
      method: "PATCH",
      as: me,
      json: {
        gender: "woman",
        interestedIn: ["man"],
        ageMin: 18,
        ageMax: 99,
        lookingFor: "casual",
      },
    });
    expect(res.status).toBe(200);
    expect(await matchForYou(me)).toEqual([]);
  });
});

describe("what the introducer sees before sending", () => {
  it("gives both people's wish and the server's fit for every introduction on Explore", async () => {
    const v = await t().member({ name: "Val", ...woman() });
    const x = await t().member({ name: "Xan", ...man(wantsMen) });
    const ana = await t().member({ name: "Ana", ...woman({ age: 29 }) });
    const ben = await t().member({ name: "Ben", ...man({ age: 35, interestedIn: ["woman"] }) });
    const mine = await kit.circle(v, [{ name: "Ana", linkedTo: ana }, { name: "Offline" }]);
    const theirs = await kit.circle(x, [{ name: "Ben", linkedTo: ben }]);
    const explore = await kit.explore(v, `?member=${x.id}`);
    const member = explore.member!;
    expect(member.wish).toMatchObject({ gender: "man", interestedIn: ["man"], ageMin: 25 });
    expect(member.friends[0]).toMatchObject({ name: "Ben", age: 35, wish: { gender: "man" } });
    expect(explore.me.friends.map((f) => [f.name, f.age, f.wish?.gender ?? null])).toEqual([
      ["Ana", 29, "woman"],
      ["Offline", null, null],
    ]);
    expect(member.fits.pairs).toEqual([
      {
        myFriendId: mine["Ana"],
        theirFriendId: theirs["Ben"],
        firstSuitsSecond: true,
        secondSuitsFirst: true,
      },
    ]);
    // Ana isn't a man: outside Xan's wish; Xan is within Ana's (open to anyone).
    expect(member.fits.direct).toEqual([
      { friendId: mine["Ana"], firstSuitsSecond: false, secondSuitsFirst: true },
    ]);
    expect(member.fits.self).toEqual({ firstSuitsSecond: false, secondSuitsFirst: true });
  });
});

describe("pause", () => {
  it("takes a paused member out of Explore at once, for a random draw and by id, and back", async () => {
    const me = await t().member();
    const other = await t().member({ name: "Paula Paused" });
    await kit.circle(other, [{ name: "A friend" }]);
    expect((await kit.explore(me)).member?.id).toBe(other.id);
    expect((await pause(other, true)).status).toBe(200);
    // The kept pool (decision 0019) sees the write.
    expect((await kit.explore(me)).member).toBeNull();
    const byId = await t().request(`/api/pairing/explore?member=${other.id}`, { as: me });
    expect(byId.status).toBe(404);
    expect((await pause(other, false)).status).toBe(200);
    expect((await kit.explore(me)).member?.id).toBe(other.id);
  });

  it("doesn't offer a paused member's friend entries for pairing, on either side", async () => {
    const me = await t().member();
    const other = await t().member();
    const paula = await t().member({ name: "Paula Paused" });
    const mine = await kit.circle(me, [{ name: "Paula", linkedTo: paula }, { name: "Mo" }]);
    const theirs = await kit.circle(other, [
      { name: "Paula too", linkedTo: paula },
      { name: "Jo" },
    ]);
    await pause(paula, true);
    const explore = await kit.explore(me, `?member=${other.id}`);
    expect(explore.me.friends.map((f) => f.name)).toEqual(["Mo"]);
    expect(explore.member!.friends.map((f) => f.name)).toEqual(["Jo"]);
    const withMine = await kit.suggest(me, mine["Paula"]!, theirs["Jo"]!);
    expect(withMine.status).toBe(422);
    expect((await errorOf(withMine)).error.message).toBe("Paula has paused their profile for now.");
    expect((await kit.suggest(me, mine["Mo"]!, theirs["Paula too"]!)).status).toBe(404);
  });

  it("refuses Direct Match of a paused friend and self-suggest while paused, spending nothing", async () => {
    const { v, target, candidate, camId } = await directWorld({}, {});
    await pause(candidate, true);
    const res = await direct(v, target.id, camId);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe("Cam has paused their profile for now.");

    const voucher = await kit.circle(v, [{ name: "Voucher" }]);
    await pause(v, true);
    const mine = await self(v, target.id, voucher["Voucher"]!);
    expect(mine.status).toBe(422);
    expect((await errorOf(mine)).error.code).toBe("paused");
    expect((await kit.ledger(v)).balance).toBe(10);
  });

  it("gives a paused member no suggestion from an approved pairing, and hides them from Match for You", async () => {
    const w = await pairingWorld({}, {});
    await pause(w.memberB, true);
    const res = await kit.decide(w.x, w.pairingId, "approve");
    expect(((await res.json()) as { introduced: boolean }).introduced).toBe(false);
    expect(await kit.suggestionsFor(w.memberA)).toEqual([]);
    expect(await kit.suggestionsFor(w.memberB)).toEqual([]);

    const me = await t().member();
    const suggester = await t().member();
    await suggest(t(), { target: me, candidate: w.memberB, suggester });
    expect(await matchForYou(me)).toEqual([]);
    await pause(w.memberB, false);
    expect(await matchForYou(me)).toEqual([w.memberB.id]);
  });

  it("keeps a paused member's conversations going", async () => {
    const me = await t().member();
    const partner = await t().member();
    const { id: matchId } = await match(t(), me, partner);
    await pause(me, true);
    const list = await t().request("/api/chat/conversations", { as: partner });
    const { conversations } = (await list.json()) as { conversations: { matchId: string }[] };
    expect(conversations.map((c) => c.matchId)).toEqual([matchId]);
    const sent = await t().request(`/api/chat/conversations/${matchId}/messages`, {
      as: me,
      json: { text: "Still here!" },
    });
    expect(sent.status).toBe(201);
  });
});
