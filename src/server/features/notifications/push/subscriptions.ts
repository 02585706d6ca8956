import { and, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../http/context";
import { pushSubscriptions } from "../../../db/schema";
import { ValidationError } from "../../../http/errors";
import { PUSH_DEVICES_PER_MEMBER } from "#shared/constants";
import type { PushSubscriptionInput, PushUnsubscribeInput } from "#shared/schemas/push";
import { deviceLabel } from "./device-label";
import { isPushServiceEndpoint } from "./endpoints";

/**
 * This device gets the member's push notifications. Again with the same endpoint is the same
 * subscription (its keys refreshed); an endpoint another account subscribed on this browser
 * becomes this member's. Past `PUSH_DEVICES_PER_MEMBER`, their oldest device stops getting them.
 */
export async function subscribe(
  ctx: ServiceContext,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  if (!isPushServiceEndpoint(input.endpoint, ctx.env)) {
    throw new ValidationError("That is not a push service's address.", {
      endpoint: "must be a browser push service's address",
    });
  }
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        memberId: userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        label: deviceLabel(userAgent),
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: sql`excluded.p256dh`,
          auth: sql`excluded.auth`,
          label: sql`excluded.label`,
          // A device moving to another account counts as new there (no pushes from before).
          createdAt: sql`case when ${pushSubscriptions.memberId} = excluded.member_id
                              then ${pushSubscriptions.createdAt} else excluded.created_at end`,
          memberId: sql`excluded.member_id`,
        },
      });
    await tx.execute(sql`delete from ${pushSubscriptions} where ${pushSubscriptions.id} in (
      select ${pushSubscriptions.id} from ${pushSubscriptions}
       where ${pushSubscriptions.memberId} = ${userId}
       order by ${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id}
       offset ${PUSH_DEVICES_PER_MEMBER})`);
  });
}

/** This device no longer gets the member's push notifications (nothing when it didn't). */
export async function unsubscribe(
  { db, userId }: ServiceContext,
  { endpoint }: PushUnsubscribeInput,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.memberId, userId)));
}
