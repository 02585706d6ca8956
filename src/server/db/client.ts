import { createHash } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { copyDataDir } from "./backup";
import { makePrivate } from "../process/private-files";
import { preparedQueries, preparingClient } from "./pglite-prepared";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
const dialect = new PgDialect();

/**
 * A drizzle `sql` query run through `database.query`: a statement prepared once per process (per
 * connection on PostgreSQL), so a screen read is not planned anew on every request. For reads
 * whose SQL text is fixed (only their parameters vary); rows come back as the driver types them.
 */
export async function preparedRows<T>(database: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return database.query<T>(text, params);
}

/**
 * A fragment as SQL text, for a statement written as a string (the prepared hot paths) that
 * composes a feature's rule: give it its parameters as `sql.raw("$1")`, as it binds nothing.
 */
export function sqlText(fragment: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error("sqlText: the fragment binds values; pass them as $n");
  return text;
}

/** Raw SQL rows, the same on PGlite and node-postgres. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type NotifyHandler = (payload: string) => void;
export type QueryObserver = (text: string, params: unknown[]) => void;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * A parameterised query straight to the driver, for the few hot paths run on every request:
   * drizzle's per-query driver setup costs about as much as the query itself on PGlite.
   */
  query<T>(text: string, params: unknown[]): Promise<T[]>;
  /**
   * Subscribe to a NOTIFY channel. `onReset` fires with "lost" when the listening connection is
   * lost and with "listening" once it listens anew: notifications in between are gone, so state
   * built from them must be rebuilt (a cache at once, what clients show once news flows again).
   */
  listen(
    channel: string,
    handler: NotifyHandler,
    onReset?: (state: "lost" | "listening") => void,
  ): Promise<() => Promise<void>>;
  /** Calls `observer` with every statement sent through `db` or `query`, until unsubscribed. */
  observeQueries(observer: QueryObserver): () => void;
  /**
   * SQL from a library that writes its own (the job queue): one parameterised statement, or,
   * without parameters, a script of several. Not observed, not prepared.
   */
  runSql(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other process runs work under the same `lock`: a session advisory lock
   * held on a connection of its own on PostgreSQL (the work's own statements begin after it is
   * granted, so they see what the process before committed); PGlite has a single process.
   */
  alone<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** PGlite on a data directory: a consistent copy of it at `target` (src/server/db/backup.ts). */
  backup?(target: string): Promise<void>;
  close(): Promise<void>;
}

/** The observers of one database, and a drizzle logger that tells them. */
function queryObservers() {
  const observers = new Set<QueryObserver>();
  return {
    logger: {
      logQuery: (text: string, params: unknown[]) =>
        observers.forEach((observe) => observe(text, params)),
    },
    observe(observer: QueryObserver) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    wrap<Q extends (text: string, params: unknown[]) => Promise<unknown[]>>(query: Q): Q {
      return ((text: string, params: unknown[]) => {
        observers.forEach((observe) => observe(text, params));
        return query(text, params);
      }) as Q;
    },
  };
}

/**
 * Per-operation memory sized for one small server (docs/decisions/0017-pglite-memory.md).
 * Shared and WAL buffers stay at PGlite's defaults: smaller ones saved ~100 MB but made chat
 * under a burst two to three times slower on the bench.
 */
export const PGLITE_SETTINGS = ["work_mem=2MB", "maintenance_work_mem=16MB", "temp_buffers=2MB"];

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  const client = options.dataDir
    ? new PGlite({ dataDir: options.dataDir, postgresqlconf: PGLITE_SETTINGS })
    : new PGlite({ loadDataDir: options.loadDataDir, postgresqlconf: PGLITE_SETTINGS });
  await client.waitReady;
  // PGlite sets its own modes whatever the umask: a new database's files 0666, and the relation
  // cache files it writes at each start 0644.
  if (options.dataDir) makePrivate(options.dataDir);
  const observers = queryObservers();
  const prepared = preparedQueries(client);
  const db = drizzlePglite(preparingClient(client, prepared.query), {
    schema,
    logger: observers.logger,
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    query: observers.wrap(prepared.rows),
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return unsubscribe;
    },
    observeQueries: observers.observe,
    async runSql(text, params) {
      if (params?.length) return client.query(text, params);
      // PGlite's `query` takes one statement; `exec` runs a script and answers each statement.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    alone: (_lock, work) => work(),
    ...(options.dataDir && {
      async backup(target: string) {
        await client.query("CHECKPOINT");
        copyDataDir(options.dataDir!, target);
      },
    }),
    async close() {
      await client.close();
    },
  };
}

const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `vouch_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const observers = queryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    // Named, so each pooled connection parses and plans a hot statement once.
    query: observers.wrap(async <T>(text: string, params: unknown[]) => {
      return (await pool.query({ name: statementName(text), text, values: params })).rows as T[];
    }),
    observeQueries: observers.observe,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async runSql(text, params) {
      const result = (await pool.query(text, params)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    async alone(lock, work) {
      // Not one of the pool's: the work's own statements need those, however small the pool.
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      try {
        // Ending the session (below) releases the lock.
        await client.query("select pg_advisory_lock($1)", [lock]);
        return await work();
      } finally {
        await client.end().catch(() => {});
      }
    },
    async listen(channel, handler, onReset) {
      let client: pg.Client | undefined;
      let stopped = false;
      let attempt = 0;
      let timer: NodeJS.Timeout | undefined;
      const connect = async (): Promise<void> => {
        timer = undefined;
        if (stopped) return;
        const next = new pg.Client({ connectionString: url });
        next.on("notification", (msg) => {
          if (msg.channel === channel) handler(msg.payload ?? "");
        });
        // A connection can end with an error (a killed backend) or without one (closed by the
        // server or a proxy): either way nothing arrives on it any more.
        const lost = () => {
          void next.end().catch(() => {});
          if (client === next) reconnect();
        };
        next.on("error", lost);
        next.on("end", lost);
        try {
          await next.connect();
          await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
          if (stopped) {
            await next.end().catch(() => {});
            return;
          }
          client = next;
          if (attempt > 0) onReset?.("listening");
          attempt = 0;
        } catch {
          void next.end().catch(() => {});
          reconnect();
        }
      };
      const reconnect = () => {
        if (stopped || timer) return;
        client = undefined;
        onReset?.("lost");
        const delay = Math.min(200 * 2 ** attempt++, 5000);
        timer = setTimeout(() => void connect(), delay);
        timer.unref();
      };
      await connect();
      const stop = async () => {
        stopped = true;
        clearTimeout(timer);
        listeners.delete(stop);
        const current = client;
        client = undefined;
        await current?.end().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
