// Server throughput: the raw indexed-query rate inside the server process, /api/health, and an
// authenticated read (session check + one indexed query), with p99 latencies and peak RSS.
import { load, signUp, startServer } from "./support";
import { report } from "./report";

const server = await startServer();
try {
  const cookie = await signUp(server.url, `bench-${Date.now()}@example.com`);
  await fetch(`${server.url}/api/_bench/raw-query?n=5000`);
  const raw = (await (await fetch(`${server.url}/api/_bench/raw-query?n=20000`)).json()) as {
    perSecond: number;
    preparedPerSecond: number;
  };
  // Warm the JIT and the session cache first: steady state is what we report.
  await load(`${server.url}/api/health`, { seconds: 2 });
  await load(`${server.url}/api/me`, { seconds: 2, headers: { cookie } });
  const health = await load(`${server.url}/api/health`);
  const authed = await load(`${server.url}/api/me`, { headers: { cookie } });
  const naive = await load(`${server.url}/api/_bench/naive-me`, { headers: { cookie } });
  const rssMb = server.peakRssMb();

  // Two baselines: the "raw query" (PGlite's query()), and the prepared statement that
  // /api/me actually runs, so the ratio against the same work is on the table too.
  const vs = (rps: number) => ({
    "vs raw query()": `${Math.round((100 * rps) / raw.perSecond)}%`,
    "vs prepared": `${Math.round((100 * rps) / raw.preparedPerSecond)}%`,
  });
  report("server", "Server throughput (autocannon, 10 connections, 5 s each, loopback)", [
    {
      measure: "raw indexed PGlite query() (in process)",
      "per second": raw.perSecond,
      "p99 ms": "-",
      ...vs(raw.perSecond),
    },
    {
      measure: "same query, prepared statement (in process)",
      "per second": raw.preparedPerSecond,
      "p99 ms": "-",
      ...vs(raw.preparedPerSecond),
    },
    {
      measure: "GET /api/health",
      "per second": health.rps,
      "p99 ms": health.p99,
      ...vs(health.rps),
    },
    {
      measure: "GET /api/me (session and member kept in memory)",
      "per second": authed.rps,
      "p99 ms": authed.p99,
      ...vs(authed.rps),
    },
    {
      measure: "naive: better-auth getSession + 1 query",
      "per second": naive.rps,
      "p99 ms": naive.p99,
      ...vs(naive.rps),
    },
  ]);
  const share = Math.round((100 * authed.rps) / health.rps);
  report("server", "", [
    {
      measure: "GET /api/me ÷ GET /api/health (same run)",
      figure: `${share}%`,
      goal: "≥ 75%",
      verdict: share >= 75 ? "✔ met" : "✘ NOT MET",
    },
    {
      // A fresh data directory: the peak includes creating the database (bench/memory.bench.ts).
      measure: "server peak RSS, fresh embedded database",
      figure: `${rssMb} MB`,
      goal: "-",
      verdict: "-",
    },
  ]);
  if (health.errors || authed.errors)
    console.log(`errors: health ${health.errors}, authenticated ${authed.errors}`);
} finally {
  await server.stop();
}
