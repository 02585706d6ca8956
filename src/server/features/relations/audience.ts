import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/**
 * Everyone whose screens show something of a member, for a live event about them: their
 * matches' partners (whatever the match's state), both sides of their pairings and suggestions,
 * the circles that list them, the members their own circle lists (and, with `blockers`, members
 * who blocked them: their block list names them), and, with `self`, the member's own other tabs.
 * The one audience query: a change to the member (photos, a moderator's removal, leaving, a
 * suspension) goes to all of them; one shown nothing new just fetches again.
 */
export async function audienceOf(
  tx: Db,
  memberId: string,
  { blockers = false, self = false }: { blockers?: boolean; self?: boolean } = {},
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    select case when user_a_id = ${memberId} then user_b_id else user_a_id end as id
      from matches where ${memberId} in (user_a_id, user_b_id)
    union select case when suggester_id = ${memberId} then target_id else suggester_id end
      from pairing_suggestions where ${memberId} in (suggester_id, target_id)
    union select target_id from match_suggestions where ${memberId} in (candidate_id, suggester_id)
    union select candidate_id from match_suggestions where target_id = ${memberId}
    union select owner_id from friend_entries where ${memberId} in (linked_profile_id, invited_profile_id)
    union select coalesce(linked_profile_id, invited_profile_id) from friend_entries
      where owner_id = ${memberId} and coalesce(linked_profile_id, invited_profile_id) is not null
    ${blockers ? sql`union select blocker_id from blocks where blocked_id = ${memberId}` : sql``}`,
  );
  const others = rows.map((r) => r.id).filter((id) => id !== memberId);
  return self ? [memberId, ...others] : others;
}
