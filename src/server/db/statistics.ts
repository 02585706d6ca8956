import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./client";

/**
 * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this its tables are
 * planned as if they were tiny forever, and a 10,000-member world gets hash joins over whole
 * tables where an index lookup would do (docs/decisions/0018-screen-reads-at-scale.md).
 * `all` after a bulk load; otherwise (at start) only the tables never analysed, since analysing a
 * 10,000-member world takes seconds and PGlite answers nothing meanwhile.
 */
export async function refreshStatistics(db: Db, { all }: { all: boolean }): Promise<void> {
  if (all) {
    await db.execute(sql`analyze`);
    return;
  }
  const never = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relkind = 'r' and c.reltuples < 0`,
  );
  if (never.length === 0) return;
  await db.execute(sql.raw(`analyze ${never.map(({ name }) => `"${name}"`).join(", ")}`));
}
