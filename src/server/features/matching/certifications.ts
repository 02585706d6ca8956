import { sql } from "drizzle-orm";
import { preparedRows, type Database } from "../../db/client";

/** The first `limit` club names each member is certified in, oldest certification first, in one query. */
export async function clubNamesOf(
  database: Database,
  memberIds: string[],
  limit: number,
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (memberIds.length === 0) return names;
  const rows = await preparedRows<{ profileId: string; name: string }>(
    database,
    sql`select ranked.profile_id as "profileId", ranked.name from (
          select c.profile_id, k.name,
                 row_number() over (partition by c.profile_id order by c.certified_at, k.position) as n
            from certifications c join clubs k on k.id = c.club_id
           where c.passed and c.profile_id = any(${sql.param(memberIds)}::text[])
        ) ranked
       where ranked.n <= ${limit}
       order by ranked.profile_id, ranked.n`,
  );
  for (const row of rows) {
    const list = names.get(row.profileId) ?? [];
    list.push(row.name);
    names.set(row.profileId, list);
  }
  return names;
}
