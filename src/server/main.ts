import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps, stopDeps } from "./boot";
import { compressingAnswers } from "./compress";
import { limitConnections, SERVER_OPTIONS } from "./connection-limits";
import { openPglite, openPostgres, type Database } from "./db/client";
import { serveBackups } from "./db/backup";
import { lockDataDir } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { refreshStatistics } from "./db/statistics";
import { readEnv } from "./env";
import { ensureClubCatalog } from "./features/clubs";
import { createLogger } from "./logger";
import { privateDataDir } from "./private-files";

async function main() {
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
  const app = createApp(deps);

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
    // Within the supervisor's 9 s (src/server/cluster.ts). Nothing at exit waits on the log's
    // reader (src/server/log-sink.ts), so this timer always gets to run.
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
