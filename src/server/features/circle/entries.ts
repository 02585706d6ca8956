import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { friendEntries, profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notBlocked } from "../relations";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { isUuid } from "../../http/validation";
import { inviteLinkOf, toInviteLink, type InviteLinkRow } from "./invite-link-state";

export const friendColumns = {
  id: friendEntries.id,
  name: friendEntries.name,
  gender: friendEntries.gender,
  sexuality: friendEntries.sexuality,
  bio: friendEntries.bio,
  consent: friendEntries.consent,
  trustLevel: friendEntries.trustLevel,
  relationshipStatus: friendEntries.relationshipStatus,
  isMember: sql<boolean>`${friendEntries.linkedProfileId} is not null`,
  // The username the owner invited, never more of that member until they confirm.
  invitedUsername: sql<string | null>`(select ${profiles.username} from ${profiles}
    where ${profiles.id} = ${friendEntries.invitedProfileId}
      and ${notBlocked(friendEntries.ownerId, profiles.id)})`,
  inviteLink: sql<InviteLinkRow | null>`${inviteLinkOf(friendEntries.id)}`.mapWith(toInviteLink),
  mainPhoto:
    sql<PhotoRow | null>`${mainPhotoOf(friendEntries.ownerId, friendEntries.linkedProfileId)}`.mapWith(
      toPhoto,
    ),
};

/** Ascending by trust level as text (Casual, Close, Familiar), then as they were added. */
export const circleOrder = [
  sql`${friendEntries.trustLevel}::text`,
  asc(friendEntries.createdAt),
  asc(friendEntries.id),
];

/**
 * Holds the owner's profile row until the transaction ends, so that creates, adds and removals
 * of one circle run one at a time and the 1–5 count they check stays true when they commit.
 * NO KEY UPDATE still lets other features insert rows that reference the profile.
 */
export async function lockCircle(tx: Db, userId: string): Promise<number> {
  const [owner] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("no key update");
  if (!owner) throw new NotFoundError("Profile");
  const [row] = await tx
    .select({ n: count() })
    .from(friendEntries)
    .where(eq(friendEntries.ownerId, userId));
  return row?.n ?? 0;
}

/**
 * Tells the members whose /circle shows a change they did not make (an invitation arriving or
 * withdrawn, an answer to one) so their open screens refresh. Inside the caller's transaction.
 */
export async function circleChanged(tx: Db, members: (string | null | undefined)[]) {
  const to = [...new Set(members.filter((id): id is string => Boolean(id)))];
  if (to.length > 0) await publish(tx, { type: "circle.changed", to });
}

export function ownFriend(userId: string, friendId: string) {
  return and(eq(friendEntries.id, friendId), eq(friendEntries.ownerId, userId));
}

/** Someone else's entry and a malformed id look the same as a missing one: 404. */
export function assertFriendId(friendId: string) {
  if (!isUuid(friendId)) throw new NotFoundError("Friend");
}
