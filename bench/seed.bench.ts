// Demo seed speed: the 30-member seed on a fresh in-memory database (median of several runs), the
// same as a visitor gets it (POST /api/seed to the started server on a fresh on-disk ./data), and
// `npm run seed -- --members 10000` and `100000` for load tests, timed from the outside.
import { rmSync } from "node:fs";
import { openPglite } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { seedDemoData } from "../src/server/features/seed/service";
import { seedWorld, startServer, takeSeedTime } from "./support";
import { report } from "./report";

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

// The load-test worlds: 10,000 members, and 100,000 within GOAL_LARGE_SECONDS.
// BENCH_SEED_LARGE=0 skips the 100,000 one while developing.
const GOAL_LARGE_SECONDS = 5 * 60;
const big = seedWorld(10_000);
rmSync(big.dataDir, { recursive: true, force: true });
const large =
  process.env.BENCH_SEED_LARGE === "0"
    ? null
    : (takeSeedTime(100_000) ??
      (() => {
        const world = seedWorld(100_000);
        rmSync(world.dataDir, { recursive: true, force: true });
        return world;
      })());

report("seed", "Demo seed on a fresh embedded database", [
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
    seconds: big.seconds.toFixed(1),
    "fastest / slowest": `seed itself ${big.inside} s`,
  },
]);
if (large) {
  const met = large.seconds <= GOAL_LARGE_SECONDS;
  const by =
    "at" in large
      ? ` (seeded by screens.bench.ts at ${large.at.toISOString().slice(11, 16)} UTC)`
      : "";
  report("seed", "", [
    {
      measure: `npm run seed -- --members 100000 (whole command)${by}`,
      seconds: large.seconds.toFixed(1),
      "seed itself": `${large.inside} s`,
      goal: `≤ ${GOAL_LARGE_SECONDS / 60} min`,
      verdict: met ? "✔ met" : "✘ NOT MET",
    },
  ]);
} else console.log("100,000-member seed skipped (BENCH_SEED_LARGE=0)");
