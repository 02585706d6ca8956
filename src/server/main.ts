import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps, stopDeps } from "./boot";
import { compressingAnswers } from "./compress";
import { openPglite, openPostgres, type Database } from "./db/client";
import { serveBackups } from "./db/backup";
import { lockDataDir } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { refreshStatistics } from "./db/statistics";
import { readEnv } from "./env";
import { ensureClubCatalog } from "./features/clubs";
import { createLogger } from "./logger";
import { privateDataDir } from "./private-files";

const KEEP_ALIVE_MS = 65_000;

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

  const server = createServer(compressingAnswers(getRequestListener(app.fetch)));
  server.listen(env.PORT, env.HOST, () => {
    logger.info(
      { port: env.PORT, database: database.kind, demoMode: env.demoMode, pid: process.pid },
      `Vouch is listening on ${deps.baseURL}`,
    );
  });
  // Node closes an idle kept-alive connection after 5 s; a client about to reuse it then gets
  // ECONNRESET. Browsers and proxies keep theirs about a minute, so wait longer than they do.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Each connection costs memory: past this many, a new one is closed at once.
  server.maxConnections = env.MAX_CONNECTIONS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

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
