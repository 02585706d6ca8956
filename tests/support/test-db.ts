import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../../src/server/db/client";
import { sql } from "drizzle-orm";

export const isPostgres = process.env.TEST_DB === "postgres";

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject("postgresTemplate");
  if (!template) {
    const tar = readFileSync(inject("pgliteTemplatePath"));
    return openPglite({ loadDataDir: new Blob([tar]) });
  }
  const name = `${template.prefix}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  await admin.end();
  const url = withDatabase(template.url, name);
  const database: Database & { url?: string } = openPostgres(url, { max: 20 });
  database.url = url;
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: template.url });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await dropper.end();
  };
  return database;
}

/**
 * Empties every table of ours but the kept auth secret and restarts their sequences, between tests, in one statement.
 * Rows are deleted with foreign keys unchecked rather than truncated: on PostgreSQL a TRUNCATE
 * gives every table new files, ~430 ms a test for our ~50 tables, against a few ms to delete the
 * handful of rows a test wrote.
 */
export async function truncateAll(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw(`do $$
      declare
        name text;
      begin
        set local session_replication_role = replica;
        -- The kept auth secret is the database's, as a server's restart keeps it.
        for name in select quote_ident(tablename) from pg_tables
            where schemaname = 'public' and tablename <> 'auth_secret' loop
          execute 'delete from ' || name;
        end loop;
        for name in select quote_ident(sequencename) from pg_sequences where schemaname = 'public' loop
          perform setval(name, 1, false);
        end loop;
      end $$`),
  );
}
