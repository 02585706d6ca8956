import { sql, type SQL } from "drizzle-orm";
import { introducersOf } from "../events";
import { notBlocked } from "../relations";

/** The other member of the pair row `row` (user_a_id, user_b_id), as `member` sees it. */
export function otherOf(row: string, member: string | SQL): SQL {
  const r = sql.raw(row);
  return sql`case when ${r}.user_a_id = ${member} then ${r}.user_b_id else ${r}.user_a_id end`;
}

/** The pair row `row` was introduced by a friend: someone other than the two suggested it. */
export function friendMade(row: string): SQL {
  const r = sql.raw(row);
  return sql`exists (${introducersOf(sql`${r}.user_a_id`, sql`${r}.user_b_id`)})`;
}

/** The latest match of the pair row `row`: what the member's screens name the pair by. */
export function latestMatchOf(row: string): SQL {
  const r = sql.raw(row);
  return sql`(select x.id from matches x where x.user_a_id = ${r}.user_a_id
                and x.user_b_id = ${r}.user_b_id order by x.created_at desc limit 1)`;
}

/**
 * The meetings (pair_meetings `pm`) whose debrief `member` may answer from `todayStart` (the
 * start of today in New York): met through a friend before today, not answered yet, with a
 * partner still here and no block between them. The one rule for the notification, the
 * pending list and the answer.
 */
export function debriefDue(member: string | SQL, todayStart: Date): SQL {
  const partner = otherOf("pm", member);
  return sql`${member} in (pm.user_a_id, pm.user_b_id)
    and pm.met_at < ${todayStart.toISOString()}::timestamptz
    and ${friendMade("pm")}
    and not exists (select 1 from debrief_answers d where d.member_id = ${member} and d.partner_id = ${partner})
    and exists (select 1 from profiles o where o.id = ${partner} and o.deleted_at is null)
    and ${notBlocked(member, partner)}`;
}
