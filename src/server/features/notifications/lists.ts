import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../context";
import { notifications, profiles } from "../../db/schema";
import {
  NOTIFICATIONS_PAGE,
  type NotificationsResponse,
  type UnreadCountResponse,
} from "../../../shared/schemas/notifications";
import { firstNameOf } from "./first-name";
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
      count: notifications.count,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(and(eq(notifications.memberId, userId), notificationShows))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE);
  return {
    notifications: rows.map(({ readAt, createdAt, actorFirstName, ...n }) => ({
      ...n,
      actorFirstName: actorFirstName ?? null,
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
