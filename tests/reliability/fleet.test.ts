import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PgBoss from "pg-boss";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoSrc } from "#shared/constants";
import type { PhotosResponse } from "#shared/schemas/photos";
import {
  fleetNode,
  followLive,
  haproxyInstalled,
  startHaproxy,
  type FleetNode,
} from "#tests/support/fleet";
import { match } from "#tests/support/matching-factories";
import { moderationKit } from "#tests/support/moderation-kit";
import { until } from "#tests/support/npm-start";
import { signUpAt, useTestApp, type TestMember } from "#tests/support/test-app";

/**
 * Two server processes on one PostgreSQL and one S3 bucket, behind HAProxy on
 * deploy/haproxy.cfg: what a member does lands on either, and nothing is lost when each is
 * restarted in turn (docs/decisions/0066).
 */
const PROXY_PORT = 3240;
const NODE_PORTS = [3241, 3242];
const PUBLIC_URL = `http://127.0.0.1:${PROXY_PORT}`;
const BUCKET = "vouch-photos";

const t = useTestApp();
const { moderator, caseAbout } = moderationKit(t);
let s3: S3rver | undefined;
let s3Dir = "";
let nodes: FleetNode[] = [];
let proxy: Awaited<ReturnType<typeof startHaproxy>> | undefined;

/** A request through the proxy, as the browser makes it; which node answered is in the answer. */
async function call(
  path: string,
  as: TestMember | { cookie: string },
  { method = "GET", json, body }: { method?: string; json?: unknown; body?: FormData } = {},
) {
  const res = await fetch(`${PUBLIC_URL}${path}`, {
    method,
    headers: {
      cookie: as.cookie,
      origin: PUBLIC_URL,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
    },
    body: json === undefined ? body : JSON.stringify(json),
  });
  return { status: res.status, node: res.headers.get("x-vouch-node"), res };
}

beforeAll(async () => {
  if (!haproxyInstalled) return;
  s3Dir = mkdtempSync(join(tmpdir(), "vouch-fleet-s3-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  const env = {
    DATABASE_URL: (t().database as { url?: string }).url!,
    PUBLIC_URL,
    TRUST_PROXY: "1",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    PHOTO_SCREENING: "off",
    AUTH_ACCOUNT_RATE_LIMIT: "1000",
    // The real write limits: they are what is shared.
    WRITE_LIMIT_FACTOR: "1",
    // Longer than HAProxy takes to see readiness fail (two checks a second apart).
    DRAIN_MS: "3000",
  };
  nodes = NODE_PORTS.map((port, i) => fleetNode(`node${i + 1}`, port, env));
  await Promise.all(nodes.map((node) => node.start()));
  proxy = await startHaproxy(PROXY_PORT, nodes);
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(nodes.map((node) => node.stop().catch(() => {})));
  await s3?.close();
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

// Skipped only where HAProxy isn't installed: what is tested is deploy/haproxy.cfg run by it.
describe.skipIf(!haproxyInstalled)("two nodes behind HAProxy", () => {
  it("serves a member's sign-up, photo, conversation, jobs, limits and suspension from either node", async () => {
    // Sign-up through the proxy; the session works on both nodes.
    const signedUp = await signUpAt(PUBLIC_URL);
    expect(signedUp.res.status).toBe(201);
    for (const node of nodes) {
      const me = await fetch(`${node.url}/api/me`, { headers: { cookie: signedUp.cookie } });
      expect(me.status).toBe(200);
    }

    // A photo uploaded through one node is served by both: it is in the shared bucket.
    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    form.append("photo", new File([new Uint8Array(jpeg)], "me.jpg", { type: "image/jpeg" }));
    const uploaded = await call("/api/profile/photos", signedUp, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const { photos } = (await uploaded.res.json()) as PhotosResponse;
    for (const node of nodes) {
      const res = await fetch(`${node.url}${photoSrc(photos[0]!.id, "medium")}`, {
        headers: { cookie: signedUp.cookie },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
    }

    // Jobs sent now run once, whichever node takes each: both nodes' workers ask for them.
    const boss = new PgBoss({
      connectionString: (t().database as { url?: string }).url!,
      schema: "pgboss",
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    const jobIds: string[] = [];
    for (let i = 0; i < 2; i++) jobIds.push((await boss.send("push-notifications", {}))!);
    await boss.stop({ graceful: false });

    // A conversation whose messages are sent through one node and arrive on a stream held by the other.
    const [ada, ben] = [await t().member({ name: "Ada" }), await t().member({ name: "Ben" })];
    const conversation = await match(t(), ada, ben);
    const stream = followLive(PUBLIC_URL, ben.cookie);
    await until(() => stream.ready(), "Ben's stream is open");
    const streamNode = stream.nodes[0]!;
    const sentFrom = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const sent = await call(`/api/chat/conversations/${conversation.id}/messages`, ada, {
        method: "POST",
        json: { text: `Hello ${i}` },
      });
      expect(sent.status).toBe(201);
      sentFrom.add(sent.node!);
    }
    expect(sentFrom).toEqual(new Set(["node1", "node2"]));
    expect(sentFrom).toContain(nodes.find((n) => n.name !== streamNode)!.name);
    await until(() => stream.texts().size === 4, "every message reaches Ben's stream");

    // A write limit counts on both nodes together: typing signals, 40 a minute.
    const typed: { status: number; node: string | null }[] = [];
    for (let i = 0; i < 41; i++) {
      typed.push(
        await call(`/api/chat/conversations/${conversation.id}/typing`, ada, { method: "POST" }),
      );
    }
    expect(typed.slice(0, 40).every((r) => r.status === 200)).toBe(true);
    expect(new Set(typed.slice(0, 40).map((r) => r.node))).toEqual(new Set(["node1", "node2"]));
    expect(typed[40]!.status).toBe(429);

    // A moderator's suspension, through one node, signs Ben out on both and ends his stream.
    const mod = await moderator();
    for (const node of nodes) {
      expect((await fetch(`${node.url}/api/me`, { headers: { cookie: ben.cookie } })).status).toBe(
        200,
      );
    }
    const suspended = await call(`/api/moderation/cases/${await caseAbout(ben)}/actions`, mod, {
      method: "POST",
      json: { action: "suspend", days: 14, reason: "harassment", note: "Threats." },
    });
    expect(suspended.status).toBe(200);
    for (const node of nodes) {
      expect((await fetch(`${node.url}/api/me`, { headers: { cookie: ben.cookie } })).status).toBe(
        401,
      );
    }
    await stream.running;
    expect(stream.refusedWith()).toBe(401);

    // Each job ran once, on one node or the other.
    const logs = () => nodes.map((node) => node.output()).join("\n");
    // Each node's worker asks for one job every 10 s.
    await until(() => jobIds.every((id) => logs().includes(id)), "every job has run", 25_000);
    for (const id of jobIds) expect(logs().split(id).length - 1).toBe(1);
  });

  it("answers every request and loses no message while each node is restarted in turn", async () => {
    const [ada, cy, ben] = [
      await t().member({ name: "Ada" }),
      await t().member({ name: "Cy" }),
      await t().member({ name: "Ben" }),
    ];
    const conversations = [await match(t(), ada, ben), await match(t(), cy, ben)];
    const failures: string[] = [];
    const lastAnswerFrom = new Map<string, number>();
    let requests = 0;
    const counted = async (
      what: string,
      request: () => Promise<Awaited<ReturnType<typeof call>>>,
    ) => {
      requests++;
      try {
        const answer = await request();
        if (answer.status >= 400) failures.push(`${what}: ${answer.status} from ${answer.node}`);
        if (answer.node) lastAnswerFrom.set(answer.node, Date.now());
        return answer;
      } catch (error) {
        failures.push(`${what}: ${(error as Error).message}`);
        return null;
      }
    };

    // Ben's screen: a live stream that reconnects when told, and refetches his threads then.
    const inThreads = new Set<string>();
    const refetch = async () => {
      for (const { id } of conversations) {
        const answer = await counted("refetch", () =>
          call(`/api/chat/conversations/${id}/messages`, ben),
        );
        const page = (await answer?.res.json()) as { messages: { text: string }[] } | undefined;
        page?.messages.forEach((m) => inThreads.add(m.text));
      }
    };
    const stream = followLive(PUBLIC_URL, ben.cookie, refetch);
    await until(() => stream.ready(), "Ben's stream is open");

    // Steady traffic: three readers, and Ada and Cy writing to Ben by turns.
    let running = true;
    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
    const readers = Array.from({ length: 3 }, async () => {
      while (running) {
        await counted("read", () => call("/api/me", ada));
        await pause(20);
      }
    });
    const sent: string[] = [];
    const writer = (async () => {
      for (let i = 0; running; i++) {
        const [from, conversation] = i % 2 ? [cy, conversations[1]!] : [ada, conversations[0]!];
        const text = `Rolling ${i}`;
        const answer = await counted("send", () =>
          call(`/api/chat/conversations/${conversation.id}/messages`, from, {
            method: "POST",
            json: { text },
          }),
        );
        if (answer?.status === 201) sent.push(text);
        // Each of the two a message every 1.6 s: under the limit of 60 a minute a member.
        await pause(800);
      }
    })();

    const restarts: { node: string; stopMs: number; startMs: number; backMs: number }[] = [];
    for (const node of nodes) {
      await pause(500);
      const stopMs = await node.stop();
      const startMs = await node.start();
      const started = Date.now();
      await until(
        () => (lastAnswerFrom.get(node.name) ?? 0) > started,
        `${node.name} is back in rotation`,
        15_000,
      );
      restarts.push({ node: node.name, stopMs, startMs, backMs: Date.now() - started });
    }
    running = false;
    await Promise.all([...readers, writer]);
    await until(
      () => sent.every((text) => stream.texts().has(text) || inThreads.has(text)),
      "every message sent reached Ben",
    );
    await stream.stop();

    console.log(
      JSON.stringify({
        requests,
        messages: sent.length,
        failed: failures.length,
        restarts,
        streams: stream.nodes.length,
      }),
    );
    expect(failures).toEqual([]);
    // His stream was ended with a hint to come back, at least once, and came back on the other node.
    expect(stream.retries.length).toBeGreaterThanOrEqual(1);
    expect(new Set(stream.nodes)).toEqual(new Set(["node1", "node2"]));
  }, 120_000);
});
