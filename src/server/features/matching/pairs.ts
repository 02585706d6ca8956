import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
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

/** The pair's two ids in the order a match row stores them. */
export const orderedPair = (one: string, other: string): [string, string] =>
  one < other ? [one, other] : [other, one];

/**
 * Takes the pair's lock for the transaction: yeses, declines and ends of the same two members take
 * turns, so the second yes sees the first and a pair never gets two matches.
 */
export async function lockPair(tx: Db, one: string, other: string): Promise<[string, string]> {
  const [a, b] = orderedPair(one, other);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`match:${a}:${b}`}))`);
  return [a, b];
}
