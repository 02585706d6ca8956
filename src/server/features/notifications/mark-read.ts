import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { NotificationKind } from "#shared/schemas/notifications";
import type { ServiceContext } from "../../http/context";
import { notifications } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { isUuid } from "../../http/validation";

/** Marks one of the member's notifications read (again is fine); 404 when it isn't theirs. */
export async function markRead(
  { db, userId, now }: ServiceContext,
  { id }: { id: string },
): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError("Notification");
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.memberId, userId)))
      .for("update");
    if (!own) throw new NotFoundError("Notification");
    if (own.readAt) return;
    await tx.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
    await publish(tx, { type: "notifications.changed", to: [userId] });
  });
}

/** Marks all the member's notifications read; their other screens' bells go to nought. */
export async function markAllRead({ db, userId, now }: ServiceContext): Promise<void> {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.memberId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) await publish(tx, { type: "notifications.changed", to: [userId] });
  });
}

/**
 * Marks the member's notification about an object read inside the caller's transaction, when
 * they saw it on its own screen (a conversation read). The caller's live event tells their tabs.
 */
export async function markReadAbout(
  tx: Db,
  {
    memberId,
    kinds,
    objectId,
    now,
  }: { memberId: string; kinds: NotificationKind[]; objectId: string; now: Date },
): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.memberId, memberId),
        inArray(notifications.kind, kinds),
        eq(notifications.objectId, objectId),
        isNull(notifications.readAt),
      ),
    );
}
