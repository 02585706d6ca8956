import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import { events, notifications, profiles } from "../../db/schema";
import {
  EVENT_NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE,
  type NotificationsResponse,
  type UnreadCountResponse,
} from "#shared/schemas/notifications";
import { firstNameOf } from "./first-name";
import { reactionEmojiOf } from "./reaction-emoji";
import { notificationShows } from "./shown";

/** The member's notifications that still stand, newest first, one page. */
export async function listNotifications({
  db,
  userId,
}: ServiceContext): Promise<NotificationsResponse> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      objectId: notifications.objectId,
      actorFirstName: firstNameOf(profiles.name),
      emoji: reactionEmojiOf({
        kind: sql`${notifications.kind}`,
        objectId: sql`${notifications.objectId}`,
        actorId: sql`${notifications.actorId}`,
      }),
      count: notifications.count,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      event: {
        title: events.title,
        venue: events.venue,
        startsAt: events.startsAt,
        depositRequired: events.depositRequired,
      },
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .leftJoin(
      events,
      and(
        inArray(notifications.kind, EVENT_NOTIFICATION_KINDS),
        sql`${events.id}::text = ${notifications.objectId}`,
      ),
    )
    .where(and(eq(notifications.memberId, userId), notificationShows))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE);
  return {
    notifications: rows.map(({ readAt, createdAt, actorFirstName, event, ...n }) => ({
      ...n,
      event: event ? { ...event, startsAt: new Date(event.startsAt).toISOString() } : null,
      actorFirstName: actorFirstName ?? null,
      emoji: n.emoji ?? null,
      createdAt: new Date(createdAt).toISOString(),
      read: readAt !== null,
    })),
  };
}

/** How many of the member's notifications that still stand are unread (the bell's badge). */
export async function unreadCount({ db, userId }: ServiceContext): Promise<UnreadCountResponse> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(
      and(eq(notifications.memberId, userId), isNull(notifications.readAt), notificationShows),
    );
  return { unread: row?.unread ?? 0 };
}
