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

  const server = createServer(SERVER_OPTIONS, compressingAnswers(getRequestListener(app.fetch)));
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

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Within the supervisor's 9 s (src/server/process/cluster.ts). Nothing at exit waits on the log's
    // reader (src/server/process/log-sink.ts), so this timer always gets to run.
    const force = setTimeout(() => process.exit(1), 8_000).unref();
    server.close();
    await stopDeps(deps).catch(() => {});
    await database.close().catch(() => {});
    unlock();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
