import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { testServerEnv } from "./child-server";
import { until } from "./npm-start";

const ROOT = resolve(import.meta.dirname, "../..");

/** Whether HAProxy can be run here (`haproxy` on the PATH). */
export const haproxyInstalled = spawnSync("haproxy", ["-v"]).status === 0;

export interface FleetNode {
  name: string;
  url: string;
  /** What it logged since it was last started. */
  output: () => string;
  /** Starts it (again) on its port, and waits until it is ready; ms taken. */
  start: () => Promise<number>;
  /** SIGTERM, and waits until it has exited; ms taken. */
  stop: () => Promise<number>;
}

let bundle: string | undefined;

/**
 * The server bundled as `npm start` runs it (scripts/bundle-server.mjs): it starts in a fraction
 * of the time the TypeScript sources take under tsx.
 */
function serverBundle(): string {
  bundle ??= execFileSync(
    process.execPath,
    ["-e", "import('./scripts/bundle-server.mjs').then((m) => console.log(m.bundleServer()))"],
    { cwd: ROOT, encoding: "utf8" },
  ).trim();
  return resolve(ROOT, bundle, "main.js");
}

/** A server process (the bundled `src/server/main.ts`) on `port`, one node of a fleet behind a load balancer. */
export function fleetNode(name: string, port: number, env: Record<string, string>): FleetNode {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = "";
  return {
    name,
    url,
    output: () => output,
    async start() {
      const started = Date.now();
      output = "";
      const spawned = spawn(process.execPath, [serverBundle()], {
        cwd: ROOT,
        env: { ...testServerEnv(port), LOG_LEVEL: "info", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = spawned;
      spawned.stdout!.on("data", (chunk) => (output += String(chunk)));
      spawned.stderr!.on("data", (chunk) => (output += String(chunk)));
      await until(
        async () => {
          if (spawned.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
          return (await fetch(`${url}/api/ready`).catch(() => null))?.status === 200;
        },
        `${name} is ready`,
        90_000,
      );
      return Date.now() - started;
    },
    async stop() {
      const started = Date.now();
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return 0;
      const exited = new Promise((done) => running.once("exit", done));
      running.kill("SIGTERM");
      await exited;
      if (running.exitCode !== 0)
        throw new Error(`${name} exited with ${running.exitCode}:\n${output}`);
      return Date.now() - started;
    },
  };
}

/** HAProxy on `deploy/haproxy.cfg`, listening on `port` in front of `nodes`. */
export async function startHaproxy(port: number, nodes: FleetNode[]) {
  const child = spawn("haproxy", ["-db", "-f", "deploy/haproxy.cfg"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      VOUCH_LISTEN: `127.0.0.1:${port}`,
      ...Object.fromEntries(
        nodes.map((node, i) => [`VOUCH_NODE_${i + 1}`, new URL(node.url).host]),
      ),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += String(chunk)));
  child.stderr!.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  // Both nodes in the rotation: answers come from each.
  const seen = new Set<string>();
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
      const res = await fetch(`${url}/api/health`).catch(() => null);
      const node = res?.headers.get("x-vouch-node");
      if (res?.ok && node) seen.add(node);
      return seen.size === nodes.length;
    },
    "haproxy sends requests to every node",
    30_000,
  );
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface LiveEvent {
  type: string;
  data?: { message?: { text?: string } };
}

/**
 * A member's live stream as a browser's EventSource keeps it: once the server ends it, it opens
 * another after the `retry:` the server asked for, and on that one's `ready` refetches
 * (`onResync`), as the app does. Stops when a stream is refused (signed out, say).
 */
export function followLive(
  url: string,
  cookie: string,
  onResync: () => Promise<void> = async () => {},
) {
  const events: LiveEvent[] = [];
  /** The node that held each stream, in order. */
  const nodes: string[] = [];
  /** The retry hints the server gave. */
  const retries: number[] = [];
  let refusedWith: number | null = null;
  const stopped = new AbortController();
  let readyCount = 0;

  const once = async () => {
    const res = await fetch(`${url}/api/live`, { headers: { cookie }, signal: stopped.signal });
    if (res.status !== 200 || !res.body) {
      refusedWith = res.status;
      await res.body?.cancel();
      return false;
    }
    nodes.push(res.headers.get("x-vouch-node") ?? "?");
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return true;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const lines = buffer.slice(0, end).split("\n");
        buffer = buffer.slice(end + 2);
        for (const line of lines) {
          if (line.startsWith("retry:")) retries.push(Number(line.slice(6)));
          if (!line.startsWith("data:")) continue;
          const event = JSON.parse(line.slice(5)) as LiveEvent;
          events.push(event);
          if (event.type === "ready" && readyCount++ > 0) await onResync();
        }
      }
    }
  };
  const running = (async () => {
    try {
      while (!stopped.signal.aborted && (await once())) {
        await new Promise((done) => setTimeout(done, retries.at(-1) ?? 1000));
      }
    } catch (error) {
      if (!stopped.signal.aborted) throw error;
    }
  })();

  return {
    events,
    nodes,
    retries,
    refusedWith: () => refusedWith,
    /** Whether a stream is ready (its first `ready` arrived). */
    ready: () => readyCount > 0,
    texts: () =>
      new Set(events.flatMap((e) => (e.data?.message?.text ? [e.data.message.text] : []))),
    /** Ends when the follower gave up by itself (a refused stream). */
    running,
    async stop() {
      stopped.abort();
      await running;
    },
  };
}
