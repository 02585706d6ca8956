import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { certifications, clubs } from "../../db/schema";

/**
 * The names of the clubs `member` is certified in, as an SQL text[]: oldest certification first,
 * then in the catalog's order; the first `limit` of them when given. Every screen that shows a
 * member's certifications lists them this way.
 */
export function certifiedClubNames(
  member: string | AnyColumn | SQL,
  limit?: number,
): SQL<string[]> {
  const names = sql`array_agg(k.name order by c.certified_at, k.position)`;
  const first = limit === undefined ? names : sql`(${names})[1:${sql.raw(String(limit))}]`;
  return sql<string[]>`coalesce((select ${first}
      from ${certifications} c join ${clubs} k on k.id = c.club_id
     where c.profile_id = ${member} and c.passed), '{}')`;
}
