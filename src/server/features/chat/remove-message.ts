import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { messages } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { recountUnreadOf } from "./unread";

/**
 * Deletes one message of `senderId` (moderation's removal: the case keeps its copy), recounts the
 * conversation's unread counts from what is left, and both members' open threads fetch again.
 * False when there is no such message.
 */
export async function removeMessageOf(
  tx: Db,
  { senderId, messageId }: { senderId: string; messageId: number },
): Promise<boolean> {
  const [gone] = await tx
    .delete(messages)
    .where(and(eq(messages.id, messageId), eq(messages.senderId, senderId)))
    .returning({ matchId: messages.matchId });
  if (!gone) return false;
  const [pair] = await queryRows<{ a: string; b: string }>(
    tx,
    sql`select user_a_id as a, user_b_id as b from matches where id = ${gone.matchId}`,
  );
  await tx.execute(recountUnreadOf(gone.matchId));
  await publish(tx, {
    type: "message.removed",
    data: { matchId: gone.matchId },
    to: [pair!.a, pair!.b],
  });
  return true;
}
