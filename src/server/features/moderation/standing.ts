import { sql, type SQL } from "drizzle-orm";
import {
  DAY_MS,
  ESTABLISHED_ACCOUNT_DAYS,
  ESTABLISHED_CIRCLE_FRIENDS,
  MODERATION_DUE_HOURS,
} from "#shared/constants";

/** When a case opened at `openedAt` is due: the report dialog's 24-hour promise. */
export const dueAt = (openedAt: Date) =>
  new Date(openedAt.getTime() + MODERATION_DUE_HOURS * 3_600_000);

/** The column of a case's deadline having passed, at `now`. */
export const overdueSql = (openedAt: SQL, now: Date) =>
  sql`(${openedAt} <= ${new Date(now.getTime() - MODERATION_DUE_HOURS * 3_600_000).toISOString()}::timestamptz)`;

/** How many linked friends are in the member's circle. */
export const circleFriendsSql = (memberId: SQL) =>
  sql`(select count(*)::int from friend_entries f
        where f.owner_id = ${memberId} and f.linked_profile_id is not null)`;

/** How many of the member's reports were in cases a moderator dismissed. */
export const dismissedReportsSql = (memberId: SQL) =>
  sql`(select count(*)::int from reports d join moderation_cases dc on dc.id = d.case_id
        where d.reporter_id = ${memberId} and dc.outcome = 'dismissed')`;

/**
 * How established a reporter is, 0–3: one point each for an account of 30 days or more, three
 * linked friends in their circle, and no report of theirs dismissed. The queue puts the cases of
 * established reporters first.
 */
export function standingSql(memberId: SQL, createdAt: SQL, now: Date): SQL {
  const since = new Date(now.getTime() - ESTABLISHED_ACCOUNT_DAYS * DAY_MS).toISOString();
  return sql`((case when ${createdAt} <= ${since}::timestamptz then 1 else 0 end)
    + (case when ${circleFriendsSql(memberId)} >= ${ESTABLISHED_CIRCLE_FRIENDS} then 1 else 0 end)
    + (case when ${dismissedReportsSql(memberId)} = 0 then 1 else 0 end))`;
}

/** The most points `standingSql` gives. */
const STANDING_MAX = 3;

/**
 * Whether the member is established: every point of `standingSql`. Reports from established
 * members trip the hold; new accounts can't trip it by piling on.
 */
export const establishedSql = (memberId: SQL, createdAt: SQL, now: Date): SQL =>
  sql`(${standingSql(memberId, createdAt, now)} = ${STANDING_MAX})`;
