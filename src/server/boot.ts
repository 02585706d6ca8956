import {
  createAuth,
  SESSION_RENEW_AFTER_SECONDS,
  SESSION_TTL_SECONDS,
  sessionCookieName,
} from "./sessions/auth";
import type { AppDeps } from "./http/context";
import type { Database } from "./db/client";
import { withAuthSecret } from "./sessions/auth-secret";
import type { ConfiguredEnv, Env } from "./process/env";
import { createLogger, type Logger } from "./process/logger";
import { createMailer, type Mailer } from "./delivery/mailer";
import { isSanctioned } from "./features/relations";
import { JOBS } from "./features/schedule";
import { JobQueue } from "./jobs/queue";
import { Drain } from "./process/drain";
import { Metrics } from "./process/metrics";
import { vapidKeys } from "./delivery/push-keys";
import { Hub } from "./realtime/hub";
import { Presence } from "./realtime/presence";
import { StreamLimits } from "./realtime/stream-limits";
import { SessionStore } from "./sessions/session-store";

/**
 * The origins our pages are served from: the public URL, or this port on localhost. In
 * development a page at http://localhost:PORT may as well be opened at http://127.0.0.1:PORT
 * (`npm run dev` fixes PUBLIC_URL to localhost): the same machine and port.
 */
export function originsFor(env: Env, port: number): { baseURL: string; allowedOrigins: string[] } {
  const baseURL = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${port}`;
  const url = new URL(baseURL);
  const loopback =
    url.hostname === "localhost" && (!env.PUBLIC_URL || env.NODE_ENV === "development");
  if (!loopback) return { baseURL, allowedOrigins: [baseURL] };
  url.hostname = "127.0.0.1";
  return { baseURL, allowedOrigins: [baseURL, url.origin] };
}

export async function createDeps(options: {
  env: ConfiguredEnv;
  database: Database;
  port: number;
  logger?: Logger;
  mailer?: Mailer;
  now?: () => Date;
  /** Start the job queue's workers and schedules (the server does; tests start it when they need it). */
  startJobs?: boolean;
}): Promise<AppDeps> {
  const { database } = options;
  const env = await withAuthSecret(database.db, options.env);
  const { baseURL, allowedOrigins } = originsFor(env, options.port);
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const auth = createAuth({
    db: database.db,
    env,
    baseURL,
    trustedOrigins: allowedOrigins,
    logger,
    mayHaveSession: async (userId) => !(await isSanctioned(database.db, userId)),
  });
  const sessions = new SessionStore(
    database,
    env.authSecret,
    sessionCookieName(baseURL.startsWith("https://")),
    {
      ttlSeconds: SESSION_TTL_SECONDS,
      renewAfterSeconds: SESSION_RENEW_AFTER_SECONDS,
    },
  );
  const hub = new Hub(
    database,
    new StreamLimits({ perProcess: env.LIVE_MAX_STREAMS }),
    new Presence(database, logger),
  );
  const now = options.now ?? (() => new Date());
  const mailer = options.mailer ?? createMailer(env, logger);
  const vapid = await vapidKeys(database.db, env);
  const jobs = new JobQueue({
    database,
    jobs: JOBS,
    logger,
    now,
    mail: { mailer, baseURL, secret: env.authSecret },
    vapid,
  });
  await Promise.all([sessions.start(), hub.start()]);
  if (options.startJobs ?? true) await jobs.start();
  return {
    env,
    database,
    db: database.db,
    auth,
    sessions,
    hub,
    logger,
    mailer,
    baseURL,
    allowedOrigins,
    now,
    jobs,
    vapid,
    drain: new Drain(),
    metrics: new Metrics({ database, liveStreams: () => hub.streams.count() }),
  };
}

export async function stopDeps(deps: AppDeps): Promise<void> {
  // A job under way finishes first: it may still need the database.
  await deps.jobs.stop();
  await Promise.all([deps.sessions.stop(), deps.hub.stop()]);
}
