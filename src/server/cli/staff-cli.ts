// `npm run staff -- grant <role> <email>` and `npm run staff -- revoke <role> <email>`: who may
// open the staff screens, on the same database `npm start` would use. Each is in the audit log,
// the command line as its actor.
import { runAsCommand, withCommandDatabase } from "./command-database";
import { readEnv } from "../process/env";
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffRole } from "#shared/schemas/staff";
import { grantRole, memberByEmail, revokeRole } from "../features/staff";
import type { Db } from "../db/client";

const USAGE = `usage: npm run staff -- grant <role> <email>
       npm run staff -- revoke <role> <email>
roles: ${STAFF_ROLES.join(", ")}`;

const isRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? "");

/** Grants or revokes the role and says what happened, as one line. */
export async function runStaffCommand(db: Db, args: string[], now: Date): Promise<string> {
  const [command, role, email] = args;
  if (!email || !isRole(role) || (command !== "grant" && command !== "revoke"))
    throw new Error(USAGE);
  const member = await memberByEmail(db, email);
  if (!member) throw new Error(`No member signs in with ${email}.`);
  const label = STAFF_ROLE_LABELS[role].label.toLowerCase();
  const grant = { memberId: member.id, role, actorId: null, now };
  if (command === "grant") {
    await grantRole(db, grant);
    return `${member.name} (${email}) is ${article(label)} ${label}: ${STAFF_ROLE_LABELS[role].does.toLowerCase()}.`;
  }
  if (!(await revokeRole(db, grant))) throw new Error(`${email} is no ${label}.`);
  return `${email} is no longer ${article(label)} ${label}.`;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? "an" : "a");

runAsCommand(import.meta.url, async () => {
  const message = await withCommandDatabase(readEnv(), (database) =>
    runStaffCommand(database.db, process.argv.slice(2), new Date()),
  );
  console.log(message);
});
