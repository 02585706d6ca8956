import { sql, type SQL, type AnyColumn } from "drizzle-orm";
import { blocks } from "../../db/schema";

/**
 * A condition that keeps `otherMember` out of `viewerId`'s sight when either blocked the other.
 * Blocking is mutual in effect: use it in every list that shows another member.
 */
export function notBlocked(viewerId: string | AnyColumn, otherMember: AnyColumn | SQL): SQL {
  return sql`not exists (
    select 1 from ${blocks}
    where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${otherMember})
       or (${blocks.blockerId} = ${otherMember} and ${blocks.blockedId} = ${viewerId}))`;
}
