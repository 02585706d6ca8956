// Screen reads at scale: home, Match for You, Text History, Explore and the pairing lists, each
// under 10 connections for one demo member of a 30-member world and of 10,000- and
// 100,000-member worlds (`npm run seed -- --members N`), with each large world's ratio to the
// small one. Every world's server runs at once and each screen is measured in them in turn
// (A B C C B A), so a machine whose speed wanders doesn't make one world look slower than another. Every figure is printed beside its goal.
import { sql } from "drizzle-orm";
import { openPglite, queryRows } from "../src/server/db/client";
import {
  keepSeedTime,
  load,
  seedWorld,
  signIn,
  startServer,
  type LoadResult,
  type RunningServer,
} from "./support";
import { report } from "./report";

const SCREENS = [
  ["/api/home", "home"],
  ["/api/matching/suggestions", "Match for You"],
  ["/api/chat/conversations", "Text History"],
  ["/api/pairing/explore", "Explore"],
  ["/api/pairing/suggestions", "pairing lists"],
] as const;
const GOAL = { rps: 1000, p99: 25, ratio: 1.5 };
const WORLDS = (process.env.BENCH_WORLDS ?? "30,10000,100000").split(",").map(Number);
// The world the seed bench times too: its seed time is left for it (support.ts).
const LARGEST = 100_000;
const SECONDS = 3;

interface World {
  members: number;
  server: RunningServer;
  cookie: string;
  runs: Map<string, LoadResult[]>;
}

async function openWorld(members: number): Promise<World> {
  const seeded = seedWorld(members);
  if (members === LARGEST) keepSeedTime(members, seeded);
  const { dataDir } = seeded;
  // The same member in every world: the first demo member by email.
  const pglite = await openPglite({ dataDir });
  const [first] = await queryRows<{ email: string }>(
    pglite.db,
    sql`select u.email from "user" u join profiles p on p.id = u.id where p.is_demo order by u.email limit 1`,
  );
  await pglite.close();
  const server = await startServer({ AUTH_RATE_LIMIT: "100000" }, { dataDir });
  const cookie = await signIn(server.url, first!.email, "vouch-demo-2026");
  return { members, server, cookie, runs: new Map() };
}

async function measure(world: World, path: string) {
  const result = await load(`${world.server.url}${path}`, {
    seconds: SECONDS,
    headers: { cookie: world.cookie },
  });
  if (result.errors) throw new Error(`${path}: ${result.errors} failed requests`);
  world.runs.set(path, [...(world.runs.get(path) ?? []), result]);
}

/** The runs of one screen in one world as one figure: mean throughput, worst p99. */
function combined(runs: LoadResult[]): LoadResult {
  const mean = (f: (r: LoadResult) => number) =>
    Math.round(runs.reduce((sum, r) => sum + f(r), 0) / runs.length);
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: 0,
  };
}

const opened: World[] = [];
const worlds = new Map<number, Map<string, LoadResult>>();
try {
  for (const members of WORLDS) opened.push(await openWorld(members));
  for (const [path] of SCREENS) {
    for (const world of opened)
      await load(`${world.server.url}${path}`, { seconds: 2, headers: { cookie: world.cookie } });
    for (const world of [...opened, ...[...opened].reverse()]) await measure(world, path);
  }
  for (const world of opened) {
    worlds.set(
      world.members,
      new Map([...world.runs].map(([path, runs]) => [path, combined(runs)])),
    );
  }
} finally {
  for (const world of opened) await world.server.stop();
}

const [smallest, ...larger] = WORLDS;
const rows: Record<string, string | number>[] = [];
let missed = 0;
for (const [path, screen] of SCREENS) {
  for (const members of WORLDS) {
    const r = worlds.get(members)!.get(path)!;
    const misses: string[] = [];
    if (r.rps < GOAL.rps) misses.push(`${r.rps} req/s < ${GOAL.rps}`);
    if (r.p99 > GOAL.p99) misses.push(`p99 ${r.p99} > ${GOAL.p99} ms`);
    let ratio = "-";
    if (members !== smallest) {
      const base = worlds.get(smallest!)!.get(path)!;
      const slower = base.rps / r.rps;
      ratio = `${slower.toFixed(2)}× slower`;
      if (slower > GOAL.ratio) misses.push(`${slower.toFixed(2)}× > ${GOAL.ratio}×`);
    }
    if (misses.length) missed++;
    rows.push({
      screen: `${screen} (${path})`,
      members: members.toLocaleString("en-US"),
      "req/s": r.rps,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      [`vs ${smallest} members`]: ratio,
      goal:
        `≥ ${GOAL.rps} req/s, p99 ≤ ${GOAL.p99} ms` +
        (members !== smallest ? `, within ${GOAL.ratio}×` : ""),
      verdict: misses.length ? `✘ NOT MET (${misses.join("; ")})` : "✔ met",
    });
  }
}
report(
  "screens",
  `Screen reads (autocannon, 10 connections, ${SECONDS} s × 2 per world in turn, embedded database)`,
  rows,
  (row) => ({
    figure: `${row.screen} with ${row.members} members`,
    value:
      `${row["req/s"]} req/s, p50 ${row["p50 ms"]} ms, p99 ${row["p99 ms"]} ms` +
      (row.members === smallest!.toLocaleString("en-US")
        ? ""
        : `, ${row[`vs ${smallest} members`]}`),
    goal: String(row.goal),
    verdict: String(row.verdict),
  }),
);
console.log(
  missed ? `✘ ${missed} row(s) NOT MET` : "✔ every target met",
  larger.length ? "" : "(one world only: no ratio)",
);
