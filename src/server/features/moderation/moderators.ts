import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { moderators, profiles, user } from "../../db/schema";

/** Whether the member may open /moderation and its API. */
export async function isModerator(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moderators.userId })
    .from(moderators)
    .innerJoin(profiles, eq(profiles.id, moderators.userId))
    .where(sql`${moderators.userId} = ${userId} and ${profiles.deletedAt} is null`);
  return Boolean(row);
}

/** The member an email names (a completed profile, not deleted), or null. */
async function memberByEmail(db: Db, email: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(sql`lower(${user.email}) = lower(${email.trim()}) and ${profiles.deletedAt} is null`);
  return row ?? null;
}

/** Makes the member a moderator (again: changes nothing). Null when no member has that email. */
export async function grantModerator(
  db: Db,
  email: string,
  now: Date,
): Promise<{ id: string; name: string } | null> {
  const member = await memberByEmail(db, email);
  if (!member) return null;
  await db.insert(moderators).values({ userId: member.id, grantedAt: now }).onConflictDoNothing();
  return member;
}

/** Ends the member's moderator role. False when no member has that email or they had none. */
export async function revokeModerator(db: Db, email: string): Promise<boolean> {
  const member = await memberByEmail(db, email);
  if (!member) return false;
  const gone = await db
    .delete(moderators)
    .where(eq(moderators.userId, member.id))
    .returning({ id: moderators.userId });
  return gone.length > 0;
}
