import { sql, type SQL } from "drizzle-orm";
import type { MatchmakerRecord } from "#shared/schemas/events";
import type { ServiceContext } from "../../http/context";
import { preparedRows, type Db } from "../../db/client";
import { pairMeetings } from "../../db/schema";

/**
 * A member's record as a matchmaker: the pairs of members their suggestions introduced, how
 * many of those matched, and how many met in person at an event. A friend pairing counts for
 * the member who made it.
 */
export async function matchmakerRecord({
  database,
  userId,
}: ServiceContext): Promise<MatchmakerRecord> {
  const [row] = await preparedRows<MatchmakerRecord>(
    database,
    // Two indexed halves rather than one coalesce(ps.suggester_id, ms.suggester_id) = member,
    // which no index can serve: suggestions made through a pairing count for its suggester,
    // the others for their own.
    sql`with introduced as (
          select least(ms.target_id, ms.candidate_id) as a, greatest(ms.target_id, ms.candidate_id) as b
            from pairing_suggestions ps
            join match_suggestions ms on ms.pairing_suggestion_id = ps.id
           where ps.suggester_id = ${userId} and ${userId} not in (ms.target_id, ms.candidate_id)
          union
          select least(ms.target_id, ms.candidate_id), greatest(ms.target_id, ms.candidate_id)
            from match_suggestions ms
           where ms.suggester_id = ${userId} and ${userId} not in (ms.target_id, ms.candidate_id)
             and not exists (select 1 from pairing_suggestions ps where ps.id = ms.pairing_suggestion_id))
        select count(*)::int as introductions,
               (count(*) filter (where exists (select 1 from matches x
                  where x.user_a_id = i.a and x.user_b_id = i.b)))::int as matches,
               (count(*) filter (where exists (select 1 from pair_meetings m
                  where m.user_a_id = i.a and m.user_b_id = i.b)))::int as "metInPerson",
               (count(*) filter (where exists (select 1 from couples k
                  where k.user_a_id = i.a and k.user_b_id = i.b)))::int as couples
          from introduced i`,
  );
  return row ?? { introductions: 0, matches: 0, metInPerson: 0, couples: 0 };
}

/**
 * The members who introduced the pair `a` < `b` (a select of `id`): the suggesters of the
 * accepted suggestions between them, a pairing's counting for whoever made it. Suggesting
 * yourself is no introduction, so a match made that way has none.
 */
export function introducersOf(a: SQL | string, b: SQL | string): SQL {
  return sql`select distinct coalesce(ps.suggester_id, ms.suggester_id) as id
            from match_suggestions ms
            left join pairing_suggestions ps on ps.id = ms.pairing_suggestion_id
           where ms.status = 'accepted'
             and least(ms.target_id, ms.candidate_id) = ${a}
             and greatest(ms.target_id, ms.candidate_id) = ${b}
             and coalesce(ps.suggester_id, ms.suggester_id) is not null
             and coalesce(ps.suggester_id, ms.suggester_id) not in (${a}, ${b})`;
}

/**
 * Records that the pair `a` < `b` met (the demo world's meetings, which had no check-in to make
 * them): once per pair, as a check-in records it.
 */
export async function recordMeeting(
  tx: Db,
  { a, b, metAt }: { a: string; b: string; metAt: Date },
): Promise<void> {
  await tx.insert(pairMeetings).values({ userAId: a, userBId: b, metAt }).onConflictDoNothing();
}

/**
 * The pairs (a < b) `member` introduced, as `introducersOf` counts them (a select of `a`, `b`),
 * from the member's own suggestions by index rather than from every pair's.
 */
export function pairsIntroducedBy(member: string): SQL {
  return sql`select least(ms.target_id, ms.candidate_id) as a, greatest(ms.target_id, ms.candidate_id) as b
      from pairing_suggestions ps
      join match_suggestions ms on ms.pairing_suggestion_id = ps.id
     where ps.suggester_id = ${member} and ms.status = 'accepted'
       and ${member} not in (ms.target_id, ms.candidate_id)
    union
    select least(ms.target_id, ms.candidate_id), greatest(ms.target_id, ms.candidate_id)
      from match_suggestions ms
     where ms.suggester_id = ${member} and ms.status = 'accepted'
       and ${member} not in (ms.target_id, ms.candidate_id)
       and not exists (select 1 from pairing_suggestions ps where ps.id = ms.pairing_suggestion_id)`;
}
