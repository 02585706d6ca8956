import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ServiceContext } from "../../http/context";
import { notificationPreferences, notifications, profiles } from "../../db/schema";
import {
  defaultDeliveryMode,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
  type PauseNotificationsInput,
} from "#shared/schemas/notifications";
import { publish } from "../../realtime/publish";

/**
 * How a notification row goes out on `channel`: off while the member paused all notifications
 * (and for what happened before they resumed), else the member's choice for its kind, else the
 * default (`defaultDeliveryMode`, written out per kind so SQL and the app agree).
 */
export function deliveryModeOf(channel: NotificationChannel): SQL {
  const defaults = sql.join(
    NOTIFICATION_KINDS.map((k) => sql`when ${k} then ${defaultDeliveryMode(k, channel)}`),
    sql` `,
  );
  return sql`case when exists (select 1 from ${profiles}
      where ${profiles.id} = ${notifications.memberId}
        and (${profiles.notificationsPaused}
             or ${notifications.createdAt} <= ${profiles.notificationsResumedAt})) then 'off'
    else coalesce(
    (select ${notificationPreferences.mode} from ${notificationPreferences}
      where ${notificationPreferences.memberId} = ${notifications.memberId}
        and ${notificationPreferences.kind} = ${notifications.kind}
        and ${notificationPreferences.channel} = ${channel}),
    case ${notifications.kind} ${defaults} end) end`;
}

/** Every kind on every channel, the member's choice or the default. */
export async function listPreferences({
  db,
  userId,
}: Pick<ServiceContext, "db" | "userId">): Promise<NotificationPreferences> {
  const chosen = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, userId));
  const choice = new Map(chosen.map((p) => [`${p.kind} ${p.channel}`, p.mode]));
  const [member] = await db
    .select({ paused: profiles.notificationsPaused })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return {
    paused: member?.paused ?? false,
    preferences: NOTIFICATION_CHANNELS.flatMap((channel) =>
      NOTIFICATION_KINDS.map((kind) => ({
        kind,
        channel,
        mode: choice.get(`${kind} ${channel}`) ?? defaultDeliveryMode(kind, channel),
      })),
    ),
  };
}

/**
 * Writes the member's choice for kinds on a channel (a row even when it is the default). Nothing
 * for a member who has left: an old mail's link may still be followed.
 */
async function choose(
  tx: Db,
  memberId: string,
  channel: NotificationChannel,
  kinds: readonly NotificationKind[],
  mode: NotificationPreference["mode"],
): Promise<void> {
  const values = sql.join(
    kinds.map((k) => sql`(${k})`),
    sql`, `,
  );
  const written =
    await tx.execute(sql`insert into ${notificationPreferences} (member_id, kind, channel, mode)
      select ${profiles.id}, v.kind, ${channel}, ${mode}
        from (values ${values}) as v(kind) join ${profiles} on ${profiles.id} = ${memberId}
      on conflict (member_id, kind, channel) do update set mode = excluded.mode
      returning member_id`);
  // The member's Settings in other tabs show it.
  if ((written as unknown as { rows: unknown[] }).rows.length > 0) {
    await publish(tx, { type: "notifications.preferences", to: [memberId] });
  }
}

/** The member chose how a kind reaches them on a channel; their preferences after. */
export async function setPreference(
  ctx: ServiceContext,
  { kind, channel, mode }: NotificationPreference,
): Promise<NotificationPreferences> {
  await ctx.db.transaction((tx) => choose(tx, ctx.userId, channel, [kind], mode));
  return listPreferences(ctx);
}

/** An unsubscribe link was followed: these kinds no longer reach the member on the channel. */
export async function turnOff(
  db: Db,
  memberId: string,
  channel: NotificationChannel,
  kinds: readonly NotificationKind[],
): Promise<void> {
  await db.transaction((tx) => choose(tx, memberId, channel, kinds, "off"));
}

/**
 * Pauses or resumes all notifications by mail and push (the in-app list is kept either way).
 * Resuming sends only what happens from then on, never what waited meanwhile.
 */
export async function pauseNotifications(
  ctx: ServiceContext,
  { paused }: PauseNotificationsInput,
): Promise<NotificationPreferences> {
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(profiles)
      .set(
        paused
          ? { notificationsPaused: true }
          : { notificationsPaused: false, notificationsResumedAt: ctx.now },
      )
      .where(and(eq(profiles.id, ctx.userId), eq(profiles.notificationsPaused, !paused)))
      .returning({ id: profiles.id });
    // The member's Settings in other tabs show it.
    if (changed.length > 0) {
      await publish(tx, { type: "notifications.preferences", to: [ctx.userId] });
    }
  });
  return listPreferences(ctx);
}
