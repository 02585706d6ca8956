// `npm run moderator -- grant <email>` and `npm run moderator -- revoke <email>`: the staff
// command for the moderator role, kept for the habit (npm run staff grants every role).
import { runAsCommand, withCommandDatabase } from "./command-database";
import { readEnv } from "../process/env";
import { runStaffCommand } from "./staff-cli";
import type { Db } from "../db/client";

const USAGE = `usage: npm run moderator -- grant <email>
       npm run moderator -- revoke <email>`;

export async function runModeratorCommand(db: Db, args: string[], now: Date): Promise<string> {
  const [command, email] = args;
  if (!email || (command !== "grant" && command !== "revoke")) throw new Error(USAGE);
  return runStaffCommand(db, [command, "moderator", email], now);
}

runAsCommand(import.meta.url, async () => {
  const message = await withCommandDatabase(readEnv(), (database) =>
    runModeratorCommand(database.db, process.argv.slice(2), new Date()),
  );
  console.log(message);
});
