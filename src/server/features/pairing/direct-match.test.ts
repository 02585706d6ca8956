import { describe, expect, it } from "vitest";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { blocks } from "../../db/schema";
import { pairingKit } from "#tests/support/pairing-kit";

const t = useTestApp();
const kit = pairingKit(t);

const direct = (
  as: TestMember,
  memberId: string,
  friendId: string,
  reason = "You two would argue about jazz.",
) => t().request("/api/pairing/direct-matches", { as, json: { memberId, friendId, reason } });

const self = (
  as: TestMember,
  memberId: string,
  voucherFriendId: string,
  reason = "I make a mean risotto.",
) =>
  t().request("/api/pairing/self-suggestions", { as, json: { memberId, voucherFriendId, reason } });

/** V explores X; V's circle holds Maya, who is a member, and friends who aren't. */
async function world() {
  const v = await t().member({ name: "Val Suggester" });
  const x = await t().member({ name: "Xan Target" });
  const maya = await t().member({ name: "Maya Member" });
  const friends = await kit.circle(v, [
    { name: "Maya Chen", linkedTo: maya },
    { name: "Not On Vouch" },
    { name: "Shy Friend", consent: false },
  ]);
  return { v, x, maya, friends };
}

describe("POST /api/pairing/direct-matches", () => {
  it("spends 5 hearts as 'Direct match suggestion' and puts your friend in their Match for You", async () => {
    const { v, x, maya, friends } = await world();
    await kit.giveHearts(v, 6);
    const res = await direct(v, x.id, friends["Maya Chen"]!);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ heartsBalance: 1 });
    expect(await kit.ledger(v)).toEqual({
      balance: 1,
      sum: 1,
      spends: ["Direct match suggestion"],
    });
    expect(await kit.suggestionsFor(x)).toEqual([
      {
        candidateId: maya.id,
        suggesterId: v.id,
        suggestedByName: "Val Suggester",
        source: "direct",
        reason: "You two would argue about jazz.",
        status: "pending",
      },
    ]);
    // Sent once: the friend is no longer offered for this member, and a repeat is refused free.
    expect((await kit.explore(v, `?member=${x.id}`)).member!.directMatchFriendIds).toEqual([]);
    await kit.giveHearts(v, 10);
    const again = await direct(v, x.id, friends["Maya Chen"]!);
    expect(again.status).toBe(409);
    expect((await kit.ledger(v)).balance).toBe(11);
  });

  it("refuses with 'Insufficient hearts' below 5 and writes nothing", async () => {
    const { v, x, friends } = await world();
    await kit.giveHearts(v, 4);
    const res = await direct(v, x.id, friends["Maya Chen"]!);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error).toMatchObject({
      code: "insufficient_hearts",
      message: "Insufficient hearts: you need 5 hearts and have 4.",
    });
    expect(await kit.ledger(v)).toEqual({ balance: 4, sum: 4, spends: [] });
    expect(await kit.suggestionsFor(x)).toEqual([]);
  });

  it.each([
    ["a friend outside Vouch", "Not On Vouch", 422, "friend_not_member"],
    ["a friend without consent", "Shy Friend", 422, "friend_without_consent"],
  ])("refuses %s, free of charge", async (_label, name, status, code) => {
    const { v, x, friends } = await world();
    await kit.giveHearts(v, 5);
    const res = await direct(v, x.id, friends[name]!);
    expect(res.status).toBe(status);
    expect((await errorOf(res)).error.code).toBe(code);
    expect((await kit.ledger(v)).balance).toBe(5);
  });

  it("refuses someone else's friend, the member themself, a blocked pair, a matched pair, free of charge", async () => {
    const { v, x, maya, friends } = await world();
    await kit.giveHearts(v, 5);
    const theirs = await kit.circle(x, [{ name: "Their Friend" }]);
    expect((await direct(v, x.id, theirs["Their Friend"]!)).status).toBe(404);
    expect((await direct(v, v.id, friends["Maya Chen"]!)).status).toBe(404);
    // Maya is V's own friend: never explored by V, so not a member V can suggest anyone to.
    expect((await direct(v, maya.id, friends["Maya Chen"]!)).status).toBe(404);
    await kit.block(x, maya);
    expect((await direct(v, x.id, friends["Maya Chen"]!)).status).toBe(422);
    const other = await t().member();
    await kit.match(maya, other);
    expect((await direct(v, other.id, friends["Maya Chen"]!)).status).toBe(422);
    await kit.block(other, v);
    expect((await direct(v, other.id, friends["Maya Chen"]!)).status).toBe(404);
    expect(await kit.ledger(v)).toEqual({ balance: 5, sum: 5, spends: [] });
  });

  it("refuses a friend and a member who blocked each other just as a matched pair, saying neither", async () => {
    const { v, x, maya, friends } = await world();
    await kit.giveHearts(v, 5);
    const refusal = async () => {
      const res = await direct(v, x.id, friends["Maya Chen"]!);
      const offered = (await kit.explore(v, `?member=${x.id}`)).member!.directMatchFriendIds;
      return { status: res.status, error: (await errorOf(res)).error, offered };
    };
    const unblock = () => t().db.delete(blocks);

    await kit.block(x, maya);
    const blockedByMember = await refusal();
    expect(blockedByMember).toMatchObject({
      status: 422,
      error: {
        code: "cannot_suggest",
        message: "Maya Chen can't be suggested to Xan Target right now.",
      },
      offered: [],
    });
    await unblock();
    await kit.block(maya, x);
    expect(await refusal()).toEqual(blockedByMember);
    await unblock();
    await kit.match(maya, x);
    expect(await refusal()).toEqual(blockedByMember);
    expect(await kit.ledger(v)).toEqual({ balance: 5, sum: 5, spends: [] });
  });

  it("answers a repeat the same whether or not the two have blocked each other since", async () => {
    const { v, x, maya, friends } = await world();
    await kit.giveHearts(v, 15);
    expect((await direct(v, x.id, friends["Maya Chen"]!)).status).toBe(201);
    const repeat = async () => {
      const res = await direct(v, x.id, friends["Maya Chen"]!);
      return { status: res.status, error: (await errorOf(res)).error };
    };
    const before = await repeat();
    expect(before).toMatchObject({ status: 409, error: { code: "duplicate_suggestion" } });
    await kit.block(maya, x);
    expect(await repeat()).toEqual(before);
  });

  it("refuses a missing reason with a 400", async () => {
    const { v, x, friends } = await world();
    const res = await direct(v, x.id, friends["Maya Chen"]!, "  ");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.reason).toBe("Write a reason");
  });
});

describe("POST /api/pairing/self-suggestions", () => {
  it("spends 2 hearts and suggests you to them, 'suggested by' your vouching friend", async () => {
    const { v, x, friends } = await world();
    await kit.giveHearts(v, 2);
    const res = await self(v, x.id, friends["Not On Vouch"]!);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ heartsBalance: 0 });
    expect(await kit.ledger(v)).toEqual({ balance: 0, sum: 0, spends: ["Self-suggest"] });
    expect(await kit.suggestionsFor(x)).toEqual([
      expect.objectContaining({
        candidateId: v.id,
        suggesterId: v.id,
        suggestedByName: "Not On Vouch",
        source: "self",
      }),
    ]);
  });

  it("refuses below 2 hearts, a voucher without consent, a repeat, and across a block", async () => {
    const { v, x, friends } = await world();
    await kit.giveHearts(v, 1);
    const broke = await self(v, x.id, friends["Maya Chen"]!);
    expect((await errorOf(broke)).error.code).toBe("insufficient_hearts");
    await kit.giveHearts(v, 9);
    expect((await self(v, x.id, friends["Shy Friend"]!)).status).toBe(422);
    expect((await self(v, x.id, friends["Maya Chen"]!)).status).toBe(201);
    expect((await self(v, x.id, friends["Not On Vouch"]!)).status).toBe(409);
    await kit.block(x, v);
    const other = await t().member();
    await kit.block(v, other);
    expect((await self(v, other.id, friends["Maya Chen"]!)).status).toBe(404);
    expect(await kit.ledger(v)).toEqual({ balance: 8, sum: 8, spends: ["Self-suggest"] });
  });
});

// PGlite runs one statement at a time, so races can only show on PostgreSQL.
describe.runIf(isPostgres)("hearts under concurrency on PostgreSQL", () => {
  it("10 direct matches at once with exactly 5 hearts, across two processes: exactly one succeeds", async () => {
    const other = await t().sibling();
    try {
      const v = await t().member();
      await kit.giveHearts(v, 5);
      const linked = await Promise.all(Array.from({ length: 5 }, () => t().member()));
      const friends = await kit.circle(
        v,
        linked.map((m, i) => ({ name: `Friend ${i}`, linkedTo: m })),
      );
      const targets = await Promise.all(Array.from({ length: 2 }, () => t().member()));
      const requests = Object.values(friends).flatMap((friendId) =>
        targets.map((target, i) =>
          (i % 2 ? other : t()).request("/api/pairing/direct-matches", {
            as: v,
            json: { memberId: target.id, friendId, reason: "Trust me." },
          }),
        ),
      );
      const results = await Promise.all(requests);
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 422)).toHaveLength(9);
      expect(await kit.ledger(v)).toEqual({
        balance: 0,
        sum: 0,
        spends: ["Direct match suggestion"],
      });
      const received =
        (await kit.suggestionsFor(targets[0]!)).length +
        (await kit.suggestionsFor(targets[1]!)).length;
      expect(received).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("the same direct match twice at once with 10 hearts: sent and charged once", async () => {
    const { v, x, friends } = await world();
    await kit.giveHearts(v, 10);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => direct(v, x.id, friends["Maya Chen"]!)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await kit.ledger(v)).toEqual({
      balance: 5,
      sum: 5,
      spends: ["Direct match suggestion"],
    });
    expect(await kit.suggestionsFor(x)).toHaveLength(1);
  });
});
