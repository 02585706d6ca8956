// Live streams. Members online: 2,000 streams of real signed-in members held open on
// one server process while messages go between some of them; a message must reach its reader
// within its p99 goal and each open stream cost at most its memory goal. Then under abuse
// (docs/decisions/0029): memory per open stream, and 20,000 streams opened as fast as they are
// taken by one member and by ten, against `npm start` on PGlite. The server must stay up, its
// memory within budget, and another member's reads within their p99 goal. Everything goes to
// 127.0.0.1 and each attack stops after ATTACK_SECONDS. BENCH_LIVE=members,attacks runs only those.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request, type ClientRequest } from "node:http";
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { openPglite, queryRows } from "../src/server/db/client";
import { LIVE_STREAMS_PER_MEMBER, LIVE_STREAMS_PER_SESSION } from "#shared/constants";
import {
  freshDataDir,
  percentiles,
  signIn,
  startServer,
  statusField,
  type RunningServer,
} from "./support";
import { report } from "./report";

const parts = (process.env.BENCH_LIVE ?? "members,attacks").split(",");

const STREAMS = 20_000;
const IN_FLIGHT = 200;
const ATTACK_SECONDS = 60;
// The worker's memory budget: V8's old space is capped at 512 MB (`npm start`), the embedded
// database lives beside it. Churned streams are garbage V8 collects only as the heap nears its
// cap, so the peak says little below it; what must not happen is growth from one attack to the
// next (decision 0029).
const RSS_BUDGET_MB = 1024;
const RSS_CARRIED_GOAL_MB = 50;
const READ_P99_GOAL_MS = 100;

interface Member {
  email: string;
  cookie: string;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** Opens a stream; resolves with how it went once it is refused or has said "ready". */
function openStream(server: RunningServer, member: Member, headers: Record<string, string> = {}) {
  let req!: ClientRequest;
  const outcome = new Promise<"admitted" | "refused" | "failed">((done) => {
    req = request(
      `${server.url}/api/live`,
      { agent: false, headers: { cookie: member.cookie, ...headers } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return done("refused");
        }
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => chunk.includes('"ready"') && done("admitted"));
        res.on("error", () => done("failed"));
        res.on("close", () => done("failed"));
      },
    );
    req.on("error", () => done("failed"));
    req.end();
  });
  return { outcome, close: () => req.destroy() };
}

/** Another member's reads, one after another, until `stop` resolves: their latencies in ms. */
async function reads(
  server: RunningServer,
  member: Member,
  stop: Promise<void>,
): Promise<number[]> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const latencies: number[] = [];
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/me`, { headers: { cookie: member.cookie } });
    await res.arrayBuffer();
    if (res.ok) latencies.push(performance.now() - started);
    else throw new Error(`a read failed: ${res.status}`);
  }
  return latencies;
}

/** `attackers` open STREAMS streams between them (IN_FLIGHT at a time), never closing one. */
async function attack(server: RunningServer, attackers: Member[], reader: Member) {
  const rss = () => mb(statusField(server.pid, "VmRSS"));
  const counts = { admitted: 0, refused: 0, failed: 0 };
  const held: (() => void)[] = [];
  let opened = 0;
  let peakRss = rss();
  const deadline = Date.now() + ATTACK_SECONDS * 1000;
  let finish!: () => void;
  const finished = new Promise<void>((done) => (finish = done));
  const reading = reads(server, reader, finished);
  const started = performance.now();
  const worker = async () => {
    while (opened < STREAMS && Date.now() < deadline) {
      const stream = openStream(server, attackers[opened++ % attackers.length]!);
      held.push(stream.close);
      counts[await stream.outcome]++;
      if (opened % 500 === 0) peakRss = Math.max(peakRss, rss());
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, rss());
  const up = (await fetch(`${server.url}/api/health`).catch(() => undefined))?.ok ?? false;
  finish();
  const latencies = await reading;
  held.forEach((close) => close());
  return { ...counts, opened, seconds, peakRss, up, read: percentiles(latencies) };
}

async function memoryPerStream(server: RunningServer, members: Member[]) {
  const rss = () => mb(statusField(server.pid, "VmRSS"));
  const streams: { close: () => void }[] = [];
  const before = rss();
  let address = 0;
  for (const member of members) {
    for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i++) {
      // Each member from an address of its own, so no address cap is reached.
      const stream = openStream(server, member, {
        "x-forwarded-for": `10.9.0.${++address % 250}`,
      });
      if ((await stream.outcome) !== "admitted") throw new Error("a stream was refused");
      streams.push(stream);
    }
  }
  const held = rss();
  streams.forEach((stream) => stream.close());
  return { count: streams.length, kbEach: Math.round(((held - before) * 1024) / streams.length) };
}

const ONLINE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 2000);
const ONLINE_MESSAGES = 300;
const ONLINE_RATE = 20;
const STREAM_KB_GOAL = 30;
const DELIVERY_P99_GOAL_MS = 100;
const DEMO_PASSWORD = "vouch-demo-2026";

/** A live stream that reads its events: resolves the waiter of each message text it carries. */
function readingStream(server: RunningServer, member: Member, address: string) {
  const waiters = new Map<string, (at: number) => void>();
  let buffer = "";
  let req!: ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    req = request(
      `${server.url}/api/live`,
      { agent: false, headers: { cookie: member.cookie, "x-forwarded-for": address } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream refused: ${res.statusCode}`));
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split("\n").find((line) => line.startsWith("data:"));
            if (!data) continue;
            const event = JSON.parse(data.slice(5)) as {
              type: string;
              data?: { message?: { text: string } };
            };
            if (event.type === "ready") resolve();
            const text = event.data?.message?.text;
            if (text) waiters.get(text)?.(performance.now());
          }
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
  return {
    ready,
    arrival: (text: string) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" never arrived`)), 30_000);
        waiters.set(text, (at) => {
          clearTimeout(timer);
          waiters.delete(text);
          resolve(at);
        });
      }),
    close: () => req.destroy(),
  };
}

/**
 * Members online: ONLINE_STREAMS streams of signed-in members (two sessions each, every stream a
 * member may hold) on one server process; the memory they add, and send → receive of messages
 * between some of them, sent at random (Poisson) times at ONLINE_RATE per second.
 */
async function membersOnline() {
  const perMember = LIVE_STREAMS_PER_MEMBER;
  const memberCount = Math.ceil(ONLINE_STREAMS / perMember);
  const dataDir = freshDataDir();
  const seed = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "src/server/cli/seed-cli.ts",
      "--members",
      String(Math.max(30, memberCount)),
    ],
    { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
  );
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`);
  const database = await openPglite({ dataDir });
  const emails = (
    await queryRows<{ email: string }>(
      database.db,
      sql`select u.email from "user" u join profiles p on p.id = u.id where p.is_demo order by u.email`,
    )
  ).map((row) => row.email);
  await database.close();
  const server = await startServer(
    {
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT: "100000",
      AUTH_IP_RATE_LIMIT: "100000",
      WRITE_LIMIT_FACTOR: "1000",
    },
    { dataDir },
  );
  const rssKb = () => statusField(server.pid, "VmRSS");
  const streams: ReturnType<typeof readingStream>[] = [];
  try {
    // Two sessions per member: each holds LIVE_STREAMS_PER_SESSION, none replaces another.
    const online = emails.slice(0, memberCount);
    const sessions: { id: string; email: string; cookies: string[] }[] = [];
    for (let i = 0; i < online.length; i += 8) {
      sessions.push(
        ...(await Promise.all(
          online.slice(i, i + 8).map(async (email) => {
            const cookies: string[] = [];
            for (let s = 0; s < perMember / LIVE_STREAMS_PER_SESSION; s++)
              cookies.push(await signIn(server.url, email, DEMO_PASSWORD));
            const me = (await (
              await fetch(`${server.url}/api/me`, { headers: { cookie: cookies[0]! } })
            ).json()) as { user: { id: string } };
            return { id: me.user.id, email, cookies };
          }),
        )),
      );
    }
    // The conversations between members online, and whose stream reads which member's messages.
    const byId = new Map(sessions.map((s, i) => [s.id, i]));
    const pairs: { matchId: string; a: number; b: number }[] = [];
    for (const [a, member] of sessions.slice(0, 40).entries()) {
      const res = await fetch(`${server.url}/api/chat/conversations`, {
        headers: { cookie: member.cookies[0]! },
      });
      const { conversations } = (await res.json()) as {
        conversations: { matchId: string; partner: { id: string } }[];
      };
      for (const c of conversations) {
        const b = byId.get(c.partner.id);
        if (b !== undefined && b > a) pairs.push({ matchId: c.matchId, a, b });
      }
    }
    if (pairs.length < 10)
      throw new Error(`only ${pairs.length} conversations among members online`);

    await new Promise((done) => setTimeout(done, 3000));
    const before = rssKb();
    const readers = new Map<number, ReturnType<typeof readingStream>>();
    for (let i = 0; i < sessions.length; i += 25) {
      await Promise.all(
        sessions.slice(i, i + 25).flatMap((session, j) => {
          const address = `10.${(i + j) >> 8}.${(i + j) & 255}.1`;
          return Array.from({ length: perMember }, (_, k) => {
            const stream = readingStream(
              server,
              {
                email: session.email,
                cookie: session.cookies[Math.floor(k / LIVE_STREAMS_PER_SESSION)]!,
              },
              address,
            );
            streams.push(stream);
            if (k === 0) readers.set(i + j, stream);
            return stream.ready;
          });
        }),
      );
    }
    const open = streams.length;
    await new Promise((done) => setTimeout(done, 3000));
    const held = rssKb();

    const latencies: number[] = [];
    const sends: Promise<void>[] = [];
    let due = performance.now();
    for (let n = 0; n < ONLINE_MESSAGES; n++) {
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const pair = pairs[n % pairs.length]!;
      const [from, to] = n % 2 ? [pair.a, pair.b] : [pair.b, pair.a];
      const text = `online ${n} ${randomUUID()}`;
      const arrived = readers.get(to)!.arrival(text);
      const dueAt = due;
      sends.push(
        fetch(`${server.url}/api/chat/conversations/${pair.matchId}/messages`, {
          method: "POST",
          headers: { cookie: sessions[from]!.cookies[0]!, "content-type": "application/json" },
          body: JSON.stringify({ text }),
        }).then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 201) throw new Error(`send failed: ${res.status}`);
          // The first tenth warms the send path.
          if (n >= ONLINE_MESSAGES / 10) latencies.push((await arrived) - dueAt);
        }),
      );
      due += -Math.log(1 - Math.random()) * (1000 / ONLINE_RATE);
    }
    await Promise.all(sends);
    const delivery = percentiles(latencies);
    const kbEach = (held - before) / open;
    report(
      "live",
      `Members online (npm start on PGlite, one server process; load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")})`,
      [
        {
          measure: `live streams open (${sessions.length} members signed in, ${perMember} streams each)`,
          figure: String(open),
          goal: `${ONLINE_STREAMS}`,
          verdict: open >= ONLINE_STREAMS ? "✔ met" : "✘ NOT MET",
        },
        {
          measure: `send → receive while they are open (${latencies.length} messages, ${ONLINE_RATE}/s at random times)`,
          figure: `p50 ${delivery.p50.toFixed(1)} · p99 ${delivery.p99.toFixed(1)} · max ${delivery.max.toFixed(1)} ms`,
          goal: `p99 ≤ ${DELIVERY_P99_GOAL_MS} ms`,
          verdict: delivery.p99 <= DELIVERY_P99_GOAL_MS ? "✔ met" : "✘ NOT MET",
        },
        {
          measure: `memory per open stream (server RSS ${mb(before)} → ${mb(held)} MB, ÷ ${open})`,
          figure: `${kbEach.toFixed(1)} KB`,
          goal: `≤ ${STREAM_KB_GOAL} KB`,
          verdict: kbEach <= STREAM_KB_GOAL ? "✔ met" : "✘ NOT MET",
        },
      ],
    );
  } finally {
    streams.forEach((stream) => stream.close());
    await server.stop();
  }
}

if (parts.includes("members")) await membersOnline();

if (parts.includes("attacks")) {
  const server = await startServer({
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    AUTH_IP_RATE_LIMIT: "1000",
  });
  const rss = () => mb(statusField(server.pid, "VmRSS"));
  try {
    const seeded = (await (
      await fetch(`${server.url}/api/seed`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: "{}",
      })
    ).json()) as { users: { email: string }[]; signIn: { password: string } };
    const password = seeded.signIn.password;
    const members: Member[] = [];
    for (const { email } of seeded.users.slice(0, 30)) {
      // One session per LIVE_STREAMS_PER_SESSION streams, so none is replaced while measuring.
      for (let i = 0; i < LIVE_STREAMS_PER_MEMBER / LIVE_STREAMS_PER_SESSION; i++)
        members.push({ email, cookie: await signIn(server.url, email, password) });
    }
    const [reader, one, ...others] = members.filter((_, i) => i % 2 === 0);
    const ten = others.slice(0, 10);

    // Warm the reads and measure them undisturbed.
    await reads(server, reader!, new Promise((done) => setTimeout(done, 2000)));
    const calm = percentiles(
      await reads(server, reader!, new Promise((done) => setTimeout(done, 5000))),
    );
    const perStream = await memoryPerStream(server, members.slice(0, 60));
    await new Promise((done) => setTimeout(done, 2000));

    const baseline = rss();
    const byOne = await attack(server, [one!], reader!);
    await new Promise((done) => setTimeout(done, 2000));
    const byTen = await attack(server, ten, reader!);

    console.log(`\nLive streams (npm start on PGlite; ${STREAMS} streams, ${IN_FLIGHT} at a time)`);
    console.log(
      `memory per open stream: ${perStream.kbEach} KB (${perStream.count} held); ` +
        `reads of another member undisturbed: p50 ${calm.p50.toFixed(1)} ms, p99 ${calm.p99.toFixed(1)} ms`,
    );
    const row = (name: string, run: Awaited<ReturnType<typeof attack>>) => ({
      attack: name,
      opened: `${run.opened} in ${run.seconds.toFixed(1)} s`,
      "admitted / refused / failed": `${run.admitted} / ${run.refused} / ${run.failed}`,
      "server up": run.up ? "✔ yes" : "✘ NO",
      "peak RSS MB": `${run.peakRss} (goal ≤ ${RSS_BUDGET_MB}) ${run.peakRss <= RSS_BUDGET_MB ? "✔" : "✘"}`,
      "reads p99 ms": `${run.read.p99.toFixed(1)} (goal ≤ ${READ_P99_GOAL_MS}) ${run.read.p99 <= READ_P99_GOAL_MS ? "✔" : "✘"}`,
    });
    report("live", "", [row("one member", byOne), row("ten members", byTen)], (r) => [
      {
        figure: `live-stream flood by ${r.attack}: streams opened · admitted / refused / failed`,
        value: `${r.opened} · ${r["admitted / refused / failed"]}`,
        goal: "the server stays up",
        verdict: r["server up"],
      },
      {
        figure: `live-stream flood by ${r.attack}: server peak RSS`,
        value: r["peak RSS MB"],
        goal: `≤ ${RSS_BUDGET_MB} MB`,
        verdict: r["peak RSS MB"].endsWith("✔") ? "✔ met" : "✘ NOT MET",
      },
      {
        figure: `live-stream flood by ${r.attack}: another member's reads, p99 ms`,
        value: r["reads p99 ms"],
        goal: `≤ ${READ_P99_GOAL_MS} ms`,
        verdict: r["reads p99 ms"].endsWith("✔") ? "✔ met" : "✘ NOT MET",
      },
    ]);
    const carried = byTen.peakRss - byOne.peakRss;
    console.log(
      `RSS before the attacks: ${baseline} MB; after: ${rss()} MB; the second attack's peak over ` +
        `the first's: ${carried} MB (goal ≤ ${RSS_CARRIED_GOAL_MB}) ${carried <= RSS_CARRIED_GOAL_MB ? "✔" : "✘"}`,
    );
  } finally {
    await server.stop();
  }
}
