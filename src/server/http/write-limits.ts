import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { WRITE_LIMITS, type WriteLimitName } from "#shared/constants";
import { errorResponseSchema } from "#shared/schemas/common";
import { tooManyWritesText } from "#shared/texts";
import type { AppEnv } from "./context";
import type { Db } from "../db/client";
import type { Env } from "../process/env";
import { RateLimitError } from "./errors";
import { countAttempt, spendAttempts } from "./rate-limit";

/** A write limit as this server applies it: the fact, times WRITE_LIMIT_FACTOR. */
export interface WriteLimit {
  name: WriteLimitName;
  limit: number;
  windowSeconds: number;
}

export function writeLimit(env: Pick<Env, "WRITE_LIMIT_FACTOR">, name: WriteLimitName): WriteLimit {
  const { limit, windowSeconds } = WRITE_LIMITS[name];
  return { name, limit: limit * env.WRITE_LIMIT_FACTOR, windowSeconds };
}

/** The counter of `limit` for whom (or what) it counts: a member, a member at an event, an event. */
export const writeLimitKey = (limit: WriteLimit, ...scope: string[]) =>
  ["write", limit.name, ...scope].join(":");

/** The 429 of `limit`, its message saying what was done and when to try again. */
export function tooManyWrites(limit: WriteLimit, retryAfterSeconds: number): RateLimitError {
  return new RateLimitError(
    retryAfterSeconds,
    tooManyWritesText(limit.name, limit, retryAfterSeconds),
  );
}

/** Counts one write under `limit` for `scope`, refusing it (429) past the limit. */
export async function countWrite(db: Db, limit: WriteLimit, ...scope: string[]): Promise<void> {
  const { count, retryAfterSeconds } = await countAttempt(
    db,
    writeLimitKey(limit, ...scope),
    limit.windowSeconds,
  );
  if (count > limit.limit) throw tooManyWrites(limit, retryAfterSeconds);
}

/**
 * Counts one failure under `limit` for `scope` without refusing it: whether the failures are now
 * past the limit. For a limit that makes what follows slower rather than refusing it.
 */
export async function countFailure(db: Db, limit: WriteLimit, ...scope: string[]) {
  const { count } = await countAttempt(db, writeLimitKey(limit, ...scope), limit.windowSeconds);
  return { pastLimit: count > limit.limit };
}

/**
 * Spends what is left of `limit` for `scope` in its current window, which `limitWrites` opened or
 * counted into earlier in the same request: the next write waits for the window to end. Returns
 * the seconds until it does.
 */
export async function spendWrites(db: Db, limit: WriteLimit, ...scope: string[]) {
  return spendAttempts(db, writeLimitKey(limit, ...scope), limit);
}

/** Counts the signed-in member's write under `name` (and `scope`), refusing it past the limit. */
export async function limitMemberWrite(
  c: Context<AppEnv>,
  name: WriteLimitName,
  ...scope: string[]
): Promise<void> {
  const { db, env } = c.var.deps;
  await countWrite(db, writeLimit(env, name), c.var.user.userId, ...scope);
}

/**
 * Route middleware (after `requireUser`): every request counts, before its body is read, so a
 * refused one writes nothing. `scope` narrows the counter, e.g. to the event in the path.
 */
export const limitWrites = (name: WriteLimitName, scope?: (c: Context<AppEnv>) => string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await limitMemberWrite(c, name, ...(scope ? [scope(c)] : []));
    await next();
  });

/**
 * The 429 answer of a limited route, for its OpenAPI document: the reliability suite reads it to
 * tell limited routes from the others (tests/reliability/write-limits.test.ts).
 */
export function tooManyWritesResponse(...names: WriteLimitName[]) {
  const limits = names
    .map(
      (name) => `${WRITE_LIMITS[name].limit} per ${WRITE_LIMITS[name].windowSeconds} s (${name})`,
    )
    .join(", ");
  return {
    429: {
      description: `Too many of these writes: at most ${limits}; Retry-After says when to try again`,
      headers: z.object({ "Retry-After": z.string() }),
      content: { "application/json": { schema: errorResponseSchema } },
    },
  };
}
