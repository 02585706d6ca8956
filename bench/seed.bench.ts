// Demo seed speed: the 30-member seed on a fresh in-memory database (median of several runs), the
// same as a visitor gets it (POST /api/seed to the started server on a fresh on-disk ./data), and
// `npm run seed -- --members 10000` for load tests, timed from the outside.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDemoData } from "../src/server/features/seed/service";
import { startServer } from "./support";

const RUNS = 7;

const template = await openPglite({});
await migrateDatabase(template);
const client = (template.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
  .$client;
const dump = await client.dumpDataDir("none");
await template.close();

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const database = await openPglite({ loadDataDir: dump });
  const started = performance.now();
  const result = await seedDemoData(database.db, { now: new Date(), skipForeignKeyChecks: true });
  times.push(performance.now() - started);
  if (!result.created || result.counts.profiles !== 30)
    throw new Error("the seed did not create the demo world");
  await database.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;

// What /seed's button costs: the started server, on disk, its first request after start-up.
const HTTP_RUNS = 3;
const httpTimes: number[] = [];
for (let run = 0; run < HTTP_RUNS; run++) {
  const server = await startServer();
  try {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/seed`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    httpTimes.push(performance.now() - started);
    if (res.status !== 200)
      throw new Error(`POST /api/seed answered ${res.status}: ${await res.text()}`);
  } finally {
    await server.stop();
  }
}
httpTimes.sort((a, b) => a - b);

const dataDir = mkdtempSync(join(tmpdir(), "vouch-seed-bench-"));
const started = performance.now();
const big = spawnSync(
  process.execPath,
  ["--import", "tsx", "src/server/seed-cli.ts", "--members", "10000"],
  {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  },
);
const bigSeconds = (performance.now() - started) / 1000;
rmSync(dataDir, { recursive: true, force: true });
if (big.status !== 0) throw new Error(`the 10,000-member seed failed: ${big.stderr}`);
const inside = /\(([\d.]+) s\)/.exec(big.stdout)?.[1];

console.log("\nDemo seed on a fresh embedded database");
console.table([
  {
    measure: `30 members, median of ${RUNS}`,
    seconds: (median / 1000).toFixed(3),
    "fastest / slowest": `${(times[0]! / 1000).toFixed(3)} / ${(times.at(-1)! / 1000).toFixed(3)}`,
  },
  {
    measure: `POST /api/seed on a just-started server, on disk, median of ${HTTP_RUNS}`,
    seconds: (httpTimes[1]! / 1000).toFixed(3),
    "fastest / slowest": `${(httpTimes[0]! / 1000).toFixed(3)} / ${(httpTimes.at(-1)! / 1000).toFixed(3)}`,
  },
  {
    measure: "npm run seed -- --members 10000 (whole command)",
    seconds: bigSeconds.toFixed(1),
    "fastest / slowest": `seed itself ${inside} s`,
  },
]);
