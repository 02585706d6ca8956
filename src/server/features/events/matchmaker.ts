import { sql } from "drizzle-orm";
import type { MatchmakerRecord } from "../../../shared/schemas/events";
import type { ServiceContext } from "../../context";
import { queryRows } from "../../db/client";

/**
 * A member's record as a matchmaker: the pairs of members their suggestions introduced, how
 * many of those matched, and how many met in person at an event. A friend pairing counts for
 * the member who made it.
 */
export async function matchmakerRecord({ db, userId }: ServiceContext): Promise<MatchmakerRecord> {
  const [row] = await queryRows<MatchmakerRecord>(
    db,
    sql`with introduced as (
          select distinct least(ms.target_id, ms.candidate_id) as a,
                          greatest(ms.target_id, ms.candidate_id) as b
            from match_suggestions ms
            left join pairing_suggestions ps on ps.id = ms.pairing_suggestion_id
           where coalesce(ps.suggester_id, ms.suggester_id) = ${userId}
             and ${userId} not in (ms.target_id, ms.candidate_id))
        select count(*)::int as introductions,
               (count(*) filter (where exists (select 1 from matches x
                  where x.user_a_id = i.a and x.user_b_id = i.b)))::int as matches,
               (count(*) filter (where exists (select 1 from pair_meetings m
                  where m.user_a_id = i.a and m.user_b_id = i.b)))::int as "metInPerson"
          from introduced i`,
  );
  return row ?? { introductions: 0, matches: 0, metInPerson: 0 };
}
