import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

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
