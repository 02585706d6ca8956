// `npm run seed [-- --members N]`: the demo world from the command line, on the same database
// `npm start` would use. Prints the same summary as the /seed page.
import { parseArgs } from "node:util";
import { lockDataDir, openPglite, openPostgres, type Database } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { readEnv } from "./env";
import { SEED_COUNT_LABELS, type SeedResult } from "../shared/schemas/seed";
import { MIN_DEMO_MEMBERS } from "./features/seed/plan";
import { seedDemoData } from "./features/seed/service";

function printSummary(result: SeedResult) {
  console.log(`\n${result.message} (${(result.ms / 1000).toFixed(2)} s)\n`);
  const counts = Object.entries(SEED_COUNT_LABELS).map(([key, label]) => [
    label,
    result.counts[key as keyof typeof SEED_COUNT_LABELS],
  ]);
  for (const [label, count] of counts) console.log(`  ${String(label).padEnd(22)} ${count}`);
  console.log(`\nSign in as any demo member with the password: ${result.signIn.password}`);
  for (const user of result.users.slice(0, 8))
    console.log(`  ${user.name.padEnd(20)} ${user.email}`);
  if (result.users.length > 8) console.log(`  … and ${result.counts.profiles - 8} more`);
  console.log("\nCheck-in codes of the demo events:");
  for (const event of result.events) {
    console.log(
      `  ${event.checkInCode}  ${event.title} — ${new Date(event.startsAt).toLocaleString("en-US", { timeZone: "America/New_York", dateStyle: "medium", timeStyle: "short" })}`,
    );
  }
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
  let database: Database;
  let unlock = () => {};
  if (env.DATABASE_URL) {
    database = openPostgres(env.DATABASE_URL);
  } else {
    unlock = lockDataDir(env.DATA_DIR);
    database = await openPglite({ dataDir: env.DATA_DIR });
  }
  try {
    await migrateDatabase(database);
    printSummary(
      await seedDemoData(database.db, {
        now: new Date(),
        members,
        skipForeignKeyChecks: database.kind === "pglite",
      }),
    );
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
