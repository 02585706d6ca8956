import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { RateLimitError } from "./errors";

interface Window {
  limit: number;
  windowSeconds: number;
}

/** A counter whose window ended this long ago only takes room: nothing reads it again. */
const STALE_AFTER_SECONDS = 24 * 60 * 60;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let nextSweepAt = 0;

/**
 * Forgets the counters whose window ended long ago. Each address and each (email, address)
 * tried leaves a row, so without this the table grows with every visitor for ever.
 */
export async function sweepStaleAttempts(db: Db, windowSeconds: number): Promise<void> {
  const olderThan = Math.max(STALE_AFTER_SECONDS, windowSeconds);
  await db.execute(
    sql`delete from rate_limit where window_started_at < now() - make_interval(secs => ${olderThan})`,
  );
}

/**
 * The counting statement: an upsert that either starts a new window under `key` or counts into
 * the current one, returning `count` and `window_started_at`. Also for a statement that counts as
 * part of its own work (chat/send-message.ts gives SQL placeholders as `key` and `windowSeconds`).
 */
export function countAttemptStatement(key: SQL | string, windowSeconds: SQL | number): SQL {
  return sql`
    insert into rate_limit (key, count, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limit.count + 1 end,
      window_started_at = case when rate_limit.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limit.window_started_at end
    returning count, window_started_at`;
}

type WindowRow = { count: number; window_started_at: string | Date };

/** A window's row as its attempts so far and the seconds until it ends (at least 1). */
function attemptsIn(row: WindowRow, windowSeconds: number) {
  const started = new Date(row.window_started_at).getTime();
  return {
    count: Number(row.count),
    retryAfterSeconds: Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000)),
  };
}

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every server process
 * shares it. One statement: the upsert either starts a new window or counts into the current one.
 * Returns the attempts in the window, this one included, and the seconds until it ends.
 */
export async function countAttempt(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<WindowRow>(db, countAttemptStatement(key, windowSeconds));
  // Every few minutes per process, an attempt also sweeps: no job to schedule, and a process
  // that counts nothing has nothing to sweep.
  if (Date.now() >= nextSweepAt) {
    nextSweepAt = Date.now() + SWEEP_EVERY_MS;
    await sweepStaleAttempts(db, windowSeconds);
  }
  return attemptsIn(row!, windowSeconds);
}

/** The attempts counted under `key` in its current window (0 when it has none), counting none. */
export async function attemptsSoFar(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await queryRows<WindowRow>(
    db,
    sql`select count, window_started_at from rate_limit
         where key = ${key}
           and window_started_at >= now() - make_interval(secs => ${windowSeconds})`,
  );
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  return attemptsIn(row, windowSeconds);
}

/**
 * Counts the window under `key` as full: the attempts it has left are spent. Returns the seconds
 * until it ends (the whole window when there is none yet to fill).
 */
export async function spendAttempts(
  db: Db,
  key: string,
  { limit, windowSeconds }: Window,
): Promise<number> {
  const [row] = await queryRows<{ retryAfterSeconds: number }>(
    db,
    sql`update rate_limit set count = greatest(count, ${limit})
         where key = ${key}
     returning greatest(1, ceil(extract(epoch from window_started_at
                 + make_interval(secs => ${windowSeconds}) - now())))::int as "retryAfterSeconds"`,
  );
  return row?.retryAfterSeconds ?? windowSeconds;
}

/** Counts one attempt and refuses it (429) past the window's limit. */
export async function checkRateLimit(db: Db, key: string, { limit, windowSeconds }: Window) {
  const { count, retryAfterSeconds } = await countAttempt(db, key, windowSeconds);
  if (count > limit) throw new RateLimitError(retryAfterSeconds);
  return count;
}

/** Forgets the attempts under `key`: a correct password ends its run of failures. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit where key = ${key}`);
}
