import { pathToFileURL } from "node:url";
import { openPglite, openPostgres, type Database } from "../db/client";
import { lockDataDir } from "../db/lock";
import { migrateDatabase } from "../db/migrate";
import type { ConfiguredEnv } from "../process/env";
import { privateDataDir } from "../process/private-files";

/**
 * Runs one command-line task on the database `npm start` would use: PostgreSQL when
 * DATABASE_URL is set, else the embedded one in DATA_DIR (locked meanwhile, as a server would),
 * migrated first and closed after.
 */
export async function withCommandDatabase<T>(
  env: ConfiguredEnv,
  task: (database: Database) => Promise<T>,
): Promise<T> {
  let database: Database;
  let unlock = () => {};
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL);
  } else {
    privateDataDir(env.DATA_DIR);
    unlock = await lockDataDir(env.DATA_DIR);
    database = await openPglite({ dataDir: env.DATA_DIR });
  }
  try {
    await migrateDatabase(database);
    return await task(database);
  } finally {
    await database.close();
    unlock();
  }
}

/**
 * Runs `main` when its file is the command being run, not when a test imports it; a failure is
 * its message on one line and exit code 1.
 */
export function runAsCommand(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
