import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CreatePairingResult } from "#shared/schemas/pairing";
import { pairingSuggestions } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { pairingKit } from "#tests/support/pairing-kit";

const t = useTestApp();
const kit = pairingKit(t);

/** V (the suggester) with friends A…; X (the target) with friends B…. */
async function world() {
  const v = await t().member({ name: "Val Suggester" });
  const x = await t().member({ name: "Xan Target" });
  const mine = await kit.circle(v, [
    { name: "Amy A" },
    { name: "Abe A" },
    { name: "Ari A" },
    { name: "Ava A" },
    { name: "Shy Mine", consent: false },
  ]);
  const theirs = await kit.circle(x, [{ name: "Bea B" }, { name: "Shy Theirs", consent: false }]);
  return { v, x, mine, theirs };
}

const rowsOf = (member: TestMember) =>
  t().db.select().from(pairingSuggestions).where(eq(pairingSuggestions.suggesterId, member.id));

describe("POST /api/pairing/suggestions", () => {
  it("pairs your friend with theirs, pending: Pending for you, Waiting for You for them", async () => {
    const { v, x, mine, theirs } = await world();
    const res = await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!, {
      tags: ["books", "food", "books"],
    });
    expect(res.status).toBe(201);
    const result = (await res.json()) as CreatePairingResult;
    expect(result).toMatchObject({
      heartsBalance: 0,
      freePairingsLeft: 2,
      pairing: {
        status: "pending",
        role: "made",
        suggesterName: "Val Suggester",
        targetName: "Xan Target",
        suggesterFriend: { name: "Amy A" },
        targetFriend: { name: "Bea B" },
        reason: "Both adore terrible puns.",
        tags: ["books", "food"],
        costHearts: 0,
      },
    });

    const mineLists = await kit.lists(v);
    expect(mineLists.pending.total).toBe(1);
    expect(mineLists.pending.items[0]!.id).toBe(result.pairing.id);
    expect(mineLists.waitingForYou.total).toBe(0);
    const theirLists = await kit.lists(x);
    expect(
      theirLists.waitingForYou.items.map((p) => [
        p.role,
        p.suggesterFriend.name,
        p.targetFriend.name,
      ]),
    ).toEqual([["received", "Amy A", "Bea B"]]);
    expect(theirLists.pending.total).toBe(0);
  });

  it.each([
    ["an empty reason", { reason: "   " }, "reason", "Write a reason"],
    [
      "a reason over 500",
      { reason: "x".repeat(501) },
      "reason",
      "Keep the reason to 500 characters",
    ],
    ["an unknown tag", { tags: ["cars"] }, "tags.0", "Choose tags from the list"],
    ["a target of its own", { targetId: "someone" }, "body", undefined],
  ])("refuses %s with a 400 and stores nothing", async (_label, extra, field, message) => {
    const { v, mine, theirs } = await world();
    const res = await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!, extra);
    expect(res.status).toBe(400);
    const { error } = await errorOf(res);
    expect(error.fields?.[field]).toBeTruthy();
    if (message) expect(error.fields?.[field]).toBe(message);
    expect(await rowsOf(v)).toEqual([]);
  });

  it("never pairs a friend without consent, on either side", async () => {
    const { v, mine, theirs } = await world();
    const own = await kit.suggest(v, mine["Shy Mine"]!, theirs["Bea B"]!);
    expect(own.status).toBe(422);
    expect((await errorOf(own)).error.code).toBe("friend_without_consent");
    // Someone else's friend without consent does not exist for you.
    expect((await kit.suggest(v, mine["Amy A"]!, theirs["Shy Theirs"]!)).status).toBe(404);
    expect(await rowsOf(v)).toEqual([]);
  });

  it("refuses friends that aren't yours, your own friend on the other side, and blocked members' friends", async () => {
    const { v, x, mine, theirs } = await world();
    expect((await kit.suggest(v, theirs["Bea B"]!, mine["Amy A"]!)).status).toBe(404);
    expect((await kit.suggest(v, mine["Amy A"]!, mine["Abe A"]!)).status).toBe(404);
    expect((await kit.suggest(v, "not-an-id", theirs["Bea B"]!)).status).toBe(404);
    await kit.block(x, v);
    expect((await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!)).status).toBe(404);
    expect(await rowsOf(v)).toEqual([]);
  });

  it("refuses your friend who is the explored member themself, free of charge", async () => {
    const { v, x, theirs } = await world();
    const mine = await kit.circle(v, [{ name: "Xan From Work", linkedTo: x }]);
    t().clock.set("2030-03-05T15:00:00Z");
    const res = await kit.suggest(v, mine["Xan From Work"]!, theirs["Bea B"]!);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error).toMatchObject({
      code: "same_person",
      message: "Xan From Work is Xan Target: choose another friend.",
    });
    expect(await rowsOf(v)).toEqual([]);
    expect((await kit.explore(v)).me.freePairingsLeft).toBe(3);
  });

  it("refuses the same pair twice while it is pending", async () => {
    const { v, mine, theirs } = await world();
    expect((await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!)).status).toBe(201);
    const again = await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!);
    expect(again.status).toBe(409);
    expect(await rowsOf(v)).toHaveLength(1);
  });

  it("is free 3 times a New York day, then costs 3 hearts each, charged once with the pairing", async () => {
    const { v, mine, theirs } = await world();
    t().clock.set("2030-03-05T15:00:00Z");
    const friends = ["Amy A", "Abe A", "Ari A", "Ava A"];
    for (const [i, name] of friends.slice(0, 3).entries()) {
      const res = await kit.suggest(v, mine[name]!, theirs["Bea B"]!);
      expect(((await res.json()) as CreatePairingResult).freePairingsLeft).toBe(2 - i);
    }
    const broke = await kit.suggest(v, mine["Ava A"]!, theirs["Bea B"]!);
    expect(broke.status).toBe(422);
    expect((await errorOf(broke)).error.code).toBe("insufficient_hearts");
    expect(await rowsOf(v)).toHaveLength(3);

    await kit.giveHearts(v, 4);
    const paid = await kit.suggest(v, mine["Ava A"]!, theirs["Bea B"]!);
    expect(paid.status).toBe(201);
    expect(await paid.json()).toMatchObject({
      heartsBalance: 1,
      freePairingsLeft: 0,
      pairing: { costHearts: 3 },
    });
    expect(await kit.ledger(v)).toEqual({ balance: 1, sum: 1, spends: ["Extra pairing"] });
    expect((await kit.explore(v)).me.freePairingsLeft).toBe(0);

    // 23:59 in New York is still the same day; midnight there starts a new one.
    t().clock.set("2030-03-06T04:59:00Z");
    expect((await kit.explore(v)).me.freePairingsLeft).toBe(0);
    t().clock.set("2030-03-06T05:00:00Z");
    expect((await kit.explore(v)).me.freePairingsLeft).toBe(3);
    const free = await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!, { reason: "A new day." });
    expect(free.status).toBe(409); // still pending from yesterday: the pair, not the cap, refuses
    const rows = await rowsOf(v);
    expect(rows.map((r) => r.costHearts).sort()).toEqual([0, 0, 0, 3]);
  });

  it("needs a session", async () => {
    const res = await t().request("/api/pairing/suggestions", { json: {} });
    expect(res.status).toBe(401);
  });
});

// PGlite runs one statement at a time, so races can only show on PostgreSQL.
describe.runIf(isPostgres)("pairing under concurrency on PostgreSQL", () => {
  it("8 pairings at once with 3 hearts: 3 free, 1 paid, the rest refused; never over the cap", async () => {
    const v = await t().member();
    const x = await t().member();
    const mine = await kit.circle(v, [
      { name: "F1" },
      { name: "F2" },
      { name: "F3" },
      { name: "F4" },
    ]);
    const theirs = await kit.circle(x, [{ name: "G1" }, { name: "G2" }]);
    await kit.giveHearts(v, 3);
    const pairs = Object.values(mine).flatMap((a) =>
      Object.values(theirs).map((b) => [a, b] as const),
    );
    const results = await Promise.all(pairs.map(([a, b]) => kit.suggest(v, a, b)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 422)).toHaveLength(4);
    const rows = await rowsOf(v);
    expect(rows.map((r) => r.costHearts).sort()).toEqual([0, 0, 0, 3]);
    expect(await kit.ledger(v)).toEqual({ balance: 0, sum: 0, spends: ["Extra pairing"] });
  });
});
