import { and, eq } from "drizzle-orm";
import type { MatchTarget } from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import { mutes } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import type { Db } from "../../db/client";
import { memberMatch } from "../matching";

/** Silences the member's conversation: no unread count, listed under Hidden. Idempotent. */
export async function muteConversation(
  { db, userId, now }: ServiceContext,
  { matchId }: MatchTarget,
) {
  await db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, matchId);
    await tx
      .insert(mutes)
      .values({ profileId: userId, matchId: match.id, createdAt: now })
      .onConflictDoNothing();
    await publish(tx, { type: "conversation.muted", to: [userId], data: { matchId } });
  });
}

/** Takes a mute back; 404 when the conversation isn't the member's or wasn't muted. */
export async function unmuteConversation({ db, userId }: ServiceContext, { matchId }: MatchTarget) {
  await db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, matchId);
    const removed = await tx
      .delete(mutes)
      .where(and(eq(mutes.profileId, userId), eq(mutes.matchId, match.id)))
      .returning({ matchId: mutes.matchId });
    if (removed.length === 0) throw new NotFoundError("Muted conversation");
    await publish(tx, { type: "conversation.muted", to: [userId], data: { matchId } });
  });
}

/** A match that ended takes its mutes with it, whoever muted it. */
export async function dropMutesOf(tx: Db, matchId: string) {
  await tx.delete(mutes).where(eq(mutes.matchId, matchId));
}
