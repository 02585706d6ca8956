import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks } from "../../db/schema";
import { sanctionedNow } from "./sanctions";

/*
 * The block rule and the table it reads, below every feature that shows members: matching lists
 * candidates through it, and safety (which blocks, and ends the match through matching) sits
 * above matching.
 */

/**
 * A condition that keeps `otherMember` out of `viewerId`'s sight when either blocked the other.
 * Blocking is mutual in effect: use it in every list that shows another member. A suspended or
 * banned member is kept out of everyone's sight by the same condition.
 */
export function notBlocked(viewerId: string | AnyColumn | SQL, otherMember: AnyColumn | SQL): SQL {
  // Two lookups, not one with `or`: each is a key lookup, where the planner may read an `or` of
  // the two by scanning every block.
  return sql`(not exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherMember})
    and not exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${otherMember} and ${blocks.blockedId} = ${viewerId})
    and not ${sanctionedNow(otherMember)})`;
}

/** Records that `blockerId` blocked `blockedId`: false when they had already, which changes nothing. */
export async function addBlock(
  tx: Db,
  { blockerId, blockedId, now }: { blockerId: string; blockedId: string; now: Date },
): Promise<boolean> {
  const added = await tx
    .insert(blocks)
    .values({ blockerId, blockedId, createdAt: now })
    .onConflictDoNothing()
    .returning({ blockedId: blocks.blockedId });
  return added.length > 0;
}

/** Takes `blockerId`'s own block of `blockedId` back; false when there was none. */
export async function removeBlock(
  tx: Db,
  { blockerId, blockedId }: { blockerId: string; blockedId: string },
): Promise<boolean> {
  const removed = await tx
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return removed.length > 0;
}
