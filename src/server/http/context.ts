import type { OpenAPIHono } from "@hono/zod-openapi";
import { DAY_MS } from "#shared/constants";
import type { Context } from "hono";
import type { Language } from "#shared/i18n/languages";
import type { Auth } from "../sessions/auth";
import type { Database, Db } from "../db/client";
import type { Env } from "../process/env";
import type { Logger } from "../process/logger";
import type { Mailer } from "../delivery/mailer";
import type { JobQueue } from "../jobs/queue";
import type { VapidKeys } from "../delivery/push-keys";
import type { Drain } from "../process/drain";
import type { Metrics } from "../process/metrics";
import type { Hub } from "../realtime/hub";
import type { SessionStore, SessionUser } from "../sessions/session-store";

/** Everything a request handler may use, built once per process (or per test file). */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  sessions: SessionStore;
  hub: Hub;
  logger: Logger;
  mailer: Mailer;
  baseURL: string;
  allowedOrigins: string[];
  /** The clock; tests move it. */
  now: () => Date;
  /** The job queue kept in the database (jobs/queue.ts). */
  jobs: JobQueue;
  /** The keys web push signs with (VAPID_*, or kept in the database). */
  vapid: VapidKeys;
  /** Stopping: readiness fails, then live streams are ended (process/drain.ts). */
  drain: Drain;
  /** This process's Prometheus metrics (process/metrics.ts). */
  metrics: Metrics;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    user: SessionUser;
    /** The language the request is answered in (middleware/language.ts). */
    language: Language;
  };
};

export type AppRouter = OpenAPIHono<AppEnv>;

/**
 * What every service function receives first: `fn(context, input)`. It carries the drizzle handle,
 * the raw database for the prepared hot-path queries, the logger, the clock read once per request,
 * the mailer with the app's address for links, better-auth for the account's own calls, the
 * configuration, and the acting member.
 */
export interface ServiceContext {
  db: Db;
  database: Database;
  logger: Logger;
  now: Date;
  mailer: Mailer;
  baseURL: string;
  auth: Auth;
  env: Env;
  userId: string;
}

/** A visitor's context: no acting member. */
export type GuestContext = Omit<ServiceContext, "userId">;

/** How far ahead a request may move its clock under TEST_CLOCK. */
const TEST_DAYS_AHEAD_MAX = 30;

/**
 * The request's clock: the server's, or, on a server started with TEST_CLOCK (never in
 * production), as many days on as its X-Test-Days-Ahead header asks (decision 0069).
 */
function requestNow(c: Context<AppEnv>): Date {
  const { now, env } = c.var.deps;
  const at = now();
  if (!env.TEST_CLOCK || env.NODE_ENV === "production") return at;
  const days = Number(c.req.header("x-test-days-ahead") ?? 0);
  if (!Number.isInteger(days) || days <= 0 || days > TEST_DAYS_AHEAD_MAX) return at;
  return new Date(at.getTime() + days * DAY_MS);
}

/** The context for a service call from a route open to visitors: the one way to build it. */
export function guestContext(c: Context<AppEnv>): GuestContext {
  const { db, database, logger, mailer, baseURL, auth, env } = c.var.deps;
  return { db, database, logger, now: requestNow(c), mailer, baseURL, auth, env };
}

/**
 * The context for a service call from a route: the signed-in member's, or that of a member the
 * request itself has just shown to be theirs (signing up or in, the session probe).
 */
export function serviceContext(
  c: Context<AppEnv>,
  userId: string = c.var.user.userId,
): ServiceContext {
  return { ...guestContext(c), userId };
}
