import { sql } from "drizzle-orm";
import { queryRows, type Db } from "./db/client";
import { RateLimitError } from "./errors";

/**
 * Fixed-window counter kept in the database, so every server process shares it.
 * One statement: the upsert either starts a new window or counts into the current one.
 */
export async function checkRateLimit(
  db: Db,
  key: string,
  { limit, windowSeconds }: { limit: number; windowSeconds: number },
): Promise<void> {
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
  if (row && row.count > limit) {
    const started = new Date(row.window_started_at).getTime();
    const retryAfter = Math.max(1, Math.ceil((started + windowSeconds * 1000 - Date.now()) / 1000));
    throw new RateLimitError(retryAfter);
  }
}
