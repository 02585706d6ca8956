import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, testServerEnv } from "./child-server";
import { migratedDataDir } from "./data-dir";

export interface StartedServer {
  child: ChildProcess;
  url: string;
  /** What it wrote so far (stdout and stderr), unless its stdout is left unread. */
  output: () => string;
  exited: Promise<void>;
  /** Sends the signal, and resolves with how long the process took to end, in ms. */
  stop: (signal?: NodeJS.Signals) => Promise<number>;
}

/**
 * `npm start` (scripts/start.mjs: the supervisor and its server process) on a fresh, migrated
 * embedded database, without building the client (the API is what is tested). `stdout:
 * "stalled"` makes its stdout a pipe (64 KB, as `npm start | reader` has) that is never read, as
 * a log reader that stopped reading would leave it. `via: "npm"` runs it as `npm start` itself, npm's process
 * being `child` (as a container or process manager holds it), instead of its script directly.
 */
export async function npmStart(
  env: Record<string, string> = {},
  { stdout = "read", via = "node" }: { stdout?: "read" | "stalled"; via?: "node" | "npm" } = {},
): Promise<StartedServer> {
  const port = await freePort();
  const stalled = stdout === "stalled" ? stalledPipe() : undefined;
  const [command, args] =
    via === "npm" ? ["npm", ["start", "--silent"]] : [process.execPath, ["scripts/start.mjs"]];
  const child = spawn(command, args, {
    cwd: resolve(import.meta.dirname, "../.."),
    env: {
      ...testServerEnv(port),
      DATA_DIR: migratedDataDir("start"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", stalled?.writer ?? "pipe", "pipe"],
  });
  let output = "";
  if (stalled) closeSync(stalled.writer);
  else child.stdout!.on("data", (chunk) => (output += String(chunk)));
  child.stderr!.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      if (stalled) closeSync(stalled.reader);
      done();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (await answers(url)) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    child,
    url,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      return Date.now() - started;
    },
  };
}

/** A named pipe held open for reading (so writes to it fill it, then block) but never read. */
function stalledPipe(): { reader: number; writer: number } {
  const path = join(mkdtempSync(join(tmpdir(), "vouch-pipe-")), "stdout");
  execFileSync("mkfifo", [path]);
  const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  return { reader, writer: openSync(path, "w") };
}

/** Whether the server answers its health check within 2 s. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** The pids of a process's children (a supervisor's server processes). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 10_000,
) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
