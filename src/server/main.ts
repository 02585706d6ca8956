import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createDeps, stopDeps } from "./boot";
import { openPglite, openPostgres, type Database } from "./db/client";
import { lockDataDir } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { refreshStatistics } from "./db/statistics";
import { readEnv } from "./env";
import { ensureClubCatalog } from "./features/clubs";
import { createLogger } from "./logger";

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  let unlock = () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL);
  } else {
    unlock = await lockDataDir(env.DATA_DIR);
    database = await openPglite({ dataDir: env.DATA_DIR });
  }
  await migrateDatabase(database);
  await ensureClubCatalog(database.db);
  if (database.kind === "pglite") await refreshStatistics(database.db, { all: false });
  const deps = await createDeps({ env, database, port: env.PORT, logger });
  const app = createApp(deps);

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, demoMode: env.demoMode },
      `Vouch is listening on ${deps.baseURL}`,
    );
    logger.flush();
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
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
