import { sql, type SQL } from "drizzle-orm";

/**
 * Where typing, read receipts and reactions happen, as a condition on match `m`: still active
 * (neither ended it nor left Vouch) and muted by neither. A block ends the match, and every
 * caller also checks it (`notBlocked`).
 */
export function extrasAllowed(m: string): SQL {
  const match = sql.identifier(m);
  return sql`(${match}.status = 'active'
    and not exists (select 1 from mutes muted where muted.match_id = ${match}.id))`;
}

/** Read receipts between the members of match `m`: where extras are, and both have them on. */
export function receiptsShown(m: string): SQL {
  const match = sql.identifier(m);
  return sql`(${extrasAllowed(m)} and not exists (select 1 from profiles receipts_off
    where receipts_off.id in (${match}.user_a_id, ${match}.user_b_id) and not receipts_off.read_receipts))`;
}
