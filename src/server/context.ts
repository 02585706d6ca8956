import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Auth } from "./auth";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
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
  baseURL: string;
  allowedOrigins: string[];
  /** The clock; tests move it. */
  now: () => Date;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    user: SessionUser;
  };
};

export type AppRouter = OpenAPIHono<AppEnv>;

/** What a service function receives: the database and the acting member. */
export interface ServiceContext {
  db: Db;
  userId: string;
  now: Date;
  hub: Hub;
}
