import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type Database } from "../../src/server/db/client";
import { withDatabase } from "#tests/support/global-setup";
import { startServer, stopServer, type ChildServer } from "#tests/support/child-server";
import { migratedDataDir } from "#tests/support/data-dir";

/**
 * The real server, killed with SIGKILL while members write (messages, heart top-ups and spends,
 * RSVPs and cancellations), then started again on the same data: every write it acknowledged is
 * there, and every member's balance is the sum of their ledger. On PGlite (a data directory) in
 * the PGlite project, on a fresh PostgreSQL database in the PostgreSQL one.
 */
const onPostgres = process.env.TEST_DB === "postgres";
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function freshStore(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
}> {
  if (!onPostgres) {
    const dir = migratedDataDir("crash");
    return { env: { DATA_DIR: dir }, open: () => openPglite({ dataDir: dir }) };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `vouch_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: admin });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = withDatabase(admin, name);
  return {
    env: { DATABASE_URL: url, DEMO_MODE: "true" },
    open: async () => openPostgres(url, { max: 2 }),
  };
}

/** A JSON answer, read along the paths the test knows. */
interface Answer {
  [key: string]: Answer | undefined;
}

/** A member's side of the conversation with a server: cookie, origin, JSON. */
function client(server: () => ChildServer, cookie = "") {
  return async (method: string, path: string, json?: unknown) => {
    const { url } = server();
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        origin: url,
        cookie,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: res.status, ok: res.ok, body: (await res.json()) as Answer, res };
  };
}

describe(`a server killed mid-write, on ${onPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it("keeps every acknowledged write and every ledger whole", async () => {
    const store = await freshStore();
    let server = await startServer(store.env);
    cleanups.push(() => stopServer(server, "SIGKILL"));
    const current = () => server;
    const seeded = await client(current)("POST", "/api/seed", {});
    expect(seeded.status).toBe(200);
    const users = (seeded.body.users as unknown as { id: string; email: string }[]).slice(0, 6);
    const password = seeded.body.signIn?.password as unknown as string;
    const members = await Promise.all(
      users.map(async (user) => {
        const signIn = await client(current)("POST", "/api/account/sign-in", {
          email: user.email,
          password,
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        return { id: user.id, call: client(current, cookie) };
      }),
    );

    const acked = {
      messages: [] as number[],
      topUps: [] as { profileId: string; key: string }[],
      unlocks: [] as { viewerId: string; memberId: string }[],
      // "going" / "none" as last acknowledged; "unknown" when a request after it went unanswered.
      rsvps: new Map<string, "going" | "none" | "unknown">(),
    };
    let writing = true;
    const loop = async (step: () => Promise<void>) => {
      while (writing) await step();
    };

    type Member = (typeof members)[number];
    const [m0, m1, m2, m3, m4, m5] = members as [Member, Member, Member, Member, Member, Member];
    const writers: Promise<void>[] = [];
    for (const member of [m0, m1]) {
      const conversations = await member.call("GET", "/api/chat/conversations");
      const matchId = conversations.body.conversations?.[0]?.matchId as unknown as string;
      let n = 0;
      writers.push(
        loop(async () => {
          const sent = await member
            .call("POST", `/api/chat/conversations/${matchId}/messages`, {
              text: `crash test ${++n}`,
            })
            .catch(() => undefined);
          if (sent?.status === 201) acked.messages.push(sent.body.message?.id as unknown as number);
        }),
      );
    }
    for (const member of [m2, m2]) {
      writers.push(
        loop(async () => {
          const key = randomUUID();
          const paid = await member
            .call("POST", "/api/hearts/top-up", {
              packageId: "hearts-10",
              idempotencyKey: key,
            })
            .catch(() => undefined);
          if (paid?.ok) acked.topUps.push({ profileId: member.id, key });
        }),
      );
    }
    {
      const others = users.map((u) => u.id).filter((id) => id !== m3.id);
      writers.push(
        loop(async () => {
          const memberId = others.shift();
          if (!memberId) return void (await new Promise((done) => setTimeout(done, 50)));
          const unlocked = await m3
            .call("POST", "/api/pairing/unlocks", { memberId })
            .catch(() => undefined);
          if (unlocked?.ok) acked.unlocks.push({ viewerId: m3.id, memberId });
        }),
      );
    }
    for (const member of [m4, m5]) {
      const list = await member.call("GET", "/api/events");
      const events = (
        list.body.events as unknown as { id: string; status: string; phase: string }[]
      ).filter((e) => e.phase === "upcoming");
      let i = 0;
      writers.push(
        loop(async () => {
          const event = events[i++ % events.length]!;
          const key = `${member.id}:${event.id}`;
          const going = (acked.rsvps.get(key) ?? event.status) === "going";
          const done = await member
            .call(going ? "DELETE" : "POST", `/api/events/${event.id}/rsvp`)
            .catch(() => undefined);
          if (done?.ok) acked.rsvps.set(key, going ? "none" : "going");
          else if (!done) acked.rsvps.set(key, "unknown");
        }),
      );
    }

    // Write until every kind has been acknowledged a few times, then kill mid-stream.
    const started = Date.now();
    while (
      Date.now() - started < 2000 ||
      acked.messages.length < 10 ||
      acked.topUps.length < 2 ||
      acked.unlocks.length < 2 ||
      [...acked.rsvps.values()].filter((s) => s !== "unknown").length < 2
    ) {
      if (Date.now() - started > 30_000)
        throw new Error(`too few writes: ${JSON.stringify({ ...acked, rsvps: [...acked.rsvps] })}`);
      await new Promise((done) => setTimeout(done, 50));
    }
    await stopServer(server, "SIGKILL");
    writing = false;
    await Promise.all(writers);

    server = await startServer(store.env);
    // It takes writes again at once.
    const after = await m0.call("GET", "/api/chat/conversations");
    expect(after.status).toBe(200);
    await stopServer(server, "SIGTERM");

    const database = await store.open();
    try {
      const messageIds = new Set(
        (
          await database.query<{ id: number }>(
            "select id from messages where id in (select jsonb_array_elements_text($1::jsonb)::bigint)",
            [JSON.stringify(acked.messages)],
          )
        ).map((r) => Number(r.id)),
      );
      expect(acked.messages.filter((id) => !messageIds.has(id))).toEqual([]);
      for (const { profileId, key } of acked.topUps) {
        const rows = await database.query(
          "select 1 from heart_transactions where profile_id = $1 and idempotency_key = $2",
          [profileId, key],
        );
        expect(rows, `top-up ${key}`).toHaveLength(1);
      }
      for (const { viewerId, memberId } of acked.unlocks) {
        const rows = await database.query<Record<string, unknown>>(
          "select * from profile_unlocks where viewer_id = $1 and unlocked_id = $2",
          [viewerId, memberId],
        );
        expect(rows, `unlock of ${memberId}`).toHaveLength(1);
      }
      for (const [key, state] of acked.rsvps) {
        if (state === "unknown") continue;
        const [profileId, eventId] = key.split(":");
        const rows = await database.query(
          "select 1 from event_attendees where profile_id = $1 and event_id = $2",
          [profileId, eventId],
        );
        expect(rows, `RSVP ${key}`).toHaveLength(state === "going" ? 1 : 0);
      }
      const drifted = await database.query(
        `select p.id, p.hearts_balance, coalesce(sum(t.amount), 0)::int as ledger
           from profiles p left join heart_transactions t on t.profile_id = p.id
          group by p.id having p.hearts_balance <> coalesce(sum(t.amount), 0)`,
        [],
      );
      expect(drifted).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});

// Only PostgreSQL is shared by several processes (WORKERS, or several machines).
describe.runIf(onPostgres)("servers starting at once on a new PostgreSQL database", () => {
  it("each starts the first time: none fails setting up the job queue and has to restart", async () => {
    const store = await freshStore();
    const servers = await Promise.allSettled([startServer(store.env), startServer(store.env)]);
    try {
      // A server that fails setting up exits with its error: startServer says so.
      expect(servers.map((s) => (s.status === "rejected" ? String(s.reason) : "up"))).toEqual([
        "up",
        "up",
      ]);
    } finally {
      for (const server of servers)
        if (server.status === "fulfilled") await stopServer(server.value, "SIGTERM");
    }
  });
});
