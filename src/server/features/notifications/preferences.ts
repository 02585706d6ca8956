import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { ServiceContext } from "../../context";
import { notificationPreferences, notifications, profiles } from "../../db/schema";
import {
  defaultDeliveryMode,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
} from "../../../shared/schemas/notifications";
import { publish } from "../../realtime/publish";

/**
 * How a notification row goes out on `channel`: the member's choice for its kind, else the
 * default (`defaultDeliveryMode`, written out per kind so SQL and the app agree).
 */
export function deliveryModeOf(channel: NotificationChannel): SQL {
  const defaults = sql.join(
    NOTIFICATION_KINDS.map((k) => sql`when ${k} then ${defaultDeliveryMode(k, channel)}`),
    sql` `,
  );
  return sql`coalesce(
    (select ${notificationPreferences.mode} from ${notificationPreferences}
      where ${notificationPreferences.memberId} = ${notifications.memberId}
        and ${notificationPreferences.kind} = ${notifications.kind}
        and ${notificationPreferences.channel} = ${channel}),
    case ${notifications.kind} ${defaults} end)`;
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
  return {
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
