import { sql, type SQL } from "drizzle-orm";
import { DAY_MS, FORMER_MEMBER_MESSAGES_DAYS } from "#shared/constants";
import { queryRows, type Db } from "../../db/client";

/** When the messages of a member who left before it stop being shown (and may be purged). */
export const formerMessagesCutoff = (now: Date) =>
  new Date(now.getTime() - FORMER_MEMBER_MESSAGES_DAYS * DAY_MS);

/**
 * A condition on a message's sender column: the sender is still a member, or deleted their
 * account less than 30 days ago. Past that, their messages are no longer shown to the partner.
 */
export function stillShown(senderId: SQL, now: Date): SQL {
  return sql`not exists (select 1 from profiles gone
    where gone.id = ${senderId} and gone.deleted_at <= ${formerMessagesCutoff(now).toISOString()}::timestamptz)`;
}

/**
 * Deletes the messages of members who deleted their account 30 or more days ago. A message a
 * report points at stays, as the report's evidence, for moderation only (no partner sees it).
 * A scheduled job (jobs/jobs.ts) runs it; it deletes nothing twice, so running it again is harmless.
 */
export async function purgeDepartedMessages(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ purged: number }>(
    db,
    sql`with purged as (
          delete from messages m
           using profiles gone
          where gone.id = m.sender_id
            and gone.deleted_at <= ${formerMessagesCutoff(now).toISOString()}::timestamptz
            and not exists (select 1 from reports r where r.target_message_id = m.id)
          returning 1)
        select count(*)::int as purged from purged`,
  );
  return row?.purged ?? 0;
}
