import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks } from "../../db/schema";

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
