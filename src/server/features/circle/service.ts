import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CIRCLE_MAX, CIRCLE_MIN } from "../../../shared/constants";
import type {
  CircleFriend,
  CircleInvitation,
  CreateCircle,
  Friend,
  FriendDetails,
  LinkedMember,
  MatchHistoryItem,
  UpdateFriend,
} from "../../../shared/schemas/circle";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { friendEntries, pairingSuggestions, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError, ValidationError } from "../../errors";
import { publish } from "../../realtime/publish";
import { notBlocked } from "../safety";

const MATCH_HISTORY_LIMIT = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const friendColumns = {
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
};

/** SPEC §4: ascending by trust level as text (Casual, Close, Familiar), then as they were added. */
const circleOrder = [
  sql`${friendEntries.trustLevel}::text`,
  asc(friendEntries.createdAt),
  asc(friendEntries.id),
];

export async function listCircle({ db, userId }: ServiceContext): Promise<CircleFriend[]> {
  return db
    .select(friendColumns)
    .from(friendEntries)
    .where(eq(friendEntries.ownerId, userId))
    .orderBy(...circleOrder);
}

/**
 * Holds the owner's profile row until the transaction ends, so that creates, adds and removals
 * of one circle run one at a time and the 1–5 count they check stays true when they commit.
 * NO KEY UPDATE still lets other features insert rows that reference the profile.
 */
async function lockCircle(tx: Db, userId: string): Promise<number> {
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
 * The members that friends' usernames name, in the friends' order (null where none is given).
 * An unknown username, one of a member across a block, your own, or a member already in your
 * circle (linked or invited) is refused with a message under that friend's field.
 */
async function resolveLinks(
  tx: Db,
  userId: string,
  usernames: string[],
  fieldOf: (index: number) => string,
  { exceptFriendId }: { exceptFriendId?: string } = {},
): Promise<(string | null)[]> {
  const wanted = usernames.filter(Boolean);
  if (wanted.length === 0) return usernames.map(() => null);
  const [found, linked] = await Promise.all([
    tx
      .select({ id: profiles.id, username: profiles.username })
      .from(profiles)
      .where(and(inArray(profiles.username, wanted), notBlocked(userId, profiles.id))),
    tx
      .select({
        id: sql<string>`coalesce(${friendEntries.linkedProfileId}, ${friendEntries.invitedProfileId})`,
      })
      .from(friendEntries)
      .where(
        and(
          eq(friendEntries.ownerId, userId),
          or(isNotNull(friendEntries.linkedProfileId), isNotNull(friendEntries.invitedProfileId)),
          exceptFriendId ? ne(friendEntries.id, exceptFriendId) : undefined,
        ),
      ),
  ]);
  const idOf = new Map(found.map((p) => [p.username, p.id]));
  const taken = new Set(linked.map((l) => l.id));
  const fields: Record<string, string> = {};
  const ids = usernames.map((username, index) => {
    if (!username) return null;
    const id = idOf.get(username);
    if (!id) fields[fieldOf(index)] = "No Vouch member has this username";
    else if (id === userId) fields[fieldOf(index)] = "That's your own username";
    else if (taken.has(id)) fields[fieldOf(index)] = "This member is already in your circle";
    else taken.add(id);
    return id ?? null;
  });
  const problems = Object.values(fields);
  if (problems.length > 0) throw new ValidationError(problems[0]!, fields);
  return ids;
}

/**
 * Tells the members whose /circle shows a change they did not make (an invitation arriving or
 * withdrawn, an answer to one) so their open screens refresh. Inside the caller's transaction.
 */
async function circleChanged(tx: Db, members: (string | null | undefined)[]) {
  const to = [...new Set(members.filter((id): id is string => Boolean(id)))];
  if (to.length > 0) await publish(tx, { type: "circle.changed", to });
}

/** A username typed for a friend invites that member; they become linked when they confirm. */
function rowsFor(userId: string, friends: Friend[], invites: (string | null)[]) {
  return friends.map(({ username: _username, ...friend }, index) => ({
    ...friend,
    invitedProfileId: invites[index] ?? null,
    ownerId: userId,
    // One statement shares one now(): spread the rows so "created order" keeps the form's order.
    createdAt: sql`now() + make_interval(secs => ${index / 1_000_000})`,
  }));
}

/**
 * Onboarding: the first circle, all at once. Refused when the member already has friends, so a
 * double-submitted or replayed form can never duplicate the circle; later friends are added one
 * by one from /circle.
 */
export async function createCircle(
  ctx: ServiceContext,
  input: CreateCircle,
): Promise<CircleFriend[]> {
  const { db, userId } = ctx;
  if (input.friends.length < CIRCLE_MIN || input.friends.length > CIRCLE_MAX) {
    throw new RuleError(
      `You need ${CIRCLE_MIN}-${CIRCLE_MAX} friends in your circle`,
      "invalid_circle",
    );
  }
  await db.transaction(async (tx) => {
    const existing = await lockCircle(tx, userId);
    if (existing > 0) {
      throw new ConflictError(
        "You already have a circle. Add or remove friends from your circle page.",
        "circle_exists",
      );
    }
    const links = await resolveLinks(
      tx,
      userId,
      input.friends.map((f) => f.username),
      (i) => `friends.${i}.username`,
    );
    await tx.insert(friendEntries).values(rowsFor(userId, input.friends, links));
    await circleChanged(tx, links);
  });
  return listCircle(ctx);
}

export async function addFriend(
  { db, userId }: ServiceContext,
  input: Friend,
): Promise<CircleFriend> {
  return db.transaction(async (tx) => {
    const existing = await lockCircle(tx, userId);
    if (existing >= CIRCLE_MAX) {
      throw new RuleError(
        `Your circle is full: ${CIRCLE_MAX} friends at most. Remove one to add someone new.`,
        "circle_full",
      );
    }
    const links = await resolveLinks(tx, userId, [input.username], () => "username");
    const [friend] = await tx
      .insert(friendEntries)
      .values(rowsFor(userId, [input], links))
      .returning(friendColumns);
    await circleChanged(tx, links);
    return friend!;
  });
}

function ownFriend(userId: string, friendId: string) {
  return and(eq(friendEntries.id, friendId), eq(friendEntries.ownerId, userId));
}

/** Someone else's entry and a malformed id look the same as a missing one: 404. */
function assertFriendId(friendId: string) {
  if (!UUID.test(friendId)) throw new NotFoundError("Friend");
}

export async function updateFriend(
  { db, userId }: ServiceContext,
  { friendId, patch }: { friendId: string; patch: UpdateFriend },
): Promise<CircleFriend> {
  assertFriendId(friendId);
  return db.transaction(async (tx) => {
    let link: { linkedProfileId: string | null; invitedProfileId: string | null } | undefined;
    let wasInvited: string | null = null;
    if (patch.username !== undefined) {
      await lockCircle(tx, userId);
      const [current] = await tx
        .select({ linked: friendEntries.linkedProfileId, invited: friendEntries.invitedProfileId })
        .from(friendEntries)
        .where(ownFriend(userId, friendId));
      if (!current) throw new NotFoundError("Friend");
      wasInvited = current.invited;
      const [id] = await resolveLinks(tx, userId, [patch.username], () => "username", {
        exceptFriendId: friendId,
      });
      link =
        id && id === current.linked
          ? { linkedProfileId: id, invitedProfileId: null }
          : { linkedProfileId: null, invitedProfileId: id ?? null };
    }
    const [friend] = await tx
      .update(friendEntries)
      .set({
        ...(patch.trustLevel !== undefined ? { trustLevel: patch.trustLevel } : {}),
        ...(patch.consent !== undefined ? { consent: patch.consent } : {}),
        ...link,
      })
      .where(ownFriend(userId, friendId))
      .returning(friendColumns);
    if (!friend) throw new NotFoundError("Friend");
    // An invitation withdrawn, or sent to someone else instead.
    if (link && link.invitedProfileId !== wasInvited) {
      await circleChanged(tx, [wasInvited, link.invitedProfileId]);
    }
    return friend;
  });
}

export async function removeFriend(
  { db, userId }: ServiceContext,
  { friendId }: { friendId: string },
): Promise<void> {
  assertFriendId(friendId);
  await db.transaction(async (tx) => {
    const existing = await lockCircle(tx, userId);
    const [friend] = await tx
      .select({
        id: friendEntries.id,
        name: friendEntries.name,
        invited: friendEntries.invitedProfileId,
      })
      .from(friendEntries)
      .where(ownFriend(userId, friendId));
    if (!friend) throw new NotFoundError("Friend");
    if (existing <= CIRCLE_MIN) {
      throw new RuleError(
        "You can't remove your last friend: your circle needs at least one.",
        "last_friend",
      );
    }
    await keepPairingsOf(tx, friend);
    await tx.delete(friendEntries).where(ownFriend(userId, friendId));
    await circleChanged(tx, [friend.invited]);
  });
}

/**
 * Pairings are other members' records too, so they outlive the friend: each keeps the friend's
 * name, and one still waiting for an answer is declined (there is nobody left to introduce).
 * Both members' screens hear of it.
 */
async function keepPairingsOf(tx: Db, { id: friendId, name }: { id: string; name: string }) {
  const isFriend = or(
    eq(pairingSuggestions.suggesterFriendId, friendId),
    eq(pairingSuggestions.targetFriendId, friendId),
  );
  const kept = await tx
    .update(pairingSuggestions)
    .set({
      suggesterFriendName: sql`case when ${pairingSuggestions.suggesterFriendId} = ${friendId} then ${name} else ${pairingSuggestions.suggesterFriendName} end`,
      targetFriendName: sql`case when ${pairingSuggestions.targetFriendId} = ${friendId} then ${name} else ${pairingSuggestions.targetFriendName} end`,
      status: sql`case when ${pairingSuggestions.status} = 'pending' then 'declined' else ${pairingSuggestions.status} end`,
      decidedAt: sql`case when ${pairingSuggestions.status} = 'pending' then now() else ${pairingSuggestions.decidedAt} end`,
    })
    .where(isFriend)
    .returning({
      suggesterId: pairingSuggestions.suggesterId,
      targetId: pairingSuggestions.targetId,
    });
  const to = new Set(kept.flatMap((p) => [p.suggesterId, p.targetId]));
  if (to.size > 0) await publish(tx, { type: "pairing.changed", to: [...to] });
}

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
    })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), notBlocked(userId, profiles.id)));
  return member ?? null;
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

/** Entries in other members' circles waiting for this member to confirm they are that friend. */
export async function listInvitations({ db, userId }: ServiceContext): Promise<CircleInvitation[]> {
  const rows = await db
    .select({
      friendId: friendEntries.id,
      asName: friendEntries.name,
      fromName: profiles.name,
      fromUsername: profiles.username,
    })
    .from(friendEntries)
    .innerJoin(profiles, eq(profiles.id, friendEntries.ownerId))
    .where(and(eq(friendEntries.invitedProfileId, userId), notBlocked(userId, profiles.id)))
    .orderBy(asc(friendEntries.createdAt), asc(friendEntries.id));
  return rows.map(({ friendId, asName, fromName, fromUsername }) => ({
    friendId,
    asName,
    from: { name: fromName, username: fromUsername },
  }));
}

/**
 * The invited member answers. Confirming makes the entry a link (the "Member" mark, direct
 * introductions, their profile in the owner's sheet); declining clears the invitation. Only the
 * invited member can do either, and only while it is still theirs.
 */
export async function answerInvitation(
  { db, userId }: ServiceContext,
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
      .returning({ ownerId: friendEntries.ownerId });
    if (!answered) throw new NotFoundError("Invitation");
    // The owner's circle shows the answer, and the member's other screens drop the invitation.
    await circleChanged(tx, [answered.ownerId, userId]);
  });
}
