import { sql } from "drizzle-orm";
import { HIDDEN_AFTER_DAYS, TURN_REMINDER_HOURS } from "#shared/constants";
import type { Db } from "../../db/client";
import { notBlocked } from "../relations";
import { notifyEach } from "../notifications";

const HOUR_MS = 3_600_000;

/**
 * "Your turn" reminders: in an active conversation the member hasn't muted, once
 * the partner's last message has waited TURN_REMINDER_HOURS for an answer, one reminder for that
 * turn. A reminder newer than the last message is that turn's, so a run again (or two at once)
 * tells no one twice; a conversation gone quiet long enough to be hidden is left alone.
 * Returns whom it reminded. A scheduled job (jobs/jobs.ts) runs it.
 */
export async function remindTurns(db: Db, now: Date): Promise<string[]> {
  const waitedSince = new Date(now.getTime() - TURN_REMINDER_HOURS * HOUR_MS).toISOString();
  const hiddenSince = new Date(now.getTime() - HIDDEN_AFTER_DAYS * 24 * HOUR_MS).toISOString();
  return db.transaction((tx) =>
    notifyEach(
      tx,
      "yourTurn",
      sql`select side.member, m.id::text, side.partner
            from matches m
           cross join lateral (values (m.user_a_id, m.user_b_id), (m.user_b_id, m.user_a_id))
                 as side(member, partner)
           where m.status = 'active'
             and m.last_message_sender_id = side.partner
             and m.last_message_at <= ${waitedSince}::timestamptz
             and m.last_message_at > ${hiddenSince}::timestamptz
             and not exists (select 1 from mutes u where u.profile_id = side.member and u.match_id = m.id)
             and ${notBlocked(sql`side.member`, sql`side.partner`)}
             and not exists (select 1 from notifications n
                              where n.member_id = side.member and n.kind = 'yourTurn'
                                and n.object_id = m.id::text and n.created_at >= m.last_message_at)`,
      now,
    ),
  );
}
