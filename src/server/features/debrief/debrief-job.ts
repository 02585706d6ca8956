import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newYorkDay } from "../../process/new-york-day";
import { notifyEach } from "../notifications";
import { debriefDue, latestMatchOf } from "./rules";

/** The New York hour from which the day after's questions are asked. */
const DEBRIEF_FROM_HOUR = 10;

/**
 * The matchmaker's debrief: from mid-morning of the New York day after two members met through a
 * friend, each is asked once (a notification about their match, from the partner). A scheduled
 * job runs it every hour: a run again asks no one twice. Returns whom it asked.
 */
export async function askDebriefs(db: Db, now: Date): Promise<string[]> {
  const today = newYorkDay(now);
  if (now.getTime() < today.start.getTime() + DEBRIEF_FROM_HOUR * 3_600_000) return [];
  return db.transaction((tx) =>
    notifyEach(
      tx,
      "debriefAsked",
      sql`select m.member_id, m.match_id::text, m.partner_id
            from pair_meetings pm
           cross join lateral (values (pm.user_a_id, pm.user_b_id), (pm.user_b_id, pm.user_a_id))
                 as side(member_id, partner_id)
           cross join lateral (select side.member_id, side.partner_id, ${latestMatchOf("pm")} as match_id) m
           where ${debriefDue(sql`side.member_id`, today.start)}
             and not exists (select 1 from notifications n
                              where n.member_id = side.member_id and n.kind = 'debriefAsked'
                                and n.object_id = m.match_id::text)`,
      now,
    ),
  );
}
