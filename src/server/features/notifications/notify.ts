import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";
import { notifications } from "../../db/schema";
import { publish } from "../../realtime/publish";
import type { NotificationKind } from "#shared/schemas/notifications";

export interface NewNotification {
  /** Whom it is for. */
  to: string;
  kind: NotificationKind;
  /** What it is about: a match, a suggestion, an endorsement. */
  objectId: string;
  /** Who did it: never told of their own action. */
  actorId: string | null;
  now: Date;
}

/**
 * One row per member, kind and object: again about the same object, the row comes back to the
 * top, unread, counting one more while it was unread (a conversation's messages) or 1 again.
 */
function upsert(values: SQL): SQL {
  return sql`insert into ${notifications} (member_id, kind, object_id, actor_id, created_at)
    ${values}
    on conflict (member_id, kind, object_id) do update
       set count = case when ${notifications.readAt} is null then ${notifications.count} + 1 else 1 end,
           round = case when ${notifications.readAt} is null then ${notifications.round} else ${notifications.round} + 1 end,
           read_at = null, created_at = excluded.created_at, actor_id = excluded.actor_id`;
}

/**
 * Tells `to` what `actorId` did, inside the transaction of the write that did it, and their open
 * screens live. Nothing when it is their own action.
 */
export async function notify(tx: Db, n: NewNotification): Promise<void> {
  if (n.actorId === n.to) return;
  await tx.execute(
    upsert(
      sql`values (${n.to}, ${n.kind}, ${n.objectId}, ${n.actorId}, ${n.now.toISOString()}::timestamptz)`,
    ),
  );
  await publish(tx, { type: "notifications.changed", to: [n.to] });
}

/**
 * The message notification as a statement for chat's one-statement send (its live
 * message.created tells the reader's screens): `rows` selects member_id, match id, sender, sent at.
 */
export function notifyMessageStatement(rows: SQL): SQL {
  return upsert(
    sql`select member_id, 'message', object_id, actor_id, created_at from (${rows}) as r(member_id, object_id, actor_id, created_at) where member_id <> actor_id`,
  );
}

/**
 * Tells many members at once (a reminder's run): `rows` selects member_id, object_id, actor_id
 * (null for nobody in particular). Returns whom it told; their open screens hear it live.
 */
export async function notifyEach(
  tx: Db,
  kind: NotificationKind,
  rows: SQL,
  now: Date,
): Promise<string[]> {
  const told = await queryRows<{ memberId: string }>(
    tx,
    sql`${upsert(
      sql`select member_id, ${kind}, object_id, actor_id, ${now.toISOString()}::timestamptz
            from (${rows}) as r(member_id, object_id, actor_id) where member_id is distinct from actor_id`,
    )} returning member_id as "memberId"`,
  );
  const to = [...new Set(told.map((t) => t.memberId))];
  if (to.length > 0) await publish(tx, { type: "notifications.changed", to });
  return to;
}
