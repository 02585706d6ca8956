import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this its tables are
 * planned as if they were tiny forever, and a 10,000-member world gets hash joins over whole
 * tables where an index lookup would do (docs/decisions/0008-perf-server-scale.md). Run after a
 * bulk load and at start; it reads a sample of each table, well under a second at 10,000 members.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
