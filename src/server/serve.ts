import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import type { Hono } from "hono";
import type { AppEnv } from "./http/context";
import { createDeps, stopDeps } from "./boot";
import { compressingAnswers } from "./http/compress";
import { limitConnections, SERVER_OPTIONS } from "./http/connection-limits";
import { openPglite, openPostgres, type Database } from "./db/client";
import { serveBackups } from "./db/backup";
import { lockDataDir } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { refreshStatistics } from "./db/statistics";
import { readEnv } from "./process/env";
import { ensureClubCatalog } from "./features/clubs";
import { createLogger } from "./process/logger";
import { privateDataDir } from "./process/private-files";
import { serveMetrics } from "./process/metrics";

/**
 * Starts a server process: reads the environment, opens and migrates the database, listens, and
 * stops cleanly on SIGTERM. `routes` are mounted beside the features' (the bench's own, say).
 */
export async function serve({ routes = [] }: { routes?: [string, Hono<AppEnv>][] } = {}) {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL);
  } else {
    const opened = privateDataDir(env.DATA_DIR);
    if (opened)
      logger.warn(
        { dataDir: env.DATA_DIR, files: opened },
        `${opened} files in the data directory were open to other users: made them owner-only`,
      );
    const unlockDir = await lockDataDir(env.DATA_DIR);
    database = await openPglite({ dataDir: env.DATA_DIR });
    const { backup } = database;
    const stopBackups = await serveBackups(env.DATA_DIR, (target) => backup!(target));
    unlock = () => {
      stopBackups();
      unlockDir();
    };
  }
  await migrateDatabase(database);
  await ensureClubCatalog(database.db);
  if (database.kind === "pglite") await refreshStatistics(database.db, { all: false });
  const deps = await createDeps({ env, database, port: env.PORT, logger });
  const app = createApp(deps, { routes });

  const listener = compressingAnswers(getRequestListener(app.fetch));
  const server = createServer(SERVER_OPTIONS, (req, res) => {
    // Stopping: each answer closes its connection, so none is reused for a request this process
    // won't be there to answer.
    if (deps.drain.draining) res.setHeader("Connection", "close");
    return listener(req, res);
  });
  limitConnections(server, {
    perAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    perProcess: env.MAX_CONNECTIONS,
    trustProxy: env.TRUST_PROXY,
  });
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { port: env.PORT, database: database.kind, demoMode: env.demoMode, pid: process.pid },
      `Vouch is listening on ${deps.baseURL}`,
    );
  });

  const stopMetrics = env.METRICS_PORT
    ? serveMetrics(deps.metrics, env.METRICS_PORT, env.METRICS_HOST)
    : async () => {};

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails at once; a load balancer that probes it stops sending requests here
    // within its checks, and until then they are answered (docs/decisions/0066).
    deps.drain.begin();
    const drainMs = deps.drain.waitMs(env.DRAIN_MS);
    logger.info({ signal, drainMs }, "shutting down");
    // Within the supervisor's deadline (src/server/process/cluster.ts). Nothing at exit waits on
    // the log's reader (src/server/process/log-sink.ts), so this timer always gets to run.
    const force = setTimeout(() => process.exit(1), drainMs + 8_000).unref();
    if (drainMs > 0) await new Promise((done) => setTimeout(done, drainMs));
    // No new connections; live streams are told to reconnect (elsewhere) and end; requests
    // under way are answered, then their connections close.
    const closed = new Promise<void>((done) => server.close(() => done()));
    deps.drain.endStreams();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    await closed;
    clearInterval(idle);
    await stopMetrics();
    await stopDeps(deps).catch(() => {});
    await database.close().catch(() => {});
    unlock();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
