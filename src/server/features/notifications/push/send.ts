import { eq, inArray } from "drizzle-orm";
import webPush, { WebPushError } from "web-push";
import type { Db } from "../../../db/client";
import { pushSubscriptions } from "../../../db/schema";
import type { Logger } from "../../../logger";
import type { PushPayload } from "../../../../shared/schemas/push";
import type { VapidKeys } from "./keys";

/** How long a push service keeps a push for a device that is off: past it, the news is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The push service says the subscription is gone (unsubscribed, expired, app removed). */
const gone = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

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
  const results = await Promise.allSettled(
    devices.map((d) =>
      webPush.sendNotification(
        { endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: "high",
          contentEncoding: "aes128gcm",
          timeout: 10_000,
        },
      ),
    ),
  );
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
