import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { notBlocked } from "./not-blocked";
import { activeMatchBetween } from "./pairs";

type Ref = string | AnyColumn | SQL;

/**
 * Who may see a member's photos: the one rule every read and the image route compose. The owner
 * themself; otherwise, while the owner's account exists and neither blocked the other, a member
 * who is shown the owner with their photos somewhere:
 * - their active match (conversations, the conversation's profile, event matches going);
 * - a member the owner is suggested to, pending (Match for You);
 * - a member who unlocked the owner's profile in Explore (1 heart; a locked card shows none);
 * - a member whose circle lists the owner as a linked friend;
 * - a member the owner's circle lists, linked or asked to confirm: the owner chose them, and
 *   "Are you their friend?" must show who is asking.
 * Anyone else (a stranger) gets a 404 as for an unknown id. A block, a deleted account, an ended
 * match or a removed photo hides them at once (docs/decisions/0036-photos.md).
 */
export function photosVisibleTo(viewerId: Ref, ownerId: Ref): SQL {
  const owner = ownerId as AnyColumn | SQL;
  return sql`(${ownerId} = ${viewerId} or (
    ${notBlocked(viewerId, owner)}
    and exists (select 1 from ${profiles} vp where vp.id = ${ownerId} and vp.deleted_at is null)
    and (
      ${activeMatchBetween(viewerId, ownerId)}
      or exists (select 1 from match_suggestions vs where vs.target_id = ${viewerId}
        and vs.status = 'pending' and vs.candidate_id = ${ownerId})
      or exists (select 1 from profile_unlocks vu where vu.viewer_id = ${viewerId}
        and vu.unlocked_id = ${ownerId})
      or exists (select 1 from friend_entries vf where vf.owner_id = ${viewerId}
        and vf.linked_profile_id = ${ownerId})
      or exists (select 1 from friend_entries cf where cf.owner_id = ${ownerId}
        and ${viewerId} in (cf.linked_profile_id, cf.invited_profile_id)))))`;
}
