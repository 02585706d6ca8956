import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ReportReason } from "#shared/options";
import { queryRows, type Db } from "../../db/client";
import { reports } from "../../db/schema";
import { openOrJoinCase } from "./cases";

const HOUR_MS = 3_600_000;

/** The demo's open cases: what, why, and how long ago (one is past the 24-hour promise). */
const DEMO_CASES: { reason: ReportReason; details: string; hoursAgo: number; message: boolean }[] =
  [
    {
      reason: "harassment",
      details: "Kept messaging after I said I wasn't interested, and got rude about it.",
      hoursAgo: 30,
      message: true,
    },
    {
      reason: "fake",
      details: "The photos look like a model's, and the details don't add up.",
      hoursAgo: 5,
      message: false,
    },
    {
      reason: "safety",
      details: "Asked for my home address before we had even met.",
      hoursAgo: 2,
      message: true,
    },
  ];

/**
 * Files a few reports between demo members in conversations between demo members only (never a
 * real member's, on a server that has some), none of them the demo moderators' (the first two
 * demo members, as /seed lists them), through the same case and evidence code a real report
 * takes. Inside the seed's transaction, after every demo row is in.
 */
export async function seedDemoModeration(tx: Db, now: Date): Promise<void> {
  const granted = await queryRows<{ id: string }>(
    tx,
    sql`select id from profiles where is_demo order by name, username limit 2`,
  );
  const [first] = granted;
  if (!first) return;

  // A message from each of a few senders in demo conversations, the moderator in none of them.
  const picks = await queryRows<{ messageId: number; senderId: string; reporterId: string }>(
    tx,
    sql`select distinct on (m.sender_id) m.id::int as "messageId", m.sender_id as "senderId",
               case when x.user_a_id = m.sender_id then x.user_b_id else x.user_a_id end as "reporterId"
          from messages m join matches x on x.id = m.match_id
          join profiles a on a.id = x.user_a_id and a.is_demo
          join profiles b on b.id = x.user_b_id and b.is_demo
         where ${first.id} not in (x.user_a_id, x.user_b_id)
         order by m.sender_id, m.id desc
         limit ${DEMO_CASES.length * 4}`,
  );
  const used = new Set<string>();
  let next = 0;
  for (const demo of DEMO_CASES) {
    const pick = picks.slice(next).find((p) => !used.has(p.senderId) && !used.has(p.reporterId));
    if (!pick) return;
    next = picks.indexOf(pick) + 1;
    used.add(pick.senderId).add(pick.reporterId);
    const at = new Date(now.getTime() - demo.hoursAgo * HOUR_MS);
    const id = randomUUID();
    const caseId = await openOrJoinCase(
      tx,
      { s3: null },
      {
        reportId: id,
        memberId: pick.senderId,
        reporterId: pick.reporterId,
        reason: demo.reason,
        now: at,
        ...(demo.message && { messageId: pick.messageId }),
      },
    );
    await tx.insert(reports).values({
      id,
      reporterId: pick.reporterId,
      caseId,
      reason: demo.reason,
      details: demo.details,
      createdAt: at,
      ...(demo.message ? { targetMessageId: pick.messageId } : { targetProfileId: pick.senderId }),
    });
  }
}
