import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { notifications } from "./notifications";
import { profiles } from "./profile";

/**
 * The VAPID key pair web push signs with, when `VAPID_*` is not set: made once by whichever
 * process starts first (one row, id 1), so every process signs with the same keys
 * (docs/decisions/0044-web-push.md).
 */
export const pushKeys = pgTable(
  "push_keys",
  {
    id: integer("id").primaryKey(),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("push_keys_one_row", sql`${t.id} = 1`)],
);

/**
 * A device a member gets push notifications on: the push service's endpoint and the keys the
 * payload is encrypted to. Only their own member ever reads them back (the endpoint is a
 * capability: whoever has it and the keys can push to that device).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on Android": which device it is, for the member's own list. */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_member_idx").on(t.memberId)],
);

/**
 * A notification's push, claimed once: `sent_for` is the notification's `created_at` it was
 * claimed for (a conversation's row comes back with a new one), so a conditional upsert lets
 * exactly one job run or process take each occurrence.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    notificationId: uuid("notification_id")
      .primaryKey()
      .references(() => notifications.id, { onDelete: "cascade" }),
    sentFor: timestamp("sent_for", { withTimezone: true }).notNull(),
    outcome: text("outcome").$type<"sent" | "online">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [check("push_deliveries_outcome", sql`${t.outcome} in ('sent', 'online')`)],
);
