import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CreatePairingResult, DecidePairingResult } from "#shared/schemas/pairing";
import { friendEntries, pairingSuggestions } from "../../db/schema";
import { suggest } from "#tests/support/matching-factories";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { markPairingsMatched } from "./mark-pairings-matched";
import { pairingKit } from "#tests/support/pairing-kit";

const t = useTestApp();
const kit = pairingKit(t);

/**
 * V pairs their friend A with X's friend B. With `linked`, A and B are members too
 * (Alex and Blair), so approval reaches their Match for You.
 */
async function pending({ linked = true } = {}) {
  const v = await t().member({ name: "Val Suggester" });
  const x = await t().member({ name: "Xan Target" });
  const alex = await t().member({ name: "Alex Member" });
  const blair = await t().member({ name: "Blair Member" });
  const mine = await kit.circle(v, [{ name: "Alex A", linkedTo: linked ? alex : undefined }]);
  const theirs = await kit.circle(x, [{ name: "Blair B", linkedTo: linked ? blair : undefined }]);
  const res = await kit.suggest(v, mine["Alex A"]!, theirs["Blair B"]!, { tags: ["music"] });
  expect(res.status).toBe(201);
  const { pairing } = (await res.json()) as CreatePairingResult;
  return { v, x, alex, blair, id: pairing.id };
}

async function answered(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DecidePairingResult;
}

const decided = async (res: Response) => (await answered(res)).pairing;

const statusOf = async (id: string) =>
  (await t().db.select().from(pairingSuggestions).where(eq(pairingSuggestions.id, id)))[0]!.status;

describe("approving a pairing", () => {
  it("approves, and each linked friend gets the other in Match for You, suggested by V and by X", async () => {
    const { v, x, alex, blair, id } = await pending();
    const { pairing, introduced } = await answered(await kit.decide(x, id, "approve"));
    expect(introduced).toBe(true);
    expect(pairing).toMatchObject({
      status: "approved",
      role: "received",
      decidedAt: expect.any(String),
    });

    expect(await kit.suggestionsFor(alex)).toEqual([
      {
        candidateId: blair.id,
        suggesterId: v.id,
        suggestedByName: "Val Suggester",
        source: "pairing",
        reason: "Both adore terrible puns.",
        status: "pending",
      },
    ]);
    expect(await kit.suggestionsFor(blair)).toEqual([
      expect.objectContaining({
        candidateId: alex.id,
        suggesterId: x.id,
        suggestedByName: "Xan Target",
      }),
    ]);

    const vLists = await kit.lists(v);
    expect(vLists.pending.total).toBe(0);
    expect(vLists.succeeded.items.map((p) => [p.id, p.status])).toEqual([[id, "approved"]]);
    const xLists = await kit.lists(x);
    expect(xLists.waitingForYou.total).toBe(0);
    expect(xLists.history.items.map((p) => [p.id, p.status])).toEqual([[id, "approved"]]);
  });

  it("approves without introductions when a friend isn't a member", async () => {
    const { x, alex, blair, id } = await pending({ linked: false });
    const { pairing, introduced } = await answered(await kit.decide(x, id, "approve"));
    expect([pairing.status, introduced]).toEqual(["approved", false]);
    expect(await kit.suggestionsFor(alex)).toEqual([]);
    expect(await kit.suggestionsFor(blair)).toEqual([]);
  });

  it("introduces nobody across a block between the two friends, and says so without saying why", async () => {
    const { x, alex, blair, id } = await pending();
    await kit.block(blair, alex);
    const answer = await answered(await kit.decide(x, id, "approve"));
    expect([answer.pairing.status, answer.introduced]).toEqual(["approved", false]);
    expect(JSON.stringify(answer)).not.toMatch(/block/i);
    expect(await kit.suggestionsFor(alex)).toEqual([]);
    expect(await kit.suggestionsFor(blair)).toEqual([]);
  });

  it("introduces nobody when a friend has withdrawn consent since the suggestion", async () => {
    const { x, alex, blair, id } = await pending();
    await t()
      .db.update(friendEntries)
      .set({ consent: false })
      .where(eq(friendEntries.linkedProfileId, blair.id));
    const { pairing, introduced } = await answered(await kit.decide(x, id, "approve"));
    expect([pairing.status, introduced]).toEqual(["approved", false]);
    expect(await kit.suggestionsFor(alex)).toEqual([]);
  });

  it("introduces nobody to their own friend, when a friend was linked to the other member since", async () => {
    const { x, blair, id } = await pending({ linked: false });
    const [row] = await t()
      .db.select()
      .from(pairingSuggestions)
      .where(eq(pairingSuggestions.id, id));
    await t()
      .db.update(friendEntries)
      .set({ linkedProfileId: x.id })
      .where(eq(friendEntries.id, row!.suggesterFriendId!));
    await t()
      .db.update(friendEntries)
      .set({ linkedProfileId: blair.id })
      .where(eq(friendEntries.id, row!.targetFriendId!));
    const { pairing, introduced } = await answered(await kit.decide(x, id, "approve"));
    expect([pairing.status, introduced]).toEqual(["approved", false]);
    expect(await kit.suggestionsFor(x)).toEqual([]);
    expect(await kit.suggestionsFor(blair)).toEqual([]);
  });

  it("marks it matched at once when the two friends are already in a match", async () => {
    const { v, x, alex, blair, id } = await pending();
    await kit.match(alex, blair);
    const { pairing, introduced } = await answered(await kit.decide(x, id, "approve"));
    expect([pairing.status, introduced]).toEqual(["matched", false]);
    expect(await kit.suggestionsFor(alex)).toEqual([]);
    expect((await kit.lists(v)).succeeded.items.map((p) => p.status)).toEqual(["matched"]);
  });

  it("becomes matched when the two friends start a match later", async () => {
    const { v, x, alex, blair, id } = await pending();
    await kit.decide(x, id, "approve");
    await t().db.transaction((tx) => markPairingsMatched(tx, blair.id, alex.id, new Date()));
    expect(await statusOf(id)).toBe("matched");
    expect((await kit.lists(v)).succeeded.items.map((p) => p.status)).toEqual(["matched"]);
  });
});

describe("who decides, and only once", () => {
  it("declines: no introductions, and V sees it with its Declined status in history", async () => {
    const { v, x, alex, id } = await pending();
    const { pairing, introduced } = await answered(await kit.decide(x, id, "decline"));
    expect([pairing.status, introduced]).toEqual(["declined", false]);
    expect(await kit.suggestionsFor(alex)).toEqual([]);
    const vLists = await kit.lists(v);
    expect([vLists.pending.total, vLists.succeeded.total]).toEqual([0, 0]);
    expect(vLists.history.items.map((p) => p.status)).toEqual(["declined"]);
  });

  it("lets only the target decide: the suggester gets a 403, anyone else a 404", async () => {
    const { v, alex, id } = await pending();
    const own = await kit.decide(v, id, "approve");
    expect(own.status).toBe(403);
    expect((await errorOf(own)).error.message).toBe(
      "Only Xan Target can approve or decline this suggestion.",
    );
    expect((await kit.decide(alex, id, "approve")).status).toBe(404);
    expect((await kit.decide(alex, "not-a-uuid", "decline")).status).toBe(404);
    expect(await statusOf(id)).toBe("pending");
  });

  it("decides once: a second answer, either way, is a 409 and changes nothing", async () => {
    const { x, alex, id } = await pending();
    await decided(await kit.decide(x, id, "decline"));
    for (const decision of ["approve", "decline"] as const) {
      const again = await kit.decide(x, id, decision);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).error.message).toBe("This suggestion was already declined.");
    }
    expect(await statusOf(id)).toBe("declined");
    expect(await kit.suggestionsFor(alex)).toEqual([]);
  });

  it("hides pairings across a block between suggester and target, and refuses to decide them", async () => {
    const { v, x, id } = await pending();
    await kit.block(v, x);
    expect((await kit.lists(x)).waitingForYou.total).toBe(0);
    expect((await kit.lists(v)).pending.total).toBe(0);
    expect((await kit.decide(x, id, "approve")).status).toBe(404);
  });
});

describe("live updates", () => {
  it("tells the target when a pairing arrives, and the suggester when it is decided", async () => {
    const v = await t().member();
    const x = await t().member();
    const heard: string[] = [];
    const stop = [
      t().deps.hub.subscribe(v.id, (e) => heard.push(`v:${e.type}`)),
      t().deps.hub.subscribe(x.id, (e) => heard.push(`x:${e.type}`)),
    ];
    try {
      const mine = await kit.circle(v, [{ name: "Amy A" }]);
      const theirs = await kit.circle(x, [{ name: "Bea B" }]);
      const res = await kit.suggest(v, mine["Amy A"]!, theirs["Bea B"]!);
      // The target's screens refresh, and their bell has a pairing waiting.
      await expect.poll(() => heard).toEqual(["x:pairing.changed", "x:notifications.changed"]);
      const { pairing } = (await res.json()) as CreatePairingResult;
      await kit.decide(x, pairing.id, "decline");
      await expect
        .poll(() => heard)
        .toEqual(["x:pairing.changed", "x:notifications.changed", "v:pairing.changed"]);
    } finally {
      stop.forEach((unsubscribe) => unsubscribe());
    }
  });
});

describe("live updates when the friends match", () => {
  /** Pairing events each member hears, from now on. */
  async function listen(members: Record<string, TestMember>) {
    const heard: string[] = [];
    const stops = Object.entries(members).map(([label, m]) =>
      t().deps.hub.subscribe(m.id, (e) => {
        if (e.type === "pairing.changed") heard.push(label);
      }),
    );
    // On PostgreSQL the news of the writes before this may still be on its way (NOTIFY arrives
    // a moment after the commit): let it land, then count from here.
    await new Promise((resolve) => setTimeout(resolve, isPostgres ? 250 : 0));
    heard.length = 0;
    return { heard, stop: () => stops.forEach((unsubscribe) => unsubscribe()) };
  }

  const accept = (as: TestMember, candidate: TestMember) =>
    t().request(`/api/matching/candidates/${candidate.id}/accept`, { as, method: "POST" });

  it("tells the suggester and the target when an approved pairing becomes matched", async () => {
    const { v, x, alex, blair, id } = await pending();
    await decided(await kit.decide(x, id, "approve"));
    const live = await listen({ v, x });
    try {
      // Both are asked: Alex's yes waits for Blair's, which starts the match.
      expect((await accept(alex, blair)).status).toBe(200);
      expect(await statusOf(id)).toBe("approved");
      expect((await accept(blair, alex)).status).toBe(200);
      expect(await statusOf(id)).toBe("matched");
      await expect.poll(() => [...live.heard].sort()).toEqual(["v", "x"]);
      expect((await kit.lists(v)).succeeded.items.map((p) => p.status)).toEqual(["matched"]);
    } finally {
      live.stop();
    }
  });

  it("marks a still pending pairing matched when its friends match another way, and tells both", async () => {
    const { v, x, alex, blair, id } = await pending();
    const other = await t().member();
    await suggest(t(), { target: alex, candidate: blair, suggester: other });
    const live = await listen({ v, x, other });
    try {
      expect((await accept(alex, blair)).status).toBe(200);
      expect(await statusOf(id)).toBe("matched");
      await expect.poll(() => [...live.heard].sort()).toEqual(["v", "x"]);
      expect((await kit.lists(x)).waitingForYou.total).toBe(0);
    } finally {
      live.stop();
    }
  });
});

describe("the suggestion lists", () => {
  it("sorts newest first and counts each section", async () => {
    const v = await t().member();
    const x = await t().member({ name: "Xan Target" });
    const mine = await kit.circle(v, [{ name: "M1" }, { name: "M2" }, { name: "M3" }]);
    const theirs = await kit.circle(x, [{ name: "T1" }]);
    const ids: string[] = [];
    for (const [i, name] of ["M1", "M2", "M3"].entries()) {
      t().clock.set(new Date(Date.UTC(2030, 0, 1, 15, i)));
      const res = await kit.suggest(v, mine[name]!, theirs["T1"]!);
      ids.push(((await res.json()) as CreatePairingResult).pairing.id);
    }
    await kit.decide(x, ids[0]!, "approve");
    const lists = await kit.lists(v);
    expect(lists.pending.items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    expect([lists.pending.total, lists.succeeded.total, lists.history.total]).toEqual([2, 1, 0]);
    const received = await kit.lists(x);
    expect(received.waitingForYou.items.map((p) => [p.id, p.costHearts])).toEqual([
      [ids[2], 0],
      [ids[1], 0],
    ]);
  });

  it("needs a session", async () => {
    expect((await t().request("/api/pairing/suggestions")).status).toBe(401);
  });

  it("are empty for a new member", async () => {
    const me: TestMember = await t().member();
    const empty = { total: 0, items: [] };
    expect(await kit.lists(me)).toEqual({
      waitingForYou: empty,
      pending: empty,
      succeeded: empty,
      history: empty,
    });
  });
});

// PGlite runs one statement at a time, so races can only show on PostgreSQL.
describe.runIf(isPostgres)("deciding under concurrency on PostgreSQL", () => {
  it("approve and decline at once, from two server processes: one wins, introductions at most once", async () => {
    const other = await t().sibling();
    try {
      const { x, alex, id } = await pending();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? other : t()).request(
            `/api/pairing/suggestions/${id}/${i % 3 ? "approve" : "decline"}`,
            {
              as: x,
              method: "POST",
            },
          ),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      const status = await statusOf(id);
      expect((await kit.suggestionsFor(alex)).length).toBe(status === "approved" ? 1 : 0);
    } finally {
      await other.close();
    }
  });
});
