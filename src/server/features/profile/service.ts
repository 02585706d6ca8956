import { eq, sql } from "drizzle-orm";
import type { Interest } from "#shared/options";
import type { OwnProfile, ProfileUpdate, Settings } from "#shared/schemas/profile";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { ConflictError, NotFoundError, pgConstraint, pgErrorCode } from "../../http/errors";
import { shownWish } from "../matching";
import { partnerOf, notBlocked } from "../relations";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { memberVerified } from "../verification";

const ownProfileColumns = {
  name: profiles.name,
  email: user.email,
  username: profiles.username,
  age: profiles.age,
  pronouns: profiles.pronouns,
  sexuality: profiles.sexuality,
  relationshipStatus: profiles.relationshipStatus,
  occupation: profiles.occupation,
  neighborhood: profiles.neighborhood,
  bio: profiles.bio,
  prompts: profiles.prompts,
  interests: sql<Interest[]>`${profiles.interests}`,
  mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(profiles.id, profiles.id)}`.mapWith(toPhoto),
  wish: shownWish("profiles"),
  paused: profiles.paused,
  verifiedOnly: profiles.verifiedOnly,
  verified: memberVerified(profiles.id).mapWith(Boolean),
  readReceipts: profiles.readReceipts,
};

/** The member's own profile, with their own email (shown read-only). */
export async function getOwnProfile({ db, userId }: ServiceContext): Promise<OwnProfile> {
  const [row] = await db
    .select(ownProfileColumns)
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw new NotFoundError("Profile");
  return row as OwnProfile;
}

/** Writes only the editable fields; a username someone else has is refused with a field error. */
export async function updateOwnProfile(
  ctx: ServiceContext,
  changes: ProfileUpdate,
): Promise<OwnProfile> {
  if (Object.keys(changes).length > 0) {
    try {
      const updated = await ctx.db
        .update(profiles)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(profiles.id, ctx.userId))
        .returning({ id: profiles.id });
      if (updated.length === 0) throw new NotFoundError("Profile");
    } catch (error) {
      if (pgErrorCode(error) === "23505" && pgConstraint(error) === "profiles_username_unique") {
        throw new ConflictError("That username is already taken.", "username_taken", {
          username: "That username is already taken",
        });
      }
      throw error;
    }
  }
  return getOwnProfile(ctx);
}

interface SummaryRow {
  memberSince: Date | string;
  heartsBalance: number;
  certifications: number;
  circleSize: number;
  matches: number;
}

/** The account summary, and the members blocked or muted, in three queries. */
export async function getSettings(ctx: ServiceContext): Promise<Settings> {
  const { db, userId } = ctx;
  const partner = partnerOf("x", sql.raw("p.id"));
  const [profile, [summary], blocked, muted] = await Promise.all([
    getOwnProfile(ctx),
    queryRows<SummaryRow>(
      db,
      sql`select p.created_at as "memberSince",
                 p.hearts_balance as "heartsBalance",
                 (select count(*)::int from certifications c
                   where c.profile_id = p.id and c.passed) as "certifications",
                 (select count(*)::int from friend_entries f where f.owner_id = p.id) as "circleSize",
                 (select count(*)::int from matches x
                   where (x.user_a_id = p.id or x.user_b_id = p.id) and x.status = 'active'
                     and ${notBlocked(userId, partner)}) as "matches"
            from profiles p where p.id = ${userId}`,
    ),
    queryRows<{ id: string; name: string }>(
      db,
      sql`select b_p.id, b_p.name from blocks b join profiles b_p on b_p.id = b.blocked_id
           where b.blocker_id = ${userId} order by b.created_at desc`,
    ),
    queryRows<{ matchId: string; name: string }>(
      db,
      sql`select x.id as "matchId", o.name from mutes u
            join matches x on x.id = u.match_id and x.status = 'active'
            join profiles o on o.id = ${partnerOf("x", userId)}
           where u.profile_id = ${userId} order by u.created_at desc`,
    ),
  ]);
  if (!summary) throw new NotFoundError("Profile");
  return {
    profile,
    summary: {
      memberSince: new Date(summary.memberSince).toISOString(),
      heartsBalance: summary.heartsBalance,
      certifications: summary.certifications,
      circleSize: summary.circleSize,
      matches: summary.matches,
    },
    blocked,
    muted,
  };
}
