import { sql } from "drizzle-orm";
import { queryRows } from "../../src/server/db/client";
import { afterAll, beforeAll } from "vitest";
import { ORIGIN, TestApp } from "./test-app";

export interface DemoUser {
  id: string;
  name: string;
  username: string;
  email: string;
}

/** The demo world of `POST /api/seed`: 30 members and everything around them. */
export async function seedWorld(app: TestApp): Promise<DemoUser[]> {
  const res = await app.request("/api/seed", { json: {}, headers: { origin: ORIGIN } });
  if (res.status !== 200) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { users: DemoUser[] }).users;
}

/** Tables that name a member yet hold rows anyone may name, each with why. */
const SHARED: Record<string, string> = {
  events: "An event names its host, yet every member may open a published one.",
};

/** `"friend_entries"` → the column names that point at a member (profiles or user). */
export async function memberColumns(app: TestApp): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ table: string; column: string }>(
    app.db,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        join pg_attribute idcol on idcol.attrelid = c.conrelid and idcol.attname = 'id'
        where c.contype = 'f'
          and c.confrelid in ('public.profiles'::regclass, 'public."user"'::regclass)
          and c.conrelid not in ('public.profiles'::regclass, 'public."user"'::regclass)`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) {
    if (SHARED[table]) continue;
    tables.set(table, [...(tables.get(table) ?? []), column]);
  }
  return tables;
}

/**
 * The ids of every row that points at `memberId` (their circle, matches, attempts, RSVPs,
 * pairings, ledger rows, blocks and any table added later with a reference to a member), by
 * table, at most `perTable` of each. No list to keep up: the database's own foreign keys say it.
 */
export async function idsOf(
  app: TestApp,
  memberId: string,
  perTable = 3,
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const [table, columns] of await memberColumns(app)) {
    const where = columns.map((c) => `"${c}" = $1`).join(" or ");
    const rows = await app.database.query<{ id: unknown }>(
      `select id from ${table} where ${where} order by id limit ${perTable}`,
      [memberId],
    );
    if (rows.length)
      found.set(
        table,
        rows.map((r) => String(r.id)),
      );
  }
  return found;
}

/** Ids of the rows that belong to nobody in particular (events, clubs): anyone may name them. */
export async function sharedIds(app: TestApp, perTable = 3): Promise<string[]> {
  const owned = new Set((await memberColumns(app)).keys());
  const tables = await queryRows<{ table: string }>(
    app.db,
    sql`select c.oid::regclass::text as "table" from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'id'
        where n.nspname = 'public' and c.relkind = 'r'`,
  );
  const ids: string[] = [];
  for (const { table } of tables) {
    if (owned.has(table) || ["profiles", '"user"', "verification", "rate_limit"].includes(table))
      continue;
    const rows = await app.database.query<{ id: unknown }>(
      `select id from ${table} order by id limit ${perTable}`,
      [],
    );
    ids.push(...rows.map((r) => String(r.id)));
  }
  return ids;
}

/** One app for the whole file, seeded once and never emptied between tests. */
export function useSeededApp(): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await TestApp.create();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error("test app not ready");
    return app;
  };
}
