import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/**
 * Runs `load` on `table` with its plain indexes dropped, then builds them again, all inside the
 * caller's transaction. Building an index once over a loaded table is a sort; keeping it up to
 * date row by row is a random b-tree insert per row, which at 100,000 members no longer fits in
 * the embedded database's buffers. Indexes that back a constraint (keys, unique) stay.
 */
export async function withoutPlainIndexes(
  tx: Db,
  table: string,
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
         where i.schemaname = current_schema() and i.tablename = ${table}
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  await load();
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
}
