import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** A pairing that still stands between its two members: waiting for the target, or approved. */
export const OPEN_PAIRING_STATUSES = ["approved", "pending"] as const;

/**
 * The two members of every open pairing (a friend's introduction, pending or approved) whose
 * linked friends are both among `members` (a query of member ids), each two once.
 */
export async function openIntroductionsAmong(
  db: Db,
  members: SQL,
): Promise<{ a: string; b: string }[]> {
  return queryRows<{ a: string; b: string }>(
    db,
    sql`select distinct least(fs.linked_profile_id, ft.linked_profile_id) as a,
                        greatest(fs.linked_profile_id, ft.linked_profile_id) as b
          from pairing_suggestions ps
          join friend_entries fs on fs.id = ps.suggester_friend_id
          join friend_entries ft on ft.id = ps.target_friend_id
         where ps.status in (${sql.join(
           OPEN_PAIRING_STATUSES.map((s) => sql`${s}`),
           sql`, `,
         )})
           and fs.linked_profile_id in (${members})
           and ft.linked_profile_id in (${members})
           and fs.linked_profile_id <> ft.linked_profile_id`,
  );
}
