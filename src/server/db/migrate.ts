import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any fixed number: several processes starting at once on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 724_311;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder });
  });
}

let latestMigration: number | undefined;

/** When the newest migration this code carries was written (its journal's `when`). */
function newestMigrationAt(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
      entries: { when: number }[];
    };
    latestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

/**
 * Whether every migration this code carries is applied to the database (a newer one, from a
 * newer release, may be too). Asks the database, so it also fails when the database doesn't answer.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const rows = await database.query<{ newest: string | null }>(
    "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    [],
  );
  return Number(rows[0]?.newest ?? 0) >= newestMigrationAt();
}
