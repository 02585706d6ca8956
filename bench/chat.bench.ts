// Chat: send-to-receive latency over the live stream with 100 conversations exchanging messages
// (embedded database; then two server processes on one PostgreSQL when one answers), and the
// Text History of a member with 200 matches and 20,000 messages. Each figure is printed beside
// its target (issues 6 and 18). BENCH_UNCOUNTED=true measures Text History with messages written
// straight to the database (as the seed does), whose unread counts are worked out per request.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, queryRows } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { recountUnread } from "../src/server/features/chat/unread";
import { insertRows } from "../src/server/features/seed/bulk-insert";
import { hashPassword } from "../src/server/password";
import {
  freshDataDir,
  load,
  percentiles,
  signIn,
  startServer,
  type RunningServer,
} from "./support";

const CONVERSATIONS = 100;
const ARRIVAL_TIMEOUT_MS = 30_000;
const ROUNDS = 10;
const DEMO_PASSWORD = "vouch-demo-2026";
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Member {
  id: string;
  email: string;
  cookie: string;
}

/** A member's live stream, read in this process: resolves waiters when their message arrives. */
async function listen(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/live`, { headers: { cookie }, signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`live stream refused: ${res.status}`);
  const waiters = new Map<string, (at: number) => void>();
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split("\n").find((l) => l.startsWith("data:"));
          if (!data) continue;
          const event = JSON.parse(data.slice(5)) as {
            type: string;
            data?: { message?: { text: string } };
          };
          if (event.type === "ready") ready();
          const text = event.data?.message?.text;
          if (event.type === "message.created" && text) waiters.get(text)?.(performance.now());
        }
      }
    } catch {
      /* aborted at the end */
    }
  })();
  await isReady;
  return {
    // A message that never arrives fails the run rather than hanging it.
    waitFor: (text: string) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`"${text}" never arrived on the live stream`)),
          ARRIVAL_TIMEOUT_MS,
        );
        waiters.set(text, (at) => {
          clearTimeout(timer);
          waiters.delete(text);
          resolve(at);
        });
      }),
    close: () => controller.abort(),
  };
}

async function conversationsOf(url: string, member: Member) {
  const res = await fetch(`${url}/api/chat/conversations`, { headers: { cookie: member.cookie } });
  return ((await res.json()) as { conversations: { matchId: string; partner: { id: string } }[] })
    .conversations;
}

/**
 * 100 conversations, each sending ROUNDS messages back and forth; latency from POST to arrival.
 * `pauseMs` is the reply time between messages: 0 is a stress burst, people take seconds.
 */
async function exchange(
  send: RunningServer,
  receive: RunningServer,
  members: Member[],
  pauseMs: [number, number],
) {
  const byId = new Map(members.map((m) => [m.id, m]));
  const pairs: { matchId: string; a: Member; b: Member }[] = [];
  const seen = new Set<string>();
  for (const member of members) {
    for (const c of await conversationsOf(send.url, member)) {
      const partner = byId.get(c.partner.id);
      if (!partner || seen.has(c.matchId)) continue;
      seen.add(c.matchId);
      pairs.push({ matchId: c.matchId, a: member, b: partner });
    }
  }
  if (pairs.length < CONVERSATIONS) throw new Error(`only ${pairs.length} conversations`);
  const streams = new Map(
    await Promise.all(
      members.map(async (m) => [m.id, await listen(receive.url, m.cookie)] as const),
    ),
  );
  const latencies: number[] = [];
  const WARM_UP_ROUNDS = 2;
  const cpuBefore = send.cpuMs() + (receive === send ? 0 : receive.cpuMs());
  const startedAt = performance.now();
  await Promise.all(
    pairs.slice(0, CONVERSATIONS).map(async ({ matchId, a, b }, index) => {
      for (let round = 0; round < ROUNDS + WARM_UP_ROUNDS; round++) {
        const [from, to] = round % 2 === 0 ? [a, b] : [b, a];
        const text = `bench ${index} ${round} ${randomUUID()}`;
        const arrived = streams.get(to.id)!.waitFor(text);
        const started = performance.now();
        const res = await fetch(`${send.url}/api/chat/conversations/${matchId}/messages`, {
          method: "POST",
          headers: { cookie: from.cookie, "content-type": "application/json" },
          body: JSON.stringify({ text }),
        });
        if (res.status !== 201) throw new Error(`send failed: ${res.status}`);
        const latency = (await arrived) - started;
        // The first rounds warm the JIT and the database's caches: steady state is what we report.
        if (round >= WARM_UP_ROUNDS) latencies.push(latency);
        const [least, most] = pauseMs;
        if (most > 0)
          await new Promise((r) => setTimeout(r, least + Math.random() * (most - least)));
      }
    }),
  );
  const cpuMs = send.cpuMs() + (receive === send ? 0 : receive.cpuMs()) - cpuBefore;
  for (const stream of streams.values()) stream.close();
  const sent = CONVERSATIONS * (ROUNDS + WARM_UP_ROUNDS);
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    ...percentiles(latencies),
    cpuPerMessage: cpuMs / sent,
    rps: Math.round(sent / seconds),
  };
}

async function demoMembers(url: string, emails: string[]): Promise<Member[]> {
  const members: Member[] = [];
  for (const email of emails) {
    const cookie = await signIn(url, email, DEMO_PASSWORD);
    const me = (await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()) as {
      user: { id: string };
    };
    members.push({ id: me.user.id, email, cookie });
  }
  return members;
}

function seedWith(env: Record<string, string>, members: number) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/seed-cli.ts", "--members", String(members)],
    {
      env: { ...process.env, ...env },
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`seed failed: ${run.stderr}`);
}

/** Emails of the demo members, straight from the database the seed wrote. */
async function demoEmails(query: (text: string) => Promise<{ email: string }[]>) {
  return (
    await query(
      `select u.email from "user" u join profiles p on p.id = u.id where p.is_demo order by u.email`,
    )
  ).map((r) => r.email);
}

/** The targets (issues 6 and 18): send-to-receive on either database, and Text History. */
interface Target {
  p50?: number;
  p99?: number;
}
const SEND_TARGET: Target = { p50: 20, p99: 100 };
const HISTORY_TARGET: Target = { p99: 50 };

const rows: Record<string, string | number>[] = [];

/** A row of figures with its target beside it and whether it was met. */
function judged(
  measure: string,
  figures: { p50: number; p99: number; max?: number; rps?: number; cpuPerMessage?: number },
  target?: Target,
): Record<string, string | number> {
  const misses = target
    ? (["p50", "p99"] as const)
        .filter((q) => target[q] !== undefined && figures[q] > target[q]!)
        .map((q) => `${q} ${figures[q].toFixed(1)} > ${target[q]}`)
    : [];
  return {
    measure,
    "p50 ms": figures.p50.toFixed(1),
    "p99 ms": figures.p99.toFixed(1),
    "max ms": figures.max === undefined ? "-" : figures.max.toFixed(1),
    ...(figures.rps === undefined ? {} : { "per second": figures.rps }),
    ...(figures.cpuPerMessage === undefined
      ? {}
      : { "server CPU ms / message": figures.cpuPerMessage.toFixed(2) }),
    target: target
      ? (["p50", "p99"] as const)
          .filter((q) => target[q] !== undefined)
          .map((q) => `${q} ≤ ${target[q]} ms`)
          .join(", ")
      : "none (measured)",
    verdict: !target ? "-" : misses.length ? `✘ NOT MET (${misses.join("; ")})` : "✔ met",
  };
}
const PACES: [string, [number, number]][] = [
  ["replies 0.5–2 s apart", [500, 2000]],
  ["back to back", [0, 0]],
];
// A load test sends far faster than a member: limits raised (still counted on every send).
const AUTH = { AUTH_RATE_LIMIT: "100000", WRITE_LIMIT_FACTOR: "1000" };
// BENCH_CHAT=embedded,postgres,history runs only those parts.
const parts = (process.env.BENCH_CHAT ?? "embedded,postgres,history").split(",");

// 1. Embedded database, one process.
if (parts.includes("embedded")) {
  const dataDir = freshDataDir();
  seedWith({ DATA_DIR: dataDir }, 40);
  const pglite = await openPglite({ dataDir });
  const emails = await demoEmails((text) => queryRows<{ email: string }>(pglite.db, sql.raw(text)));
  await pglite.close();
  const server = await startServer(AUTH, { dataDir });
  try {
    const members = await demoMembers(server.url, emails);
    for (const [label, pause] of PACES) {
      const result = await exchange(server, server, members, pause);
      rows.push(
        judged(
          `send → receive, ${CONVERSATIONS} conversations × ${ROUNDS}, ${label} (embedded)`,
          result,
          SEND_TARGET,
        ),
      );
    }
  } finally {
    await server.stop();
  }
}

// 2. Two processes on one PostgreSQL: sent through A, received through B.
if (parts.includes("postgres")) {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    rows.push({
      measure: "send → receive across two processes (PostgreSQL)",
      "p50 ms": "skipped: no PostgreSQL answers",
      "p99 ms": "",
      "max ms": "",
      target: "none (measured)",
      verdict: "-",
    });
  } else {
    const name = `vouch_bench_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DEMO_MODE: "true", ...AUTH };
    try {
      seedWith(env, 40);
      const database = openPostgres(url.toString(), { max: 1 });
      const emails = await demoEmails((text) =>
        queryRows<{ email: string }>(database.db, sql.raw(text)),
      );
      await database.close();
      const [a, b] = await Promise.all([startServer(env), startServer(env)]);
      try {
        const members = await demoMembers(a.url, emails);
        for (const [label, pause] of PACES) {
          const result = await exchange(a, b, members, pause);
          rows.push(
            judged(
              `send → receive, ${CONVERSATIONS} conversations × ${ROUNDS}, ${label}, A → B (PostgreSQL)`,
              result,
              SEND_TARGET,
            ),
          );
        }
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

// 3. Text History of a member with 200 matches and 20,000 messages.
if (parts.includes("history")) {
  const dataDir = freshDataDir();
  const database = await openPglite({ dataDir });
  await migrateDatabase(database);
  const now = Date.now();
  const people = Array.from({ length: 201 }, (_, i) => ({ id: randomUUID(), i }));
  const me = people[0]!;
  const password = await hashPassword("bench password 1");
  await database.db.transaction(async (tx) => {
    await insertRows(
      tx,
      "user",
      [
        ["id", "text"],
        ["name", "text"],
        ["email", "text"],
      ],
      people.map((p) => ({ id: p.id, name: `Member ${p.i}`, email: `member${p.i}@bench.test` })),
    );
    await insertRows(
      tx,
      "account",
      [
        ["id", "text"],
        ["account_id", "text"],
        ["provider_id", "text"],
        ["user_id", "text"],
        ["password", "text"],
      ],
      [
        {
          id: randomUUID(),
          account_id: me.id,
          provider_id: "credential",
          user_id: me.id,
          password,
        },
      ],
    );
    await insertRows(
      tx,
      "profiles",
      [
        ["id", "text"],
        ["name", "text"],
        ["username", "text"],
        ["age", "int"],
        ["pronouns", "text"],
        ["sexuality", "sexuality"],
        ["neighborhood", "neighborhood"],
      ],
      people.map((p) => ({
        id: p.id,
        name: `Member ${p.i}`,
        username: `member${p.i}x`,
        age: 30,
        pronouns: "they/them",
        sexuality: "queer",
        neighborhood: "Chelsea",
      })),
    );
    const matchRows = people.slice(1).map((p) => {
      const [a, b] = me.id < p.id ? [me.id, p.id] : [p.id, me.id];
      return {
        id: randomUUID(),
        user_a_id: a,
        user_b_id: b,
        partner: p.id,
        created_at: new Date(now - 30 * 86_400_000),
      };
    });
    // Half the conversations end with the partner's message (the member's turn), half with theirs.
    const messageRows = matchRows.flatMap((m, j) =>
      Array.from({ length: 100 }, (_, k) => ({
        match_id: m.id,
        sender_id: (k + j) % 2 ? me.id : m.partner,
        text: `message ${k}`,
        sent_at: new Date(now - (100 - k) * 3_600_000 - Math.random() * 600_000),
      })),
    );
    const last = new Map(messageRows.map((r) => [r.match_id, r]));
    await insertRows(
      tx,
      "matches",
      [
        ["id", "uuid"],
        ["user_a_id", "text"],
        ["user_b_id", "text"],
        ["created_at", "timestamptz"],
        ["last_message_at", "timestamptz"],
        ["last_message_sender_id", "text"],
      ],
      matchRows.map((m) => ({
        ...m,
        last_message_at: last.get(m.id)!.sent_at,
        last_message_sender_id: last.get(m.id)!.sender_id,
      })),
    );
    await insertRows(
      tx,
      "messages",
      [
        ["match_id", "uuid"],
        ["sender_id", "text"],
        ["text", "text"],
        ["sent_at", "timestamptz"],
      ],
      messageRows,
    );
    // The read marks and unread counts these messages would have left had they been sent
    // through the API: each member has read up to their own last message. Without this they
    // would all be counted on every request, as messages written outside the app are.
    if (process.env.BENCH_UNCOUNTED !== "true") {
      await tx.execute(sql`
        update matches m set
          user_a_read_at = (select max(sent_at) from messages x where x.match_id = m.id and x.sender_id = m.user_a_id),
          user_b_read_at = (select max(sent_at) from messages x where x.match_id = m.id and x.sender_id = m.user_b_id)`);
      await tx.execute(recountUnread);
    }
  });
  await database.close();
  const server = await startServer(AUTH, { dataDir });
  try {
    const cookie = await signIn(server.url, "member0@bench.test", "bench password 1");
    const first = (await (
      await fetch(`${server.url}/api/chat/conversations`, { headers: { cookie } })
    ).json()) as { conversations: unknown[] };
    if (first.conversations.length !== 200)
      throw new Error(`expected 200 conversations, got ${first.conversations.length}`);
    await load(`${server.url}/api/chat/conversations`, { seconds: 2, headers: { cookie } });
    const result = await load(`${server.url}/api/chat/conversations`, {
      seconds: 5,
      headers: { cookie },
    });
    const uncounted = process.env.BENCH_UNCOUNTED === "true" ? ", none counted yet" : "";
    rows.push(
      judged(
        `GET /api/chat/conversations, 200 matches / 20,000 messages${uncounted} (embedded, 10 connections)`,
        result,
        HISTORY_TARGET,
      ),
    );
    const single = await load(`${server.url}/api/chat/conversations`, {
      seconds: 5,
      connections: 1,
      headers: { cookie },
    });
    rows.push(judged("same, one connection", single, HISTORY_TARGET));
    if (result.errors || single.errors) throw new Error("Text History requests failed");
  } finally {
    await server.stop();
  }
}

console.log("\nChat");
console.table(rows);
const missed = rows.filter((row) => String(row.verdict).startsWith("✘"));
console.log(
  missed.length
    ? `✘ ${missed.length} target(s) NOT MET: ${missed.map((row) => row.measure).join(" · ")}`
    : "✔ every target met",
);
