// Memory: the server's peak RSS on the embedded database beside a bare PGlite with the same
// settings (the median of three starts of each), and the server's RSS on PostgreSQL after
// seeding and 5 s of load, each beside its goal.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { freshDataDir, load, signIn, startServer, type RunningServer } from "./support";
import { figureOfRow, report } from "./report";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DEMO_EMAIL_SQL = `select u.email from "user" u join profiles p on p.id = u.id where p.is_demo order by u.email limit 1`;
const rows: Record<string, string | number>[] = [];

const mb = (kb: number) => Math.round(kb / 1024);
const statusOf = (pid: number, field: "VmHWM" | "VmRSS") =>
  mb(
    Number(
      new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0,
    ),
  );

/**
 * A bare PGlite in a process of its own, with the server's settings, after one query: its peak
 * RSS (on a new directory that includes creating the database, which peaks higher than any use).
 */
function barePglitePeakMb(dataDir: string): number {
  const script = `
    import { PGlite } from "@electric-sql/pglite";
    import { cpSync, readFileSync, rmSync } from "node:fs";
    import { PGLITE_SETTINGS } from "./src/server/db/client.ts";
    const client = new PGlite({ dataDir: process.argv[1], postgresqlconf: PGLITE_SETTINGS });
    await client.query("select 1");
    console.log(/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]);
    await client.close();`;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "--input-type=module", "-e", script, dataDir],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`bare PGlite failed: ${run.stderr}`);
  return mb(Number(run.stdout.trim()));
}

/** 5 s of screen reads by a demo member: the load after which memory is read. */
async function readScreens(server: RunningServer, email: string) {
  const cookie = await signIn(server.url, email, "vouch-demo-2026");
  for (const path of ["/api/home", "/api/chat/conversations", "/api/pairing/suggestions"])
    await load(`${server.url}${path}`, { seconds: 5 / 3, headers: { cookie } });
}

function judge(measure: string, value: number, goal: number, goalText: string) {
  rows.push({
    measure,
    MB: value,
    goal: goalText,
    verdict: value <= goal ? "✔ met" : `✘ NOT MET (${value} > ${goal} MB)`,
  });
}

/**
 * One measurement on a database directory that exists already (as it does for a server after
 * its first start): a bare PGlite's peak, creating its database and then reopening it, and the
 * server's peak after seeding and load.
 */
async function embeddedPeaks() {
  const bareDir = freshDataDir();
  const serverDir = freshDataDir();
  const creating = barePglitePeakMb(bareDir);
  cpSync(bareDir, serverDir, { recursive: true });
  const bare = barePglitePeakMb(bareDir);
  const server = await startServer({ AUTH_RATE_LIMIT: "100000" }, { dataDir: serverDir });
  try {
    const seeded = await fetch(`${server.url}/api/seed`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    const { users } = (await seeded.json()) as { users: { email: string }[] };
    await readScreens(server, users.map((u) => u.email).sort()[0]!);
    return { creating, bare, server: server.peakRssMb() };
  } finally {
    await server.stop();
    rmSync(bareDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

// 1. Embedded, the median of three: a peak wanders by tens of MB from one start to the next
// (a bare PGlite's 363–393 MB within a day), and one start put the same code either side of
// its goal.
{
  const runs: Awaited<ReturnType<typeof embeddedPeaks>>[] = [];
  for (let i = 0; i < 3; i++) runs.push(await embeddedPeaks());
  const each = (key: "creating" | "bare" | "server") => runs.map((r) => r[key]).join(", ");
  const bare = median(runs.map((r) => r.bare));
  rows.push({
    measure: `bare PGlite, same settings, creating its database (median; ${each("creating")})`,
    MB: median(runs.map((r) => r.creating)),
    goal: "-",
    verdict: "-",
  });
  rows.push({
    measure: `bare PGlite, same settings, peak RSS (median; ${each("bare")})`,
    MB: bare,
    goal: "-",
    verdict: "-",
  });
  judge(
    `server peak RSS, embedded (seeded, 5 s of load; median; ${each("server")})`,
    median(runs.map((r) => r.server)),
    bare + 150,
    `≤ bare PGlite + 150 = ${bare + 150} MB`,
  );
}

// 2. PostgreSQL: the server's RSS after seeding and 5 s of load.
{
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  if (
    !(await admin.connect().then(
      () => true,
      () => false,
    ))
  ) {
    rows.push({
      measure: "server RSS on PostgreSQL",
      MB: "skipped: no PostgreSQL answers",
      goal: "≤ 200 MB",
      verdict: "-",
    });
  } else {
    const name = `vouch_bench_mem_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DEMO_MODE: "true", AUTH_RATE_LIMIT: "100000" };
    try {
      const seeded = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/seed-cli.ts"], {
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
      if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const email = (await client.query<{ email: string }>(DEMO_EMAIL_SQL)).rows[0]!.email;
      await client.end();
      const server = await startServer(env);
      try {
        await readScreens(server, email);
        judge(
          "server RSS on PostgreSQL (seeded, after 5 s of load)",
          statusOf(server.pid, "VmRSS"),
          200,
          "≤ 200 MB",
        );
        rows.push({
          measure: "same, peak",
          MB: statusOf(server.pid, "VmHWM"),
          goal: "-",
          verdict: "-",
        });
      } finally {
        await server.stop();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

report("memory", "Memory", rows, (row) => ({
  ...figureOfRow(row),
  value: typeof row.MB === "number" ? `${row.MB} MB` : String(row.MB),
}));
