import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { partnerOf } from "./pairs";

/**
 * Everyone whose screens show something of a member: their matches, both sides of their pairings
 * and suggestions, the circles that list them (and, with `blockers`, members who blocked them:
 * their block list names them). Told when the member leaves or is suspended, so what showed them
 * is fetched again. Never the member themself.
 */
export async function membersShownTo(
  tx: Db,
  memberId: string,
  { blockers = false }: { blockers?: boolean } = {},
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`
    select ${partnerOf("matches", memberId)} as id
      from matches where ${memberId} in (user_a_id, user_b_id)
    union select case when suggester_id = ${memberId} then target_id else suggester_id end
      from pairing_suggestions where ${memberId} in (suggester_id, target_id)
    union select target_id from match_suggestions where ${memberId} in (candidate_id, suggester_id)
    union select candidate_id from match_suggestions where target_id = ${memberId}
    union select owner_id from friend_entries where ${memberId} in (linked_profile_id, invited_profile_id)
    ${blockers ? sql`union select blocker_id from blocks where blocked_id = ${memberId}` : sql``}`,
  );
  return rows.map((r) => r.id).filter((id) => id !== memberId);
}
