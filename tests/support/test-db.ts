import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, queryRows, type Database } from "../../src/server/db/client";
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

/** Empties every table of ours, between tests. */
export async function truncateAll(database: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename}"`).join(", ");
  await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
