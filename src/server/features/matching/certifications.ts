import { sql } from "drizzle-orm";
import { preparedRows, type Database } from "../../db/client";
import { certifiedClubNames } from "../clubs";

/** The first `limit` club names each member is certified in, as every screen lists them, in one query. */
export async function clubNamesOf(
  database: Database,
  memberIds: string[],
  limit: number,
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (memberIds.length === 0) return names;
  const rows = await preparedRows<{ profileId: string; names: string[] }>(
    database,
    sql`select m.id as "profileId", ${certifiedClubNames(sql.raw("m.id"), limit)} as names
          from unnest(${sql.param(memberIds)}::text[]) as m(id)`,
  );
  for (const row of rows) if (row.names.length > 0) names.set(row.profileId, row.names);
  return names;
}
