import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./db/client";
import { RateLimitError } from "./errors";

interface Window {
  limit: number;
  windowSeconds: number;
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
  const [row] = await queryRows<{ count: number; window_started_at: string | Date }>(
    db,
    sql`
    insert into rate_limit (key, count, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limit.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limit.count + 1 end,
      window_started_at = case when rate_limit.window_started_at < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limit.window_started_at end
    returning count, window_started_at`,
  );
  const started = new Date(row!.window_started_at).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000),
  );
  return { count: Number(row!.count), retryAfterSeconds };
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
