import { and, asc, count, desc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CIRCLE_MAX, CIRCLE_MIN } from "../../../shared/constants";
import type {
  CircleFriend,
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
import { notBlocked } from "../safety/blocks";

type CircleContext = Pick<ServiceContext, "db" | "userId">;

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
};

/** SPEC §4: ascending by trust level as text (Casual, Close, Familiar), then as they were added. */
const circleOrder = [
  sql`${friendEntries.trustLevel}::text`,
  asc(friendEntries.createdAt),
  asc(friendEntries.id),
];

export async function listCircle({ db, userId }: CircleContext): Promise<CircleFriend[]> {
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
 * circle is refused with a message under that friend's field.
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
      .select({ id: friendEntries.linkedProfileId })
      .from(friendEntries)
      .where(
        and(
          eq(friendEntries.ownerId, userId),
          isNotNull(friendEntries.linkedProfileId),
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

function rowsFor(userId: string, friends: Friend[], links: (string | null)[]) {
  return friends.map(({ username: _username, ...friend }, index) => ({
    ...friend,
    linkedProfileId: links[index] ?? null,
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
  { db, userId }: CircleContext,
  input: CreateCircle,
): Promise<CircleFriend[]> {
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
  });
  return listCircle({ db, userId });
}

export async function addFriend(
  { db, userId }: CircleContext,
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
  { db, userId }: CircleContext,
  friendId: string,
  patch: UpdateFriend,
): Promise<CircleFriend> {
  assertFriendId(friendId);
  return db.transaction(async (tx) => {
    let link: { linkedProfileId: string | null } | undefined;
    if (patch.username !== undefined) {
      await lockCircle(tx, userId);
      const [id] = await resolveLinks(tx, userId, [patch.username], () => "username", {
        exceptFriendId: friendId,
      });
      link = { linkedProfileId: id ?? null };
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
    return friend;
  });
}

export async function removeFriend({ db, userId }: CircleContext, friendId: string): Promise<void> {
  assertFriendId(friendId);
  await db.transaction(async (tx) => {
    const existing = await lockCircle(tx, userId);
    const [friend] = await tx
      .select({ id: friendEntries.id })
      .from(friendEntries)
      .where(ownFriend(userId, friendId));
    if (!friend) throw new NotFoundError("Friend");
    if (existing <= CIRCLE_MIN) {
      throw new RuleError(
        "You can't remove your last friend: your circle needs at least one.",
        "last_friend",
      );
    }
    await tx.delete(friendEntries).where(ownFriend(userId, friendId));
  });
}

const suggester = alias(profiles, "suggester");
const target = alias(profiles, "target");
const suggesterFriend = alias(friendEntries, "suggester_friend");
const targetFriend = alias(friendEntries, "target_friend");

/** The sheet's extra detail: the linked member's profile and the pairings this friend was part of. */
export async function getFriendDetails(
  { db, userId }: CircleContext,
  friendId: string,
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
      suggesterFriendName: suggesterFriend.name,
      targetFriendName: targetFriend.name,
      reason: pairingSuggestions.reason,
      createdAt: pairingSuggestions.createdAt,
    })
    .from(pairingSuggestions)
    .innerJoin(suggester, eq(suggester.id, pairingSuggestions.suggesterId))
    .innerJoin(target, eq(target.id, pairingSuggestions.targetId))
    .innerJoin(suggesterFriend, eq(suggesterFriend.id, pairingSuggestions.suggesterFriendId))
    .innerJoin(targetFriend, eq(targetFriend.id, pairingSuggestions.targetFriendId))
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
