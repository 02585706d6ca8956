// Slow connections: one address opening half-sent requests (a header line a second, never the
// blank line that ends them) as fast as the server takes them, re-opening each the server
// closes, as once held all of a server's 8,000 connections and locked everyone out for over a
// minute. Meanwhile another member, from another address, reads /api/me over a kept-alive
// connection; their p99 must stay within its goal. Against `npm start` on PGlite; everything
// goes to this machine's loopback range, and the attack stops after ATTACK_SECONDS.
import { Agent, request } from "node:http";
import { spawn } from "node:child_process";
import { percentiles, signUp, startServer } from "./support";
import { report } from "./report";

const ATTACKER = "127.0.0.1";
const MEMBER = "127.0.0.2";
const CONNECTIONS = 9_000;
const ATTACK_SECONDS = 20;
const READ_P99_GOAL_MS = 100;

const server = await startServer();
const port = Number(new URL(server.url).port);
const cookie = await signUp(server.url, `slow-connections-${Date.now()}@bench.example`);

// The attacker runs in a process of its own, so the member's timings are the server's alone. It
// prints how many of its connections the server has let stay open over a second, each second.
const ATTACK = `
  import { spawn } from "node:child_process";
  const [port, address, count, seconds] = process.argv.slice(1);
  const deadline = Date.now() + Number(seconds) * 1000;
  const sockets = new Map();
  let opened = 0;
  const halfSend = () => {
    if (Date.now() > deadline) return;
    opened++;
    const socket = net.connect({ host: "127.0.0.1", port: Number(port), localAddress: address });
    socket.on("error", () => {});
    socket.once("connect", () => {
      sockets.set(socket, Date.now());
      socket.write("GET /api/health HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n");
    });
    socket.once("close", () => {
      sockets.delete(socket);
      setTimeout(halfSend, 100);
    });
  };
  for (let i = 0; i < Number(count); i++) halfSend();
  let held = 0;
  const tick = setInterval(() => {
    const now = Date.now();
    let open = 0;
    for (const [socket, at] of sockets) {
      if (now - at > 1000 && !socket.destroyed) open++;
      if (socket.writable) socket.write("X-Slow: 1\\r\\n");
    }
    held = Math.max(held, open);
    if (now > deadline) {
      clearInterval(tick);
      for (const socket of sockets.keys()) socket.destroy();
      console.log(JSON.stringify({ held, opened }));
    }
  }, 1000);
`;
const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: MEMBER });
const readMe = () =>
  new Promise<number>((done, fail) => {
    const started = performance.now();
    const req = request({ host: "127.0.0.1", port, path: "/api/me", agent }, (res) => {
      res.resume();
      res.on("end", () =>
        res.statusCode === 200
          ? done(performance.now() - started)
          : fail(new Error(`/api/me answered ${res.statusCode}`)),
      );
    });
    req.setHeader("cookie", cookie);
    req.setTimeout(10_000, () => req.destroy(new Error("/api/me took over 10 s")));
    req.on("error", fail);
    req.end();
  });

const reads: number[] = [];
let failed = 0;
let attack = { held: 0, opened: 0 };
try {
  for (let i = 0; i < 50; i++) await readMe();
  const attacker = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      ATTACK,
      String(port),
      ATTACKER,
      String(CONNECTIONS),
      String(ATTACK_SECONDS),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let said = "";
  attacker.stdout.on("data", (chunk) => (said += String(chunk)));
  const ended = new Promise((done) => attacker.once("exit", done));
  // Its first connections in place before the member reads.
  await new Promise((done) => setTimeout(done, 2_000));
  const deadline = Date.now() + (ATTACK_SECONDS - 3) * 1000;
  while (Date.now() < deadline) {
    try {
      reads.push(await readMe());
    } catch {
      failed++;
      await new Promise((done) => setTimeout(done, 100));
    }
    await new Promise((done) => setTimeout(done, 20));
  }
  await ended;
  attack = JSON.parse(said) as typeof attack;
} finally {
  agent.destroy();
  await server.stop();
}

const { p50, p99, max } = percentiles(reads);
const met = failed === 0 && p99 <= READ_P99_GOAL_MS;
report("slow-connections", `Slow connections (one address, ${ATTACK_SECONDS} s, loopback)`, [
  {
    measure: `another member's /api/me while one address half-sends ${CONNECTIONS.toLocaleString("en-US")} connections`,
    figure: `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(0)} ms; ${reads.length} read, ${failed} failed; the address held at most ${attack.held} (${attack.opened.toLocaleString("en-US")} opened)`,
    goal: `p99 ≤ ${READ_P99_GOAL_MS} ms, none failed`,
    result: met ? "met" : "MISSED",
  },
]);
if (!met) process.exitCode = 1;
