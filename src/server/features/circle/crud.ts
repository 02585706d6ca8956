import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { CIRCLE_MAX, CIRCLE_MIN } from "#shared/constants";
import { CIRCLE_SIZE_MESSAGE } from "#shared/texts";
import type { CircleFriend, CreateCircle, Friend, UpdateFriend } from "#shared/schemas/circle";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { friendEntries, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError, ValidationError } from "../../http/errors";
import { notBlocked } from "../relations";
import {
  assertFriendId,
  circleChanged,
  circleOrder,
  friendColumns,
  lockCircle,
  ownFriend,
} from "./entries";
import { friendRemoved } from "./friend-removed";
import { rewardInviters } from "./invite-links";
import { msg } from "#shared/message";

export async function listCircle({ db, userId }: ServiceContext): Promise<CircleFriend[]> {
  return db
    .select(friendColumns)
    .from(friendEntries)
    .where(eq(friendEntries.ownerId, userId))
    .orderBy(...circleOrder);
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
      .where(
        and(
          inArray(profiles.username, wanted),
          isNull(profiles.deletedAt),
          notBlocked(userId, profiles.id),
        ),
      ),
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
    throw new RuleError(CIRCLE_SIZE_MESSAGE, "invalid_circle");
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
    // A friend who joined from an invite link has now built their circle: their inviters earn.
    await rewardInviters(tx, userId, ctx.now);
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
        msg("Your circle is full: {circleMax} friends at most. Remove one to add someone new.", {
          circleMax: CIRCLE_MAX,
        }),
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
    await friendRemoved.run(tx, friend);
    await tx.delete(friendEntries).where(ownFriend(userId, friendId));
    await circleChanged(tx, [friend.invited]);
  });
}
