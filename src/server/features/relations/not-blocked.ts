import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { blocks } from "../../db/schema";
import { sanctionedNow } from "./sanctions";

/*
 * The block rule, below every feature that shows members: matching lists candidates through it,
 * and safety (which writes blocks, and ends the match through matching) sits above matching.
 */

/**
 * A condition that keeps `otherMember` out of `viewerId`'s sight when either blocked the other.
 * Blocking is mutual in effect: use it in every list that shows another member. A suspended or
 * banned member is kept out of everyone's sight by the same condition.
 */
export function notBlocked(viewerId: string | AnyColumn | SQL, otherMember: AnyColumn | SQL): SQL {
  return sql`(not ${blockedBetween(viewerId, otherMember)} and not ${sanctionedNow(otherMember)})`;
}

/** True when either of the two members blocked the other: the block alone, without sanctions. */
export function blockedBetween(
  one: string | AnyColumn | SQL,
  other: string | AnyColumn | SQL,
): SQL {
  // Two lookups, not one with `or`: each is a key lookup, where the planner may read an `or` of
  // the two by scanning every block.
  return sql`(exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${one} and ${blocks.blockedId} = ${other})
    or exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${other} and ${blocks.blockedId} = ${one}))`;
}
