import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Auth } from "./auth";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { Mailer } from "./mailer";
import type { JobQueue } from "./jobs/queue";
import type { Hub } from "./realtime/hub";
import type { SessionStore, SessionUser } from "./session-store";

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
}

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    user: SessionUser;
  };
};

export type AppRouter = OpenAPIHono<AppEnv>;

/**
 * What every service function receives first: `fn(context, input)`. It carries the drizzle handle,
 * the raw database for the prepared hot-path queries, the logger, the clock read once per request,
 * and the acting member.
 */
export interface ServiceContext {
  db: Db;
  database: Database;
  logger: Logger;
  now: Date;
  userId: string;
}

/** The context for a service call from a route; `"guest"` for the routes open to visitors. */
export function serviceContext(c: Context<AppEnv>): ServiceContext;
export function serviceContext(c: Context<AppEnv>, as: "guest"): Omit<ServiceContext, "userId">;
export function serviceContext(
  c: Context<AppEnv>,
  as?: "guest",
): ServiceContext | Omit<ServiceContext, "userId"> {
  const { db, database, logger, now } = c.var.deps;
  const context = { db, database, logger, now: now() };
  return as === "guest" ? context : { ...context, userId: c.var.user.userId };
}
