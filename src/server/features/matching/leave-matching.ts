import { sql } from "drizzle-orm";
import { FORMER_MEMBER_NAME } from "#shared/texts";
import type { Db } from "../../db/client";

/** What leaving Vouch does to the member's matches and suggestions, inside the deletion's transaction. */
export async function leaveMatching(tx: Db, me: string, now: Date): Promise<void> {
  // Nobody can answer a suggestion of or to someone who left; decided ones stay as the
  // suggester's record of introductions, and "suggested by" no longer names the member.
  await tx.execute(sql`
    delete from match_suggestions
     where status = 'pending' and ${me} in (target_id, candidate_id)`);
  await tx.execute(sql`
    update match_suggestions set suggested_by_name = ${FORMER_MEMBER_NAME}
     where suggester_id = ${me}`);

  // The partner keeps the conversation, read-only; the member's messages go later (chat's purge).
  await tx.execute(sql`
    update matches set status = 'left', ended_at = ${now.toISOString()}::timestamptz
     where status = 'active' and ${me} in (user_a_id, user_b_id)`);
}
