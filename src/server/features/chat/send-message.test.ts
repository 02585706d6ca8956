import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EARN, FIRST_MESSAGE_BONUS_HOURS, MESSAGE_MAX } from "#shared/constants";
import type { SendMessageResponse } from "#shared/schemas/chat";
import { liveEventSchema } from "#shared/schemas/live";
import { openLive } from "#tests/support/live-stream";
import { match } from "#tests/support/matching-factories";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { queryRows } from "../../db/client";
import { blocks, heartTransactions } from "../../db/schema";

/*
 * Sending is one SQL statement that re-states rules kept elsewhere (docs/decisions/0005): these
 * tests hold it to the hearts ledger's invariant and to the shared live event schema.
 */
const t = useTestApp();
const HOUR = 3_600_000;

const send = (as: TestMember, matchId: string, text: string) =>
  t().request(`/api/chat/conversations/${matchId}/messages`, { as, json: { text } });

/** Members whose ledger rows don't add up to their balance, or whose rows don't chain. */
async function ledgerDrift() {
  return queryRows<{ id: string }>(
    t().db,
    sql`select p.id from profiles p
         left join heart_transactions h on h.profile_id = p.id
         group by p.id, p.hearts_balance
        having coalesce(sum(h.amount), 0) <> p.hearts_balance
            or coalesce((array_agg(h.balance_after order by h.id desc))[1], 0) <> p.hearts_balance`,
  );
}

describe("sending a message, as the one statement it is", () => {
  it("keeps every ledger summing to its balance, paying the first-message heart once per match, only in time", async () => {
    const me = await t().member({ name: "Nora Vance" });
    const partners = await Promise.all(
      ["Sam", "Ava", "Leo", "Kim"].map((name) => t().member({ name })),
    );
    const now = Date.now();
    t().clock.set(new Date(now));
    // Two fresh matches, one at the very edge of the window, one past it.
    const started = [0, 1, FIRST_MESSAGE_BONUS_HOURS, FIRST_MESSAGE_BONUS_HOURS + 1].map(
      (hoursAgo) => new Date(now - hoursAgo * HOUR),
    );
    const made = await Promise.all(partners.map((p, i) => match(t(), me, p, started[i])));

    const earned: number[] = [];
    for (const [i, m] of made.entries()) {
      // Both sides write, several times, some at once: only the very first message can pay.
      const results = await Promise.all([
        send(me, m.id, `Hello ${i}`),
        send(partners[i]!, m.id, `Hi back ${i}`),
      ]);
      for (const res of results) expect(res.status).toBe(201);
      const bodies = (await Promise.all(results.map((r) => r.json()))) as SendMessageResponse[];
      earned.push(bodies.reduce((sum, b) => sum + b.heartsEarned, 0));
      for (let k = 0; k < 3; k++) expect((await send(me, m.id, `More ${i}.${k}`)).status).toBe(201);
    }

    expect(earned).toEqual([EARN.firstMessage, EARN.firstMessage, EARN.firstMessage, 0]);
    const rows = await t().db.select().from(heartTransactions);
    expect(rows.filter((r) => r.type === "earn")).toHaveLength(3);
    expect(await ledgerDrift()).toEqual([]);
  });

  it("sends what the shared live event schema accepts, to both members, with or without the text", async () => {
    const [me, partner] = [await t().member(), await t().member()];
    const m = await match(t(), me, partner);
    const stream = await openLive(t(), partner);
    try {
      const res = await send(me, m.id, "See you at the market?");
      const { message } = (await res.json()) as SendMessageResponse;
      const event = liveEventSchema.parse(await stream.next((e) => e.type === "message.created"));
      expect(event).toEqual({ type: "message.created", data: { matchId: m.id, message } });

      // The longest message there can be (every character three bytes; control characters are
      // refused) still fits one notification, with its text.
      const longest = "好".repeat(MESSAGE_MAX);
      expect((await send(me, m.id, longest)).status).toBe(201);
      const long = liveEventSchema.parse(await stream.next((e) => e.type === "message.created"));
      expect(long).toMatchObject({ data: { message: { text: longest } } });

      // One the nudge check caught goes out without its text: each side fetches it as theirs.
      expect((await send(me, m.id, "Just venmo me for the tickets")).status).toBe(201);
      const nudged = liveEventSchema.parse(await stream.next((e) => e.type === "message.created"));
      expect(nudged).toEqual({ type: "message.created", data: { matchId: m.id } });
    } finally {
      await stream.close();
    }
  });

  it("refuses a match that isn't the sender's, or one across a block, changing nothing", async () => {
    const [me, partner, stranger] = [await t().member(), await t().member(), await t().member()];
    const m = await match(t(), me, partner);
    expect((await send(stranger, m.id, "Hi")).status).toBe(404);
    await t().db.insert(blocks).values({ blockerId: partner.id, blockedId: me.id });
    expect((await send(me, m.id, "Hi")).status).toBe(404);
    const [row] = await queryRows<{ n: number }>(
      t().db,
      sql`select count(*)::int as n from messages where match_id = ${m.id}`,
    );
    expect(row!.n).toBe(0);
    expect(
      await t().db.select().from(heartTransactions).where(eq(heartTransactions.profileId, me.id)),
    ).toEqual([]);
  });
});
