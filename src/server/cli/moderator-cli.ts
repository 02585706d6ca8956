// `npm run moderator -- grant <email>` and `npm run moderator -- revoke <email>`: who may open
// /moderation, on the same database `npm start` would use.
import { runAsCommand, withCommandDatabase } from "./command-database";
import { readEnv } from "../process/env";
import { grantModerator, revokeModerator } from "../features/moderation";
import type { Db } from "../db/client";

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

runAsCommand(import.meta.url, async () => {
  const message = await withCommandDatabase(readEnv(), (database) =>
    runModeratorCommand(database.db, process.argv.slice(2), new Date()),
  );
  console.log(message);
});
