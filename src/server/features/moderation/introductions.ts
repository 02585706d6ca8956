import { sql } from "drizzle-orm";
import type { CaseDetail } from "#shared/schemas/moderation";
import { queryRows, type Db } from "../../db/client";
import { caseUpheld } from "./upheld";

/**
 * Who introduced the member to others (a pairing, a Direct Match, a self-suggest vouched by a
 * friend), and for each introducer how many members they introduced and how many of those had a
 * case upheld: an introducer whose introductions keep leading to action is worth a look.
 */
export async function introductionsOf(
  db: Db,
  memberId: string,
): Promise<CaseDetail["introductions"]> {
  const rows = await queryRows<{
    how: "pairing" | "direct" | "self";
    introducerId: string | null;
    name: string;
    introductions: number;
    upheld: number;
  }>(
    db,
    sql`select i.how, i."introducerId", i.name,
               coalesce(s.introductions, 0)::int as introductions, coalesce(s.upheld, 0)::int as upheld
          from (select distinct ms.source::text as how, ms.suggester_id as "introducerId",
                       -- A self-suggest is vouched for by a friend: theirs is the name it showed.
                       case when ms.source = 'self' then ms.suggested_by_name
                            else coalesce(sp.name, ms.suggested_by_name) end as name
                  from match_suggestions ms left join profiles sp on sp.id = ms.suggester_id
                 where ms.candidate_id = ${memberId}) i
          left join lateral (
                select count(distinct x.candidate_id) as introductions,
                       count(distinct x.candidate_id) filter (where exists (
                         select 1 from moderation_cases uc
                          where uc.member_id = x.candidate_id and ${caseUpheld("uc")})) as upheld
                  from match_suggestions x where x.suggester_id = i."introducerId") s on true
         order by i.how, i.name`,
  );
  return rows.map((row) => ({
    how: row.how,
    introducer: { id: row.introducerId, name: row.name },
    introductions: row.introductions,
    upheld: row.upheld,
  }));
}
