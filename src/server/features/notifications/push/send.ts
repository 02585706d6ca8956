import { eq, inArray } from "drizzle-orm";
import webPush from "web-push";
import type { Db } from "../../../db/client";
import { pushSubscriptions } from "../../../db/schema";
import type { Logger } from "../../../process/logger";
import type { PushPayload } from "#shared/schemas/push";
import type { VapidKeys } from "../../../delivery/push-keys";

/** How long a push service keeps a push for a device that is off: past it, the news is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

class PushRefused extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
  }
}

/** The push service says the subscription is gone (unsubscribed, expired, app removed). */
const gone = (error: unknown) =>
  error instanceof PushRefused && (error.status === 404 || error.status === 410);

/**
 * One push: web-push encrypts and signs it (aes128gcm, VAPID), and fetch posts it (web-push's own
 * sender speaks https only; the push endpoint on this machine a test starts is http).
 */
async function post(
  device: { endpoint: string; p256dh: string; auth: string },
  body: string,
  vapid: VapidKeys,
): Promise<void> {
  const request = webPush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    body,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, urgency: "high", contentEncoding: "aes128gcm" },
  );
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body as Buffer),
    signal: AbortSignal.timeout(10_000),
    // Only the push service checked at subscribe is ever posted to, never where it redirects.
    redirect: "error",
  });
  await res.body?.cancel();
  if (!res.ok) throw new PushRefused(res.status);
}

/**
 * Sends `payload` to every device the member subscribed, encrypted to each (aes128gcm) and
 * signed with the VAPID keys; deletes the subscriptions the push service answers are gone.
 * How many devices took it; throws when none did but some failed otherwise (to be tried again).
 */
export async function pushToMember(
  db: Db,
  vapid: VapidKeys,
  logger: Logger,
  memberId: string,
  payload: PushPayload,
): Promise<number> {
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  const body = JSON.stringify(payload);
  const results = await Promise.allSettled(devices.map((d) => post(d, body, vapid)));
  const goneIds = devices.filter((_, i) => {
    const r = results[i]!;
    return r.status === "rejected" && gone(r.reason);
  });
  if (goneIds.length > 0) {
    await db.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.id,
        goneIds.map((d) => d.id),
      ),
    );
  }
  const failed = results.filter((r) => r.status === "rejected" && !gone(r.reason));
  for (const f of failed) {
    logger.warn({ err: (f as PromiseRejectedResult).reason }, "push not taken by its service");
  }
  const sent = results.filter((r) => r.status === "fulfilled").length;
  if (sent === 0 && failed.length > 0) throw new Error("no device took the push");
  return sent;
}
