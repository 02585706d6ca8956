import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { createLogger } from "../../process/logger";
import { PUSH_DEVICES_PER_MEMBER } from "#shared/constants";
import type { PushPayload } from "#shared/schemas/push";
import { openLive } from "#tests/support/live-stream";
import { match } from "#tests/support/matching-factories";
import { startPushReceiver } from "#tests/support/push-receiver";
import { jobContextOf } from "#tests/support/jobs";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { notify } from "./notify";
import { mailDueNotifications } from "./email/deliveries";
import { pushDueNotifications } from "./push/deliveries";
import { isPushServiceEndpoint } from "./push/endpoints";

const t = useTestApp();
const MINUTE = 60_000;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

/** One run of the delivery job at `now`, as pg-boss would start it. */
const runJob = (now: Date) =>
  pushDueNotifications(
    jobContextOf(t(), now, { logger: createLogger(process.env.DEBUG_PUSH ? "debug" : "silent") }),
  );

async function subscribeDevice(as: TestMember, name: string) {
  const device = receiver.device(name);
  const res = await t().request("/api/push/subscriptions", {
    as,
    json: device.subscription,
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36" },
  });
  expect(res.status).toBe(200);
  return device;
}

const pauseAs = async (as: TestMember, paused: boolean) => {
  const res = await t().request("/api/notifications/pause", {
    as,
    method: "PUT",
    json: { paused },
  });
  expect(res.status).toBe(200);
};

async function matched(at: Date) {
  t().clock.set(at);
  const ada = await t().member({ name: "Ada Lovelace" });
  const ben = await t().member({ name: "Ben Okafor" });
  const { id: matchId } = await match(t(), ada, ben, at);
  return { ada, ben, matchId };
}

async function send(matchId: string, as: TestMember, text: string, at: Date) {
  t().clock.set(at);
  const res = await t().request(`/api/chat/conversations/${matchId}/messages`, {
    as,
    json: { text },
  });
  expect(res.status).toBe(201);
}

describe("web push", () => {
  it("gives the public key and signs with keys every process shares", async () => {
    const res = await t().request("/api/push/key", { as: await t().member() });
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(publicKey).toBe(t().deps.vapid.publicKey);
  });

  it("pushes a message after a few minutes unread, in first names without its text, once", async () => {
    const start = new Date("2031-05-05T15:00:00Z");
    const { ada, ben, matchId } = await matched(start);
    t().clock.set(start);
    const phone = await subscribeDevice(ben, `ben-phone-${matchId}`);
    await send(matchId, ada, "The secret meeting place is the old mill", start);

    // The member may be reading: nothing yet.
    expect(await runJob(new Date(start.getTime() + MINUTE))).toBe(0);
    expect(phone.received).toEqual([]);

    expect(await runJob(new Date(start.getTime() + 4 * MINUTE))).toBe(1);
    expect(phone.received).toEqual([
      {
        title: "Vouch",
        body: "Ada sent you a message",
        url: `/matching?tab=history&chat=${encodeURIComponent(matchId)}`,
        tag: `message:${matchId}`,
      } satisfies PushPayload,
    ]);
    expect(JSON.stringify(phone.received)).not.toContain("mill");
    expect(JSON.stringify(phone.received)).not.toContain("Lovelace");

    // The next run, and two at once (two processes): nothing twice.
    const later = new Date(start.getTime() + 5 * MINUTE);
    expect(await Promise.all([runJob(later), runJob(later)])).toEqual([0, 0]);
    expect(phone.received).toHaveLength(1);
  });

  it("sends nothing by push or mail while all notifications are paused; the bell still counts; resuming sends only what is new", async () => {
    const start = new Date("2031-05-10T15:00:00Z");
    const { ada, ben, matchId } = await matched(start);
    const phone = await subscribeDevice(ben, `ben-paused-${matchId}`);
    const pause = (paused: unknown) =>
      t().request("/api/notifications/pause", { as: ben, method: "PUT", json: { paused } });
    expect((await pause("yes")).status).toBe(400);
    const paused = await pause(true);
    expect(paused.status).toBe(200);
    expect(((await paused.json()) as { paused: boolean }).paused).toBe(true);

    await send(matchId, ada, "Hello there", start);
    // A match at once, by mail for a member without a device.
    const cleo = await t().member({ name: "Cleo Park" });
    await pauseAs(cleo, true);
    await match(t(), ada, cleo, start);
    const due = new Date(start.getTime() + 10 * MINUTE);
    expect(await runJob(due)).toBe(0);
    expect(await mailDueNotifications(jobContextOf(t(), due))).toBe(0);
    expect(phone.received).toEqual([]);
    expect(t().mails.filter((m) => m.to === ben.email || m.to === cleo.email)).toEqual([]);
    // The in-app list keeps it.
    const unread = await t().request("/api/notifications/unread-count", { as: ben });
    expect(((await unread.json()) as { unread: number }).unread).toBe(1);

    // Resumed: what waited is never sent; the next message is.
    t().clock.set(new Date(start.getTime() + 20 * MINUTE));
    const resumed = await pause(false);
    expect(((await resumed.json()) as { paused: boolean }).paused).toBe(false);
    expect(await runJob(new Date(start.getTime() + 25 * MINUTE))).toBe(0);
    expect(phone.received).toEqual([]);
    const later = new Date(start.getTime() + 30 * MINUTE);
    await send(matchId, ada, "Still there?", later);
    expect(await runJob(new Date(later.getTime() + 4 * MINUTE))).toBe(1);
    expect(phone.received).toHaveLength(1);
  });

  it("drops a message push when it was read before the job ran, and pushes a match at once", async () => {
    const start = new Date("2031-05-06T15:00:00Z");
    const { ada, ben, matchId } = await matched(start);
    const phone = await subscribeDevice(ben, `ben-read-${matchId}`);
    await send(matchId, ada, "Hello there", new Date(start.getTime() + MINUTE));
    t().clock.set(new Date(start.getTime() + 2 * MINUTE));
    const read = await t().request(`/api/chat/conversations/${matchId}/read`, {
      as: ben,
      method: "POST",
    });
    expect(read.status).toBe(200);
    expect(await runJob(new Date(start.getTime() + 10 * MINUTE))).toBe(0);
    expect(phone.received).toEqual([]);

    // Two runs at once, several devices: each concurrent run pushes what is due only once.
    const concurrent = await Promise.all(
      [0, 1, 2].map(() => runJob(new Date(start.getTime() + 10 * MINUTE))),
    );
    expect(concurrent).toEqual([0, 0, 0]);

    // A match is pushed on the next run, with no wait.
    const matchedAt = new Date(start.getTime() + 20 * MINUTE);
    await notify(t().db, {
      to: ben.id,
      kind: "match",
      objectId: matchId,
      actorId: ada.id,
      now: matchedAt,
    });
    expect(await runJob(new Date(matchedAt.getTime() + 1000))).toBe(1);
    expect(phone.received).toMatchObject([{ body: "Ada matched with you: say hello" }]);
  });

  it("goes by push instead of email for a member with a device; not while they have Vouch open, nor when turned off", async () => {
    const start = new Date("2031-05-08T15:00:00Z");
    const { ada, ben, matchId } = await matched(start);
    const phone = await subscribeDevice(ben, `ben-instead-${matchId}`);
    await send(matchId, ada, "Hello there", start);

    // Ben has Vouch open: the bell told him; no push, and no mail either.
    const live = await openLive(t(), ben);
    try {
      await t().deps.hub.presence?.settled();
      expect(await runJob(new Date(start.getTime() + 4 * MINUTE))).toBe(0);
    } finally {
      await live.close();
    }
    expect(phone.received).toEqual([]);
    expect(
      await mailDueNotifications(jobContextOf(t(), new Date(start.getTime() + 5 * MINUTE))),
    ).toBe(0);
    expect(t().mails.filter((m) => m.to === ben.email)).toEqual([]);

    // Push turned off for messages: the next message goes by email, at once, as before.
    const off = await t().request("/api/notifications/preferences", {
      as: ben,
      method: "PUT",
      json: { kind: "message", channel: "push", mode: "off" },
    });
    expect(off.status).toBe(200);
    const digestForPush = await t().request("/api/notifications/preferences", {
      as: ben,
      method: "PUT",
      json: { kind: "message", channel: "push", mode: "digest" },
    });
    expect(digestForPush.status).toBe(400);
    const later = new Date(start.getTime() + 30 * MINUTE);
    await send(matchId, ada, "Still there?", later);
    expect(await runJob(new Date(later.getTime() + 4 * MINUTE))).toBe(0);
    expect(
      await mailDueNotifications(jobContextOf(t(), new Date(later.getTime() + 4 * MINUTE))),
    ).toBe(1);
    expect(phone.received).toEqual([]);
  });

  it("deletes a device its push service says is gone, and keeps pushing to the others", async () => {
    const start = new Date("2031-05-07T15:00:00Z");
    const { ada, ben, matchId } = await matched(start);
    const phone = await subscribeDevice(ben, `ben-phone2-${matchId}`);
    const laptop = await subscribeDevice(ben, `ben-laptop-${matchId}`);
    receiver.forget(`ben-laptop-${matchId}`);
    await send(matchId, ada, "Hi", start);
    expect(await runJob(new Date(start.getTime() + 4 * MINUTE))).toBe(1);
    expect(phone.received).toHaveLength(1);
    expect(laptop.received).toEqual([]);
    const left = await t()
      .db.select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, ben.id));
    expect(left.map((d) => d.endpoint)).toEqual([phone.subscription.endpoint]);
  });

  it("subscribes once per endpoint, keeps the newest devices, unsubscribes only the member's own", async () => {
    const [ada, ben] = [await t().member(), await t().member()];
    const first = await subscribeDevice(ada, `ada-0-${ada.id}`);
    // Again with the same endpoint: the same subscription.
    const again = await t().request("/api/push/subscriptions", {
      as: ada,
      json: first.subscription,
      headers: {
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Version/17.5 Safari/604.1",
      },
    });
    expect(again.status).toBe(200);
    const rows = () =>
      t().db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, ada.id));
    expect(await rows()).toMatchObject([{ label: "Safari on iPhone" }]);

    for (let i = 1; i <= PUSH_DEVICES_PER_MEMBER; i++) {
      t().clock.set(new Date(Date.UTC(2031, 0, 1, 0, i)));
      await subscribeDevice(ada, `ada-${i}-${ada.id}`);
    }
    const kept = await rows();
    expect(kept).toHaveLength(PUSH_DEVICES_PER_MEMBER);
    expect(kept.map((r) => r.endpoint)).not.toContain(first.subscription.endpoint);

    // Another member can't unsubscribe Ada's device (the answer is the same either way).
    const endpoint = kept[0]!.endpoint;
    const del = (as: TestMember) =>
      t().request("/api/push/subscriptions", { as, method: "DELETE", json: { endpoint } });
    expect((await del(ben)).status).toBe(200);
    expect(await rows()).toHaveLength(PUSH_DEVICES_PER_MEMBER);
    expect((await del(ada)).status).toBe(200);
    expect(await rows()).toHaveLength(PUSH_DEVICES_PER_MEMBER - 1);
  });

  it("refuses an endpoint that is not a push service, or another port of a push service's host", async () => {
    const ada = await t().member();
    const subscribe = (endpoint: string) =>
      t().request("/api/push/subscriptions", {
        as: ada,
        json: { endpoint, keys: { p256dh: "BAAA", auth: "AAAA" } },
      });
    for (const endpoint of [
      "https://attacker.example.com/hook",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://updates.push.services.mozilla.com:22/wpush/v2/abc",
    ])
      expect((await subscribe(endpoint)).status, endpoint).toBe(400);
    expect(isPushServiceEndpoint("https://fcm.googleapis.com:443/fcm/send/abc", t().deps.env)).toBe(
      true,
    );
  });
});
