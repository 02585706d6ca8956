import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "../../../shared/schemas/notifications";
import { profiles } from "./profile";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * What happened that a member should hear of in the app (PRODUCT.md §14). `object_id` is what it
 * is about (a match, a suggestion, an endorsement); `actor_id` who did it. One row per member,
 * kind and object: a second message in a conversation counts up its unread row, and a message
 * after it was read makes it unread again (docs/decisions/0040-notifications.md). Rows whose object ended or whose actor is blocked or
 * gone stay, and are left out when listed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<(typeof NOTIFICATION_KINDS)[number]>().notNull(),
    objectId: text("object_id").notNull(),
    actorId: text("actor_id").references(() => profiles.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    check("notifications_kind", sql`${t.kind} in (${quoted(NOTIFICATION_KINDS)})`),
    check("notifications_not_own", sql`${t.actorId} is null or ${t.actorId} <> ${t.memberId}`),
    check("notifications_count", sql`${t.count} > 0`),
    uniqueIndex("notifications_one_per_object").on(t.memberId, t.kind, t.objectId),
    index("notifications_member_idx").on(t.memberId, t.createdAt),
  ],
);
