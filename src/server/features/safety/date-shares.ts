import { and, eq, gt, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { notify } from "../notifications";
import {
  DATE_SHARE_AHEAD_DAYS,
  DATE_SHARE_DEFAULT_HOURS,
  DATE_SHARE_MAX_HOURS,
  DATE_SHARE_START_SLACK_MINUTES,
  DAY_MS,
} from "#shared/constants";
import type {
  DateShareChanged,
  DateShareOptions,
  HomeDateShares,
  MyDateShare,
  ShareDateInput,
  SharedDate,
} from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { dateShareFriends, dateShares, friendEntries, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notBlocked } from "../relations";
import { memberMatch } from "../matching";
import { isUuid } from "../../http/validation";
import { msg } from "#shared/message";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The member's active match and the partner's first name; 404 when it isn't theirs or either blocked. */
async function ownMatch(db: Db, userId: string, matchId: string, { lock = false } = {}) {
  const match = await memberMatch(db, userId, matchId, { lock });
  if (match.partnerName === null) throw new NotFoundError("Conversation");
  return { id: match.id, partnerName: firstName(match.partnerName) };
}

/*
 * Circle friends are read from their table (decision 0009; circle itself no longer sits above
 * safety since the block rule moved to blocks); a friend counts once their link is confirmed.
 */
function linkedFriends(db: Db, userId: string) {
  return db
    .select({
      id: friendEntries.id,
      name: friendEntries.name,
      profileId: friendEntries.linkedProfileId,
    })
    .from(friendEntries)
    .where(
      and(
        eq(friendEntries.ownerId, userId),
        isNotNull(friendEntries.linkedProfileId),
        notBlocked(userId, friendEntries.linkedProfileId),
      ),
    )
    .orderBy(friendEntries.createdAt, friendEntries.id);
}

const underWay = (now: Date) => and(isNull(dateShares.stoppedAt), gt(dateShares.endsAt, now));

/**
 * Whether a chosen friend (a `date_share_friends` row) may still see the plan: the sharer's
 * entry still links to them and neither blocked the other. Reads and live events both ask it.
 */
const stillSharedWithFriend = () =>
  and(
    sql`exists (select 1 from ${friendEntries}
                 where ${friendEntries.id} = ${dateShareFriends.friendEntryId}
                   and ${friendEntries.linkedProfileId} = ${dateShareFriends.profileId})`,
    notBlocked(dateShareFriends.profileId, dateShares.sharerId),
  );

/** The member's own plans under way (optionally one conversation's), with whom they're shared. */
async function myShares(
  db: Db,
  userId: string,
  now: Date,
  matchId?: string,
): Promise<MyDateShare[]> {
  const rows = await db
    .select({
      id: dateShares.id,
      matchId: dateShares.matchId,
      partnerName: dateShares.partnerName,
      place: dateShares.place,
      startsAt: dateShares.startsAt,
      endsAt: dateShares.endsAt,
      homeSafeAt: dateShares.homeSafeAt,
      // Written out: drizzle leaves table names off columns inside a selected field.
      friendNames: sql<string[]>`coalesce((
        select array_agg(fe.name order by fe.created_at, fe.id)
          from date_share_friends sf join friend_entries fe on fe.id = sf.friend_entry_id
         where sf.share_id = "date_shares"."id"), '{}')`,
    })
    .from(dateShares)
    .where(
      and(
        eq(dateShares.sharerId, userId),
        underWay(now),
        matchId ? eq(dateShares.matchId, matchId) : undefined,
      ),
    )
    .orderBy(dateShares.startsAt, dateShares.id);
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    homeSafeAt: row.homeSafeAt?.toISOString() ?? null,
  }));
}

/**
 * Plans shared with the member that are under way: only those they were chosen for, while the
 * sharer still has them in their circle as a linked friend and neither blocked the other.
 */
async function sharedWith(
  db: Db,
  userId: string,
  now: Date,
  shareId?: string,
): Promise<SharedDate[]> {
  const rows = await db
    .select({
      id: dateShares.id,
      sharerName: profiles.name,
      partnerName: dateShares.partnerName,
      place: dateShares.place,
      startsAt: dateShares.startsAt,
      endsAt: dateShares.endsAt,
      homeSafeAt: dateShares.homeSafeAt,
    })
    .from(dateShareFriends)
    .innerJoin(dateShares, eq(dateShares.id, dateShareFriends.shareId))
    .innerJoin(profiles, eq(profiles.id, dateShares.sharerId))
    .where(
      and(
        eq(dateShareFriends.profileId, userId),
        underWay(now),
        stillSharedWithFriend(),
        shareId ? eq(dateShares.id, shareId) : undefined,
      ),
    )
    .orderBy(dateShares.startsAt, dateShares.id);
  return rows.map((row) => ({
    ...row,
    sharerName: firstName(row.sharerName),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    homeSafeAt: row.homeSafeAt?.toISOString() ?? null,
  }));
}

/** Share my date in one conversation: the date's name, the friends to choose, a plan under way. */
export async function dateShareOptions(
  { db, userId, now }: ServiceContext,
  { matchId }: { matchId: string },
): Promise<DateShareOptions> {
  const match = await ownMatch(db, userId, matchId);
  const [friends, [active]] = await Promise.all([
    linkedFriends(db, userId),
    myShares(db, userId, now, match.id),
  ]);
  return {
    partnerName: match.partnerName,
    friends: friends.map(({ id, name }) => ({ id, name })),
    active: active ?? null,
  };
}

/** The plan's times, checked against the clock: not long past, not far off, not too long. */
function planTimes(input: ShareDateInput, now: Date) {
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt
    ? new Date(input.endsAt)
    : new Date(startsAt.getTime() + DATE_SHARE_DEFAULT_HOURS * HOUR_MS);
  if (startsAt.getTime() < now.getTime() - DATE_SHARE_START_SLACK_MINUTES * MINUTE_MS)
    throw new ValidationError("That start time has passed", {
      startsAt: "That start time has passed: when does the date start?",
    });
  if (startsAt.getTime() > now.getTime() + DATE_SHARE_AHEAD_DAYS * DAY_MS)
    throw new ValidationError(
      msg("Share a plan up to {dateShareAheadDays} days ahead", {
        dateShareAheadDays: DATE_SHARE_AHEAD_DAYS,
      }),
      {
        startsAt: msg("Share a plan up to {dateShareAheadDays} days ahead", {
          dateShareAheadDays: DATE_SHARE_AHEAD_DAYS,
        }),
      },
    );
  if (endsAt.getTime() - startsAt.getTime() > DATE_SHARE_MAX_HOURS * HOUR_MS)
    throw new ValidationError(
      msg("A plan lasts at most {dateShareMaxHours} hours", {
        dateShareMaxHours: DATE_SHARE_MAX_HOURS,
      }),
      {
        endsAt: msg("A plan lasts at most {dateShareMaxHours} hours", {
          dateShareMaxHours: DATE_SHARE_MAX_HOURS,
        }),
      },
    );
  return { startsAt, endsAt };
}

async function announce(
  tx: Db,
  share: { id: string; sharerId: string },
  sharerName: string,
  status: DateShareChanged["status"],
  now: Date,
) {
  // Only the friends who may still read it: a block or an unlinked entry silences it too.
  const friends = await tx
    .select({ profileId: dateShareFriends.profileId })
    .from(dateShareFriends)
    .innerJoin(dateShares, eq(dateShares.id, dateShareFriends.shareId))
    .where(and(eq(dateShareFriends.shareId, share.id), stillSharedWithFriend()));
  await publish(tx, {
    type: "dateShare.changed",
    to: [share.sharerId, ...friends.map((f) => f.profileId)],
    data: {
      shareId: share.id,
      sharerId: share.sharerId,
      sharerName: firstName(sharerName),
      status,
    },
  });
  if (status === "stopped") return;
  for (const { profileId } of friends) {
    await notify(tx, {
      to: profileId,
      kind: status === "shared" ? "dateShared" : "homeSafe",
      objectId: share.id,
      actorId: share.sharerId,
      now,
    });
  }
}

/**
 * Shares a plan from one of the member's conversations with chosen linked circle friends. One
 * plan per conversation at a time: another is refused until this one ends or is stopped.
 */
export async function shareDate(
  { db, userId, now }: ServiceContext,
  input: ShareDateInput,
): Promise<MyDateShare> {
  const { startsAt, endsAt } = planTimes(input, now);
  const chosen = [...new Set(input.friendIds)];
  const shareId = await db.transaction(async (tx) => {
    const match = await ownMatch(tx, userId, input.matchId, { lock: true });
    const friends = (await linkedFriends(tx, userId)).filter((f) => chosen.includes(f.id));
    if (friends.length !== chosen.length)
      throw new ValidationError("Choose friends from your circle who are on Vouch", {
        friendIds: "Choose friends from your circle who are on Vouch",
      });
    const [active] = await tx
      .select({ id: dateShares.id })
      .from(dateShares)
      .where(and(eq(dateShares.sharerId, userId), eq(dateShares.matchId, match.id), underWay(now)));
    if (active)
      throw new ConflictError(
        "You're already sharing a plan for this date: stop it to share another",
      );
    const [share] = await tx
      .insert(dateShares)
      .values({
        sharerId: userId,
        matchId: match.id,
        partnerName: match.partnerName,
        place: input.place,
        startsAt,
        endsAt,
        createdAt: now,
      })
      .returning({ id: dateShares.id, sharerId: dateShares.sharerId });
    await tx
      .insert(dateShareFriends)
      .values(
        friends.map((f) => ({ shareId: share!.id, friendEntryId: f.id, profileId: f.profileId! })),
      );
    const [me] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, userId));
    await announce(tx, share!, me!.name, "shared", now);
    return share!.id;
  });
  const [mine] = (await myShares(db, userId, now)).filter((s) => s.id === shareId);
  return mine!;
}

/** A plan shared with the member; 404 for anyone the sharer didn't choose, and once it ended. */
export async function readSharedDate(
  { db, userId, now }: ServiceContext,
  { shareId }: { shareId: string },
): Promise<SharedDate> {
  if (!isUuid(shareId)) throw new NotFoundError("Plan");
  const [share] = await sharedWith(db, userId, now, shareId);
  if (!share) throw new NotFoundError("Plan");
  return share;
}

/** Marks the member's own plan under way as home safe (or stops sharing it), telling its friends. */
async function closeShare(
  { db, userId, now }: ServiceContext,
  shareId: string,
  status: "homeSafe" | "stopped",
) {
  if (!isUuid(shareId)) throw new NotFoundError("Plan");
  const mine = and(eq(dateShares.id, shareId), eq(dateShares.sharerId, userId), underWay(now));
  await db.transaction(async (tx) => {
    const [share] = await tx
      .update(dateShares)
      .set(status === "homeSafe" ? { homeSafeAt: now } : { stoppedAt: now })
      .where(and(mine, status === "homeSafe" ? isNull(dateShares.homeSafeAt) : undefined))
      .returning({ id: dateShares.id, sharerId: dateShares.sharerId });
    if (!share) {
      // Home safe already: pressing again changes nothing and tells no one.
      const [already] = await tx.select({ id: dateShares.id }).from(dateShares).where(mine);
      if (status === "homeSafe" && already) return;
      throw new NotFoundError("Plan");
    }
    const [me] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(eq(profiles.id, userId));
    await announce(tx, share, me!.name, status, now);
  });
}

/** "I'm home safe": the friends the plan is shared with see it at once. */
export async function markHomeSafe(ctx: ServiceContext, { shareId }: { shareId: string }) {
  await closeShare(ctx, shareId, "homeSafe");
  const [mine] = (await myShares(ctx.db, ctx.userId, ctx.now)).filter((s) => s.id === shareId);
  return mine!;
}

/** Stops sharing a plan: it leaves the friends' home at once. */
export async function stopSharingDate(ctx: ServiceContext, { shareId }: { shareId: string }) {
  await closeShare(ctx, shareId, "stopped");
}

/** Home's part of Share my date: the member's plans under way, and those shared with them. */
/**
 * Whether the member has plans of their own under way, and plans shared with them, as columns
 * for a screen's own statement: home asks for the plans only when there are some.
 */
export function dateSharesUnderWay(profileId: SQL, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return {
    mine: sql<boolean>`exists (select 1 from date_shares ds
      where ds.sharer_id = ${profileId} and ds.stopped_at is null and ds.ends_at > ${at})`,
    fromFriends: sql<boolean>`exists (select 1 from date_share_friends sf
      join date_shares ds on ds.id = sf.share_id
      where sf.profile_id = ${profileId} and ds.stopped_at is null and ds.ends_at > ${at})`,
  };
}

export async function homeDateShares(
  { db, userId, now }: ServiceContext,
  present: { mine: boolean; fromFriends: boolean },
): Promise<HomeDateShares> {
  const [mine, fromFriends] = await Promise.all([
    present.mine ? myShares(db, userId, now) : [],
    present.fromFriends ? sharedWith(db, userId, now) : [],
  ]);
  return { mine, fromFriends };
}
