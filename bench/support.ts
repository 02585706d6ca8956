import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// BENCH_SERVER_FLAGS adds node flags to each server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const START_FLAGS = [
  "--max-semi-space-size=2",
  "--max-old-space-size=512",
  ...(process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean),
];

export interface RunningServer {
  url: string;
  /** The server process (the supervisor's child). */
  pid: number;
  supervisorPid: number;
  peakRssMb: () => number;
  /** CPU time the server process has used so far (user + system), in ms. */
  cpuMs: () => number;
  stop: () => Promise<void>;
}

// Linux's USER_HZ: what /proc/<pid>/stat counts CPU time in.
const CLOCK_TICKS_PER_SECOND = 100;

/** The server processes a supervisor started. */
export function serverProcesses(supervisorPid: number): number[] {
  try {
    return readFileSync(`/proc/${supervisorPid}/task/${supervisorPid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A number from /proc/<pid>/status, in kB (0 once the process is gone). */
export function statusField(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** A fresh, empty directory for an embedded database. */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), "vouch-bench-"));

export interface SeededWorld {
  dataDir: string;
  /** The whole `npm run seed` command, timed from the outside. */
  seconds: number;
  /** What the seed itself reported, in seconds. */
  inside: string;
}

/** `npm run seed -- --members N` on a fresh embedded database, timed from the outside. */
export function seedWorld(members: number): SeededWorld {
  const dataDir = freshDataDir();
  const started = performance.now();
  const seeded = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/cli/seed-cli.ts", "--members", String(members)],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  const seconds = (performance.now() - started) / 1000;
  if (seeded.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the ${members}-member seed failed: ${seeded.stderr}`);
  }
  const inside = /\(([\d.]+) s\)/.exec(seeded.stdout)?.[1] ?? "?";
  return { dataDir, seconds, inside };
}

// A large seed takes minutes, and the screens bench (run first by `npm run bench`) seeds the
// same world the seed bench times: it leaves the time, and the seed bench takes it rather than
// seeding again.
const seedRecord = (members: number) => join(tmpdir(), `vouch-bench-seed-${members}.json`);
const RECORD_FRESH_MS = 30 * 60_000;

/** Leaves the time of a seed for the seed bench. */
export function keepSeedTime(members: number, { seconds, inside }: SeededWorld): void {
  writeFileSync(seedRecord(members), JSON.stringify({ seconds, inside }));
}

/** The time of a seed of `members` left in the last half hour, if any; used once. */
export function takeSeedTime(
  members: number,
): (Omit<SeededWorld, "dataDir"> & { at: Date }) | null {
  try {
    const at = statSync(seedRecord(members)).mtime;
    const record = JSON.parse(readFileSync(seedRecord(members), "utf8")) as {
      seconds: number;
      inside: string;
    };
    rmSync(seedRecord(members), { force: true });
    return Date.now() - at.getTime() > RECORD_FRESH_MS ? null : { ...record, at };
  } catch {
    return null;
  }
}

// BENCH_PORTS=4801-4809 keeps the bench's servers within a range of ports, taken in turn.
const [firstPort, lastPort] = (process.env.BENCH_PORTS ?? "").split("-").map(Number);
let portTurn = 0;
const nextPort = () =>
  firstPort && lastPort
    ? firstPort + (portTurn++ % (lastPort - firstPort + 1))
    : 3300 + Math.floor(Math.random() * 500);

/**
 * Starts the built server as `npm start` would, on a fresh embedded database (or the given data
 * directory, or the PostgreSQL of `env.DATABASE_URL`).
 */
export async function startServer(
  env: Record<string, string> = {},
  { dataDir = freshDataDir() }: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = nextPort();
  // The flags of package.json's start script (decision 0017).
  const child: ChildProcess = spawn(process.execPath, [...START_FLAGS, "scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, VOUCH_SERVER_ENTRY: "bench-main.js", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  let up = false;
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        up = true;
        break;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // A server that died starting (a failed build, say) fails the bench instead of hanging it.
  if (!up && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
  // `npm start` is a supervisor and its server process (src/server/process/cluster.ts): `pid` is the
  // server's; memory and CPU count both, what running Vouch costs.
  const serverPid = () => serverProcesses(child.pid!)[0] ?? child.pid!;
  const processes = () => [child.pid!, ...serverProcesses(child.pid!)];
  return {
    url,
    pid: serverPid(),
    supervisorPid: child.pid!,
    peakRssMb: () => {
      const kb = processes().reduce((sum, pid) => sum + Number(statusField(pid, "VmHWM")), 0);
      return Math.round(kb / 1024);
    },
    cpuMs: () =>
      processes().reduce((sum, pid) => {
        // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
        return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
      }, 0),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon from a second process, so the load generator doesn't share the server's event loop. */
export async function load(
  url: string,
  { connections = 10, seconds = 5, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const args = [
    "node_modules/autocannon/autocannon.js",
    "-j",
    "-c",
    String(connections),
    "-d",
    String(seconds),
  ];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
    let text = "";
    child.stdout.on("data", (d) => (text += d));
    child.on("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
  const result = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Signs in and returns the session cookie. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/account/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Percentiles of a list of numbers, in its unit. */
export function percentiles(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export async function signUp(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/account/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "bench password 1",
      name: "Bench Member",
      age: 30,
      pronouns: "they/them",
      sexuality: "queer",
      neighborhood: "Chelsea",
      gender: "nonbinary",
      interestedIn: ["woman", "man", "nonbinary"],
      ageMin: 18,
      ageMax: 99,
      lookingFor: "not_sure",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
