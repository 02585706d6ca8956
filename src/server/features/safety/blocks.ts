import { and, eq, sql, type SQL, type AnyColumn } from "drizzle-orm";
import type { BlockInput } from "../../../shared/schemas/safety";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { blocks, profiles } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { publish } from "../../realtime/publish";
import { endMatchBetween } from "./end-match";

/**
 * A condition that keeps `otherMember` out of `viewerId`'s sight when either blocked the other.
 * Blocking is mutual in effect: use it in every list that shows another member.
 */
export function notBlocked(viewerId: string | AnyColumn | SQL, otherMember: AnyColumn | SQL): SQL {
  return sql`not exists (
    select 1 from ${blocks}
    where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherMember})
       or (${blocks.blockerId} = ${otherMember} and ${blocks.blockedId} = ${viewerId}))`;
}

/**
 * Blocks a member: ends their match (its conversation closes on both sides at once) and from
 * then on neither sees the other anywhere. Blocking again changes nothing.
 */
export async function blockMember(
  { db, userId, now }: ServiceContext,
  { memberId }: BlockInput,
): Promise<void> {
  await db.transaction((tx) => blockWithin(tx, { userId, memberId, now }));
}

/** The block itself, inside the caller's transaction (a block, or a report that also blocks). */
export async function blockWithin(
  tx: Db,
  { userId, memberId, now }: { userId: string; memberId: string; now: Date },
): Promise<void> {
  if (memberId === userId) throw new NotFoundError("Member");
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  if (!member) throw new NotFoundError("Member");
  await tx
    .insert(blocks)
    .values({ blockerId: userId, blockedId: memberId, createdAt: now })
    .onConflictDoNothing();
  await endMatchBetween(tx, { one: userId, other: memberId, status: "blocked", now });
  // Both members' lists (Match for You, Explore, pairings) drop the other without a reload.
  await publish(tx, { type: "suggestion.decided", to: [userId, memberId] });
  await publish(tx, { type: "pairing.changed", to: [userId, memberId] });
}

/** Undoes the member's own block: each may see the other again; the old match stays ended. */
export async function unblockMember(
  { db, userId }: ServiceContext,
  { memberId }: BlockInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, memberId)))
      .returning({ blockedId: blocks.blockedId });
    if (removed.length === 0) throw new NotFoundError("Blocked member");
    await publish(tx, { type: "suggestion.decided", to: [userId, memberId] });
    await publish(tx, { type: "pairing.changed", to: [userId, memberId] });
  });
}
