import { randomUUID } from "node:crypto";
import type { Interest } from "#shared/options";
import { and, count, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { EXPLORE_POOL_SIZE, FREE_PAIRINGS_PER_DAY } from "#shared/constants";
import type { Explore, ExploredMember, LockedDetails } from "#shared/schemas/pairing";
import type { ServiceContext } from "../../http/context";
import { preparedRows, queryRows, type Db } from "../../db/client";
import {
  friendEntries,
  matchSuggestions,
  pairingSuggestions,
  profileUnlocks,
  profiles,
} from "../../db/schema";
import { cachePerDatabase, keptRead, snapshotVersion } from "../../db/snapshot-cache";
import { NotFoundError } from "../../http/errors";
import { notBlocked, activeMatchBetween } from "../relations";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { explorable } from "./explorable";
import { friendPhotoColumn, pairingFriendColumns, qualified } from "./friends";
import { circleOrder } from "../circle";
import { certifiedClubNames } from "../clubs";
import { isPaused, shownWish, wishAdmits } from "../matching";
import { memberVerified } from "../verification";
import type { PairFit, ShownWish } from "#shared/schemas/wish";
import { newYorkDay } from "../../process/new-york-day";

// A friend's own profile, when they are on Vouch.
const friendProfiles = alias(profiles, "friend_profile");

export interface ExploreOptions {
  /** Explore this member instead of a random one. */
  memberId?: string;
  /** The member shown last: "Show someone else" avoids them while anyone else is left. */
  skipId?: string;
  /** Only members whose main photo carries the verified mark ("Verified only"). */
  verifiedOnly?: boolean;
}

// Kept until anything is written (decision 0019): each member's pool, for the minute it was drawn
// in (a quiet hour still shows more than one pool's members), and what they see of each member
// they explore (with the New York day, which today's free pairings depend on).
const poolsOf = cachePerDatabase<string[]>(256);
const viewsOf = cachePerDatabase<Explore>(2048);

/**
 * Make a Match's Explore tab in one request: a member chosen at random from up to 20 others
 * (never you, your own friends, a member you reported or one across a block), their consenting friends, and your side of the board.
 */
export async function getExplore(
  ctx: ServiceContext,
  options: ExploreOptions = {},
): Promise<Explore> {
  const { database, userId, now } = ctx;
  const version = await snapshotVersion(database);
  const views = viewsOf(database);
  const viewKey = (memberId: string | null) =>
    `${userId} ${memberId} ${newYorkDay(now).start.toISOString()}`;
  if (options.memberId) {
    // A view kept at this snapshot was of a member visible at this snapshot.
    const kept = views.get(viewKey(options.memberId));
    if (kept?.version === version) return kept.value;
    await visibleMember(ctx, options.memberId);
  }
  const memberId =
    options.memberId ??
    pick(
      await keptRead(
        poolsOf(database),
        database,
        `${userId} ${Math.floor(now.getTime() / 60_000)} ${options.verifiedOnly === true}`,
        () => explorePool(ctx, options.verifiedOnly === true),
        version,
      ),
      options.skipId,
    );
  return keptRead(views, database, viewKey(memberId), () => readExplore(ctx, memberId), version);
}

async function readExplore(ctx: ServiceContext, memberId: string | null): Promise<Explore> {
  const [me, myFriends, member, samePersonPairs, fits] = await Promise.all([
    myCounts(ctx),
    myConsentingFriends(ctx, memberId),
    memberId ? exploredMember(ctx, memberId) : Promise.resolve(null),
    memberId ? sameFriends(ctx, memberId) : Promise.resolve([]),
    memberId ? fitsWith(ctx, memberId) : Promise.resolve(null),
  ]);
  return {
    me: {
      heartsBalance: me.heartsBalance,
      freePairingsLeft: me.freePairingsLeft,
      invitePending: me.invitePending,
      age: me.age,
      wish: me.wish,
      friends: myFriends.map(({ canDirectMatch: _, ...friend }) => friend),
    },
    member: member &&
      fits && {
        ...member,
        directMatchFriendIds: myFriends.filter((f) => f.canDirectMatch).map((f) => f.id),
        samePersonPairs,
        fits,
      },
  };
}

const suits = (first: SQL, second: SQL) => ({
  firstSuitsSecond: wishAdmits(second, first),
  secondSuitsFirst: wishAdmits(first, second),
});

/**
 * Fit by the one rule (matching's `wishAdmits`), for each introduction the viewer could make
 * with this member: their friends with the member's friends, their friends with the member, and
 * themself with the member. Only friends on Vouch have a wish to compare.
 */
async function fitsWith(
  { db, userId }: ServiceContext,
  memberId: string,
): Promise<ExploredMember["fits"]> {
  const mine = sql.raw("m.linked_profile_id");
  const theirs = sql.raw("t.linked_profile_id");
  const fit = (first: SQL, second: SQL) => {
    const { firstSuitsSecond, secondSuitsFirst } = suits(first, second);
    return sql`${firstSuitsSecond} as "firstSuitsSecond", ${secondSuitsFirst} as "secondSuitsFirst"`;
  };
  const member = sql`${memberId}`;
  const me = sql`${userId}`;
  // One statement: Explore's reads are counted (screen-reads.test.ts).
  const rows = await queryRows<
    PairFit & { kind: "pair" | "direct" | "self"; mine: string | null; theirs: string | null }
  >(
    db,
    sql`select 'pair' as kind, m.id::text as mine, t.id::text as theirs, ${fit(mine, theirs)}
          from friend_entries m join friend_entries t
            on t.owner_id = ${memberId} and t.consent and t.linked_profile_id is not null
         where m.owner_id = ${userId} and m.consent and m.linked_profile_id is not null
        union all
        select 'direct', m.id::text, null, ${fit(mine, member)} from friend_entries m
         where m.owner_id = ${userId} and m.consent and m.linked_profile_id is not null
        union all
        select 'self', null, null, ${fit(me, member)}`,
  );
  const fitOf = ({ firstSuitsSecond, secondSuitsFirst }: PairFit) => ({
    firstSuitsSecond,
    secondSuitsFirst,
  });
  return {
    pairs: rows
      .filter((r) => r.kind === "pair")
      .map((r) => ({ myFriendId: r.mine!, theirFriendId: r.theirs!, ...fitOf(r) })),
    direct: rows
      .filter((r) => r.kind === "direct")
      .map((r) => ({ friendId: r.mine!, ...fitOf(r) })),
    self: fitOf(rows.find((r) => r.kind === "self")!),
  };
}

async function visibleMember({ db, userId }: ServiceContext, memberId: string): Promise<string> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, memberId),
        isNull(profiles.deletedAt),
        explorable(userId, qualified(profiles.id)),
      ),
    );
  if (!row) throw new NotFoundError("Member");
  return row.id;
}

/** The member's pool, members with friends to pair first: at most one more than the pool's size. */
async function explorePool(
  { database, userId }: ServiceContext,
  verifiedOnly: boolean,
): Promise<string[]> {
  const rows = await preparedRows<{ id: string; befriended: boolean }>(
    database,
    explorePoolQuery(userId, verifiedOnly),
  );
  const seen = new Set<string>();
  return rows
    .sort((a, b) => Number(b.befriended) - Number(a.befriended))
    .filter(({ id }) => !seen.has(id) && seen.add(id))
    .map(({ id }) => id);
}

/** One of the pool at random; the skipped one only when nobody else is left. */
function pick(ranked: string[], skipId: string | undefined): string | null {
  const pool = [...ranked.filter((id) => id !== skipId), ...ranked.filter((id) => id === skipId)];
  pool.length = Math.min(pool.length, EXPLORE_POOL_SIZE);
  const others = pool.filter((id) => id !== skipId);
  const choices = others.length > 0 ? others : pool;
  return choices[Math.floor(Math.random() * choices.length)] ?? null;
}

/**
 * Up to a pool and one of the members after a random point in the id order (wrapping around),
 * those with consenting friends and any: a few short index range scans however many members
 * there are, where `order by random()` read and sorted them all. Ids are random UUIDs, so the
 * point falls anywhere.
 */
function explorePoolQuery(userId: string, verifiedOnly: boolean) {
  const size = EXPLORE_POOL_SIZE + 1;
  const visible = (id: SQL) =>
    verifiedOnly
      ? sql`${explorable(userId, id)} and ${memberVerified(id)}`
      : explorable(userId, id);
  const owner = sql.raw("f.owner_id");
  const member = sql.raw("p.id");
  const pivot = randomUUID();
  return sql`(select distinct f.owner_id as id, true as befriended from friend_entries f
      where f.consent and f.owner_id >= ${pivot} and ${visible(owner)} order by f.owner_id limit ${size})
    union all
    (select distinct f.owner_id, true from friend_entries f
      where f.consent and f.owner_id < ${pivot} and ${visible(owner)} order by f.owner_id limit ${size})
    union all
    (select p.id, false from profiles p
      where p.id >= ${pivot} and p.deleted_at is null and ${visible(member)}
      order by p.id limit ${size})
    union all
    (select p.id, false from profiles p
      where p.id < ${pivot} and p.deleted_at is null and ${visible(member)}
      order by p.id limit ${size})`;
}

/** How many of today's free pairings (New York day) the member has used. */
export async function freePairingsUsed(db: Db, userId: string, now: Date): Promise<number> {
  const { start, end } = newYorkDay(now);
  const [row] = await db
    .select({ n: count() })
    .from(pairingSuggestions)
    .where(
      and(
        eq(pairingSuggestions.suggesterId, userId),
        eq(pairingSuggestions.costHearts, 0),
        gte(pairingSuggestions.createdAt, start),
        lt(pairingSuggestions.createdAt, end),
      ),
    );
  return row?.n ?? 0;
}

async function myCounts({ db, userId, now }: ServiceContext) {
  const [[profile], used] = await Promise.all([
    db
      .select({
        heartsBalance: profiles.heartsBalance,
        age: profiles.age,
        wish: shownWish("profiles"),
        invitePending: sql<number>`(select count(*)::int from ${friendEntries}
          where ${friendEntries.ownerId} = ${userId} and not ${friendEntries.consent})`,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    freePairingsUsed(db, userId, now),
  ]);
  if (!profile) throw new NotFoundError("Profile");
  return {
    ...profile,
    wish: profile.wish as ShownWish | null,
    freePairingsLeft: Math.max(0, FREE_PAIRINGS_PER_DAY - used),
  };
}

/**
 * Your consenting friends (but those on Vouch who paused), with the age and wish of those on
 * Vouch; against the explored member, whether each may be suggested directly.
 */
async function myConsentingFriends({ db, userId }: ServiceContext, memberId: string | null) {
  const linked = qualified(friendEntries.linkedProfileId);
  const canDirectMatch = memberId
    ? sql<boolean>`(${linked} is not null and ${linked} <> ${memberId}
        and ${notBlocked(memberId, linked)}
        and not ${activeMatchBetween(linked, memberId)}
        and not exists (select 1 from ${matchSuggestions}
          where ${matchSuggestions.targetId} = ${memberId} and ${matchSuggestions.candidateId} = ${linked}
            and ${matchSuggestions.suggesterId} = ${userId} and ${matchSuggestions.status} = 'pending'))`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      ...pairingFriendColumns,
      mainPhoto: friendPhotoColumn(userId),
      age: friendProfiles.age,
      wish: shownWish("friend_profile"),
      canDirectMatch: canDirectMatch.as("can_direct_match"),
    })
    .from(friendEntries)
    .leftJoin(friendProfiles, eq(friendProfiles.id, friendEntries.linkedProfileId))
    .where(
      and(
        eq(friendEntries.ownerId, userId),
        eq(friendEntries.consent, true),
        sql`(${linked} is null or not ${isPaused(linked)})`,
      ),
    )
    .orderBy(...circleOrder);
  return rows.map((row) => ({ ...row, wish: row.wish as ShownWish | null }));
}

async function exploredMember(
  { db, userId }: ServiceContext,
  memberId: string,
): Promise<Omit<ExploredMember, "directMatchFriendIds" | "samePersonPairs" | "fits"> | null> {
  const linked = friendEntries.linkedProfileId;
  const [[profile], friends] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        age: profiles.age,
        pronouns: profiles.pronouns,
        sexuality: profiles.sexuality,
        neighborhood: profiles.neighborhood,
        mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, profiles.id)}`.mapWith(toPhoto),
        verified: memberVerified(qualified(profiles.id)).mapWith(Boolean),
        wish: shownWish("profiles"),
        occupation: profiles.occupation,
        bio: profiles.bio,
        interests: sql<Interest[]>`${profiles.interests}`,
        prompts: profiles.prompts,
        unlocked: sql<boolean>`exists (select 1 from ${profileUnlocks}
          where ${profileUnlocks.viewerId} = ${userId} and ${profileUnlocks.unlockedId} = ${memberId})`,
        certifications: certifiedClubNames(memberId),
      })
      .from(profiles)
      .where(eq(profiles.id, memberId)),
    db
      .select({
        ...pairingFriendColumns,
        mainPhoto: friendPhotoColumn(userId),
        age: friendProfiles.age,
        neighborhood: friendProfiles.neighborhood,
        wish: shownWish("friend_profile"),
      })
      .from(friendEntries)
      .leftJoin(friendProfiles, eq(friendProfiles.id, linked))
      .where(
        and(
          eq(friendEntries.ownerId, memberId),
          eq(friendEntries.consent, true),
          // You, in their circle, are for Self-suggest; members across a block stay unseen, and
          // members who paused aren't paired.
          sql`(${linked} is null or (${linked} <> ${userId} and ${notBlocked(userId, linked)}
            and not ${isPaused(linked)}))`,
        ),
      )
      .orderBy(...circleOrder),
  ]);
  if (!profile) return null;
  const { occupation, bio, interests, prompts, unlocked, certifications: certs, ...card } = profile;
  const details: LockedDetails | null = unlocked
    ? { occupation, bio, interests, prompts, certifications: certs }
    : null;
  return {
    ...card,
    wish: card.wish as ShownWish | null,
    details,
    friends: friends.map((f) => ({ ...f, wish: f.wish as ShownWish | null })),
  };
}

/** Your consenting friends who are, on Vouch, the same member as one of theirs. */
async function sameFriends({ db, userId }: ServiceContext, memberId: string) {
  const theirs = alias(friendEntries, "their_friend");
  return db
    .select({ myFriendId: friendEntries.id, theirFriendId: theirs.id })
    .from(friendEntries)
    .innerJoin(theirs, eq(theirs.linkedProfileId, friendEntries.linkedProfileId))
    .where(
      and(
        eq(friendEntries.ownerId, userId),
        eq(friendEntries.consent, true),
        eq(theirs.ownerId, memberId),
        eq(theirs.consent, true),
        notBlocked(userId, friendEntries.linkedProfileId),
      ),
    );
}
