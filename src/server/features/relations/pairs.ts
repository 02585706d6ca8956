import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { matches } from "../../db/schema";

/**
 * The other member of a match row, as `member` sees it: `partnerOf("m", userId)` is
 * `case when m.user_a_id = $1 then m.user_b_id else m.user_a_id end`. `match` is the row's alias
 * in the statement (or the table's name).
 */
export function partnerOf(match: string, member: string | AnyColumn | SQL): SQL {
  const row = sql.identifier(match);
  return sql`case when ${row}.user_a_id = ${member} then ${row}.user_b_id else ${row}.user_a_id end`;
}

/** True when the two members are in an active match (a pair has one row, user_a_id < user_b_id). */
export function activeMatchBetween(a: AnyColumn | SQL | string, b: AnyColumn | SQL | string): SQL {
  return sql`exists (
    select 1 from ${matches}
     where ${matches.status} = 'active'
       and ${matches.userAId} = least(${a}::text, ${b}::text)
       and ${matches.userBId} = greatest(${a}::text, ${b}::text))`;
}
