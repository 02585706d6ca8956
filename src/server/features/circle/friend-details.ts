import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FriendDetails, LinkedMember, MatchHistoryItem } from "#shared/schemas/circle";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { friendEntries, pairingSuggestions, profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { notBlocked } from "../relations";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { shownWish } from "../matching";
import type { ShownWish } from "#shared/schemas/wish";
import { assertFriendId, friendColumns, ownFriend } from "./entries";

const MATCH_HISTORY_LIMIT = 20;

const suggester = alias(profiles, "suggester");
const target = alias(profiles, "target");
const suggesterFriend = alias(friendEntries, "suggester_friend");
const targetFriend = alias(friendEntries, "target_friend");

/** The sheet's extra detail: the linked member's profile and the pairings this friend was part of. */
export async function getFriendDetails(
  { db, userId }: ServiceContext,
  { friendId }: { friendId: string },
): Promise<FriendDetails> {
  assertFriendId(friendId);
  const [row] = await db
    .select({ ...friendColumns, linkedProfileId: friendEntries.linkedProfileId })
    .from(friendEntries)
    .where(ownFriend(userId, friendId));
  if (!row) throw new NotFoundError("Friend");
  const { linkedProfileId, ...friend } = row;

  const [member, matchHistory] = await Promise.all([
    linkedProfileId ? linkedMember(db, userId, linkedProfileId) : Promise.resolve(null),
    matchHistoryOf(db, userId, friendId),
  ]);
  return { friend, member, matchHistory };
}

async function linkedMember(
  db: Db,
  userId: string,
  profileId: string,
): Promise<LinkedMember | null> {
  const [member] = await db
    .select({
      name: profiles.name,
      age: profiles.age,
      pronouns: profiles.pronouns,
      neighborhood: profiles.neighborhood,
      occupation: profiles.occupation,
      bio: profiles.bio,
      hobbies: profiles.hobbies,
      mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, profiles.id)}`.mapWith(toPhoto),
      wish: shownWish("profiles"),
    })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), notBlocked(userId, profiles.id)));
  return member ? { ...member, wish: member.wish as ShownWish | null } : null;
}

async function matchHistoryOf(
  db: Db,
  userId: string,
  friendId: string,
): Promise<MatchHistoryItem[]> {
  const made = and(
    eq(pairingSuggestions.suggesterFriendId, friendId),
    eq(pairingSuggestions.suggesterId, userId),
  );
  const received = and(
    eq(pairingSuggestions.targetFriendId, friendId),
    eq(pairingSuggestions.targetId, userId),
  );
  const rows = await db
    .select({
      id: pairingSuggestions.id,
      status: pairingSuggestions.status,
      suggesterId: pairingSuggestions.suggesterId,
      suggesterName: suggester.name,
      targetName: target.name,
      suggesterFriendName: sql<string>`coalesce(${suggesterFriend.name}, ${pairingSuggestions.suggesterFriendName}, '')`,
      targetFriendName: sql<string>`coalesce(${targetFriend.name}, ${pairingSuggestions.targetFriendName}, '')`,
      reason: pairingSuggestions.reason,
      createdAt: pairingSuggestions.createdAt,
    })
    .from(pairingSuggestions)
    .innerJoin(suggester, eq(suggester.id, pairingSuggestions.suggesterId))
    .innerJoin(target, eq(target.id, pairingSuggestions.targetId))
    .leftJoin(suggesterFriend, eq(suggesterFriend.id, pairingSuggestions.suggesterFriendId))
    .leftJoin(targetFriend, eq(targetFriend.id, pairingSuggestions.targetFriendId))
    .where(
      and(
        or(made, received),
        notBlocked(
          userId,
          sql`case when ${pairingSuggestions.suggesterId} = ${userId} then ${pairingSuggestions.targetId} else ${pairingSuggestions.suggesterId} end`,
        ),
      ),
    )
    .orderBy(desc(pairingSuggestions.createdAt), desc(pairingSuggestions.id))
    .limit(MATCH_HISTORY_LIMIT);

  return rows.map((r) => {
    const madeByOwner = r.suggesterId === userId;
    return {
      id: r.id,
      status: r.status,
      direction: madeByOwner ? "made" : "received",
      otherFriendName: madeByOwner ? r.targetFriendName : r.suggesterFriendName,
      otherMemberName: madeByOwner ? r.targetName : r.suggesterName,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
