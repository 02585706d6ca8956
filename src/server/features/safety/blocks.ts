import { eq } from "drizzle-orm";
import type { BlockInput } from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { addBlock, removeBlock } from "./block-rows";
import { endMatchBetween } from "../matching";
import { dropMutesOf } from "./mutes";

/**
 * Blocks a member: ends their match (its conversation closes on both sides at once) and from
 * then on neither sees the other anywhere. Blocking again changes nothing.
 */
export async function blockMember(
  { db, userId, now }: ServiceContext,
  { memberId }: BlockInput,
): Promise<boolean> {
  return db.transaction((tx) => blockWithin(tx, { userId, memberId, now }));
}

/**
 * The block itself, inside the caller's transaction (a block, or a report that also blocks):
 * false when the member was blocked already, which changes nothing and tells no one.
 */
export async function blockWithin(
  tx: Db,
  { userId, memberId, now }: { userId: string; memberId: string; now: Date },
): Promise<boolean> {
  if (memberId === userId) throw new NotFoundError("Member");
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  if (!member) throw new NotFoundError("Member");
  if (!(await addBlock(tx, { blockerId: userId, blockedId: memberId, now }))) return false;
  const ended = await endMatchBetween(tx, { one: userId, other: memberId, status: "blocked", now });
  if (ended) await dropMutesOf(tx, ended);
  // Both members' lists (Match for You, Explore, pairings) drop the other without a reload.
  await publish(tx, { type: "suggestion.decided", to: [userId, memberId] });
  await publish(tx, { type: "pairing.changed", to: [userId, memberId] });
  return true;
}

/** Undoes the member's own block: each may see the other again; the old match stays ended. */
export async function unblockMember(
  { db, userId }: ServiceContext,
  { memberId }: BlockInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await removeBlock(tx, { blockerId: userId, blockedId: memberId });
    if (!removed) throw new NotFoundError("Blocked member");
    await publish(tx, { type: "suggestion.decided", to: [userId, memberId] });
    await publish(tx, { type: "pairing.changed", to: [userId, memberId] });
  });
}
