import { and, asc, eq, sql } from "drizzle-orm";
import type { CircleInvitation } from "#shared/schemas/circle";
import type { ServiceContext } from "../../http/context";
import { friendEntries, profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { notBlocked } from "../relations";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { notify } from "../notifications";
import { assertFriendId, circleChanged } from "./entries";

/** Entries in other members' circles waiting for this member to confirm they are that friend. */
export async function listInvitations({ db, userId }: ServiceContext): Promise<CircleInvitation[]> {
  const rows = await db
    .select({
      friendId: friendEntries.id,
      asName: friendEntries.name,
      fromName: profiles.name,
      fromUsername: profiles.username,
      fromPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, profiles.id)}`,
    })
    .from(friendEntries)
    .innerJoin(profiles, eq(profiles.id, friendEntries.ownerId))
    .where(and(eq(friendEntries.invitedProfileId, userId), notBlocked(userId, profiles.id)))
    .orderBy(asc(friendEntries.createdAt), asc(friendEntries.id));
  return rows.map(({ friendId, asName, fromName, fromUsername, fromPhoto }) => ({
    friendId,
    asName,
    from: { name: fromName, username: fromUsername, photo: toPhoto(fromPhoto) },
  }));
}

/**
 * The invited member answers. Confirming makes the entry a link (the "Member" mark, direct
 * introductions, their profile in the owner's sheet); declining clears the invitation. Only the
 * invited member can do either, and only while it is still theirs.
 */
export async function answerInvitation(
  { db, userId, now }: ServiceContext,
  { friendId, answer }: { friendId: string; answer: "confirm" | "decline" },
): Promise<void> {
  assertFriendId(friendId);
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(friendEntries)
      .set(
        answer === "confirm"
          ? { linkedProfileId: userId, invitedProfileId: null }
          : { invitedProfileId: null },
      )
      .where(
        and(
          eq(friendEntries.id, friendId),
          eq(friendEntries.invitedProfileId, userId),
          notBlocked(userId, friendEntries.ownerId),
        ),
      )
      .returning({ id: friendEntries.id, ownerId: friendEntries.ownerId });
    if (!answered) throw new NotFoundError("Invitation");
    // A confirmation is news for the owner; a decline is left unsaid.
    if (answer === "confirm") {
      await notify(tx, {
        to: answered.ownerId,
        kind: "invitationAnswered",
        objectId: answered.id,
        actorId: userId,
        now,
      });
    }
    // The owner's circle shows the answer, and the member's other screens drop the invitation.
    await circleChanged(tx, [answered.ownerId, userId]);
  });
}
