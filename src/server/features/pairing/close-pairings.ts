import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * What leaving Vouch does to the member's pairings, inside the deletion's transaction: they are
 * the other member's record too, so they keep the member's friends' names, and one still waiting
 * for an answer is declined, as when a friend leaves a circle.
 */
export async function closePairingsOf(tx: Db, me: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update pairing_suggestions ps set
      suggester_friend_name = case when ps.suggester_id = ${me}
        then coalesce((select f.name from friend_entries f where f.id = ps.suggester_friend_id), ps.suggester_friend_name)
        else ps.suggester_friend_name end,
      target_friend_name = case when ps.target_id = ${me}
        then coalesce((select f.name from friend_entries f where f.id = ps.target_friend_id), ps.target_friend_name)
        else ps.target_friend_name end,
      status = case when ps.status = 'pending' then 'declined' else ps.status end,
      decided_at = case when ps.status = 'pending' then ${now.toISOString()}::timestamptz else ps.decided_at end
     where ${me} in (ps.suggester_id, ps.target_id)`);
}
