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
  // Two lookups, not one with `or`: each is a key lookup, where the planner may read an `or` of
  // the two by scanning every block.
  return sql`(not exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherMember})
    and not exists (select 1 from ${blocks}
      where ${blocks.blockerId} = ${otherMember} and ${blocks.blockedId} = ${viewerId})
    and not ${sanctionedNow(otherMember)})`;
}
