// `npm run seed [-- --members N]`: the demo world from the command line, on the same database
// `npm start` would use. Prints the same summary as the /seed page.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { runAsCommand, withCommandDatabase } from "./command-database";
import { queryRows, type Db } from "../db/client";
import { formatEventTime } from "#shared/event-time";
import { readEnv } from "../process/env";
import { SEED_COUNT_LABELS, type SeedCounts, type SeedResult } from "#shared/schemas/seed";
import { MIN_DEMO_MEMBERS, seedDemoData } from "../features/seed";

/** How many demo members there are in all: the summary lists at most the first hundred. */
export async function countDemoMembers(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from profiles where is_demo`,
  );
  return row?.n ?? 0;
}

/** What the /seed page shows, as text: the sign-in details, the counts and the events. */
export function formatSeedSummary(result: SeedResult, demoMembers: number): string {
  const lines = [`${result.message} (${(result.ms / 1000).toFixed(2)} s)`, ""];

  lines.push(`Password of every demo member: ${result.signIn.password}`, "");
  lines.push(
    demoMembers > result.users.length
      ? `The first ${result.users.length} of ${demoMembers.toLocaleString("en-US")} demo members and their emails:`
      : `All ${result.users.length} demo members and their emails:`,
  );
  const nameWidth = Math.max(0, ...result.users.map((user) => user.name.length));
  for (const user of result.users)
    lines.push(`  ${user.name.padEnd(nameWidth)}  ${user.email}  (${user.neighborhood})`);
  if (demoMembers > result.users.length)
    lines.push(`  … and ${(demoMembers - result.users.length).toLocaleString("en-US")} more`);

  if (result.moderator)
    lines.push(
      "",
      `Demo moderator (opens /moderation, a few cases waiting): ${result.moderator.name}  ${result.moderator.email}`,
    );

  lines.push("", "What's in the database:");
  for (const [key, label] of Object.entries(SEED_COUNT_LABELS))
    lines.push(
      `  ${label.padEnd(22)} ${result.counts[key as keyof SeedCounts].toLocaleString("en-US").padStart(9)}`,
    );

  lines.push("", "Demo events and their check-in codes:");
  for (const event of result.events)
    lines.push(
      `  ${event.checkInCode}  ${event.title} — ${formatEventTime(event.startsAt)}, ${event.venue}`,
    );
  return lines.join("\n");
}

async function main() {
  const { values } = parseArgs({ options: { members: { type: "string", default: "30" } } });
  const members = Number(values.members);
  if (!Number.isInteger(members) || members < MIN_DEMO_MEMBERS) {
    throw new Error(`--members must be a whole number of at least ${MIN_DEMO_MEMBERS}.`);
  }
  const env = readEnv();
  if (!env.demoMode) {
    throw new Error(
      "Demo data is turned off here (DATABASE_URL is set or NODE_ENV=production). Set DEMO_MODE=true to seed.",
    );
  }
  await withCommandDatabase(env, async (database) => {
    const result = await seedDemoData(database.db, {
      now: new Date(),
      members,
      skipForeignKeyChecks: database.kind === "pglite",
    });
    console.log(`\n${formatSeedSummary(result, await countDemoMembers(database.db))}\n`);
  });
}

runAsCommand(import.meta.url, main);
