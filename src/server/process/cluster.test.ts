import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { match } from "#tests/support/matching-factories";

const t = useTestApp();
const PORT = 4805;
const base = `http://127.0.0.1:${PORT}`;

let running: ChildProcess | undefined;
afterEach(async () => {
  if (running && running.exitCode === null) {
    running.kill("SIGTERM");
    await new Promise((resolve) => running!.once("exit", resolve));
  }
  running = undefined;
});

/** `npm start` as a child process, without building the client (the API is what is tested). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      NODE_ENV: "development",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      CLIENT_DIR: "tests/no-client",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "1000",
      WRITE_LIMIT_FACTOR: "1000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  running = child;
  return { child, exited, output: () => output };
}

/**
 * One request on a connection of its own: node:cluster hands each new connection to the next
 * worker in turn, so consecutive requests alternate between two workers.
 */
function call(
  path: string,
  member: TestMember,
  { method = "GET", json }: { method?: string; json?: unknown } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        agent: false,
        headers: {
          cookie: member.cookie,
          origin: `http://localhost:${PORT}`,
          ...(json === undefined ? {} : { "content-type": "application/json" }),
        },
      },
      (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on("error", reject);
    req.end(json === undefined ? undefined : JSON.stringify(json));
  });
}

/** A live stream on a connection of its own; collects the types of events, and notes its end. */
function openStream(member: TestMember) {
  const events: { type: string; data?: { message?: { text?: string } } }[] = [];
  let ended = false;
  const ready = new Promise<void>((resolve, reject) => {
    const req = request(
      `${base}/api/live`,
      { agent: false, headers: { cookie: member.cookie } },
      (res) => {
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const data = buffer
              .slice(0, end)
              .split("\n")
              .find((line) => line.startsWith("data:"));
            buffer = buffer.slice(end + 2);
            if (!data) continue;
            const event = JSON.parse(data.slice(5)) as (typeof events)[number];
            events.push(event);
            if (event.type === "ready") resolve();
          }
        });
        res.on("close", () => (ended = true));
      },
    );
    req.on("error", reject);
    req.end();
  });
  return {
    ready,
    events,
    ended: () => ended,
    text: (text: string) => events.some((e) => e.data?.message?.text === text),
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("several server processes (WORKERS)", () => {
  it("refuses more than one process on the embedded database, saying why", async () => {
    const server = startServer({ WORKERS: "2", DATA_DIR: ".tmp/cluster-refused" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/WORKERS: more than one server process needs DATABASE_URL/);
  });

  // Several processes share one database only on PostgreSQL: PGlite is one process's database.
  it.skipIf(!isPostgres)(
    "delivers a message sent through one worker to streams on both, and a sign-out ends the session on both",
    async () => {
      const url = (t().database as { url?: string }).url!;
      const [ada, ben] = [await t().member({ name: "Ada" }), await t().member({ name: "Ben" })];
      const conversation = await match(t(), ada, ben);
      const server = startServer({ WORKERS: "2", DATABASE_URL: url, LIVE_HEARTBEAT_MS: "200" });
      await until(
        async () => (await call("/api/health", ada).catch(() => ({ status: 0 }))).status === 200,
        "the workers answer",
        30_000,
      );

      // Two server processes under the one that was started (Linux lists a process's children).
      // The first may answer before the second has started: wait for both.
      const children = () =>
        readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8")
          .trim()
          .split(/\s+/)
          .filter(Boolean);
      await until(() => children().length === 2, "both workers run", 30_000);

      // Four connections in a row: two on each worker.
      const streams: ReturnType<typeof openStream>[] = [];
      for (let i = 0; i < 4; i++) {
        const stream = openStream(ben);
        await stream.ready;
        streams.push(stream);
      }
      const sent = await call(`/api/chat/conversations/${conversation.id}/messages`, ada, {
        method: "POST",
        json: { text: "Across processes" },
      });
      expect(sent.status).toBe(201);
      await until(() => streams.every((s) => s.text("Across processes")), "every stream has it");

      // Both workers know Ben's session now; a sign-out through one must end it on both.
      for (let i = 0; i < 2; i++) expect((await call("/api/me", ben)).status).toBe(200);
      expect((await call("/api/account/sign-out", ben, { method: "POST" })).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await call("/api/me", ben)).status).toBe(401);
      await until(() => streams.every((s) => s.ended()), "every stream has ended");
      expect(server.child.exitCode).toBeNull();
    },
  );
});
