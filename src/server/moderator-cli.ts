// `npm run moderator -- grant <email>` and `npm run moderator -- revoke <email>`: who may open
// /moderation (PRODUCT.md §15), on the same database `npm start` would use.
import { pathToFileURL } from "node:url";
import { openPglite, openPostgres, type Database } from "./db/client";
import { lockDataDir } from "./db/lock";
import { migrateDatabase } from "./db/migrate";
import { readEnv } from "./env";
import { grantModerator, revokeModerator } from "./features/moderation";
import type { Db } from "./db/client";

const USAGE = `usage: npm run moderator -- grant <email>
       npm run moderator -- revoke <email>`;

/** Grants or revokes the role and says what happened, as one line. */
export async function runModeratorCommand(db: Db, args: string[], now: Date): Promise<string> {
  const [command, email] = args;
  if (!email || (command !== "grant" && command !== "revoke")) throw new Error(USAGE);
  if (command === "grant") {
    const member = await grantModerator(db, email, now);
    if (!member) throw new Error(`No member signs in with ${email}.`);
    return `${member.name} (${email}) is a moderator: /moderation is open to them.`;
  }
  if (!(await revokeModerator(db, email))) throw new Error(`${email} is no moderator.`);
  return `${email} is no longer a moderator.`;
}

async function main() {
  const env = readEnv();
  let database: Database;
  let unlock = () => {};
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL);
  } else {
    unlock = await lockDataDir(env.DATA_DIR);
    database = await openPglite({ dataDir: env.DATA_DIR });
  }
  try {
    await migrateDatabase(database);
    console.log(await runModeratorCommand(database.db, process.argv.slice(2), new Date()));
  } finally {
    await database.close();
    unlock();
  }
}

// Run as a command, not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
