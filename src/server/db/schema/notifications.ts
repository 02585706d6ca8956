import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DELIVERY_MODES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from "#shared/schemas/notifications";
import { profiles } from "./profile";

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/**
 * What happened that a member should hear of in the app. `object_id` is what it
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
    /**
     * Counts the times it became unread: a delivery is for one round, so a conversation's
     * messages while it stays unread are mailed once, and again only after it was read.
     */
    round: integer("round").notNull().default(1),
    /**
     * The last round taken for email (sent, or dropped while the member had Vouch open): taking
     * one is a conditional update (`emailed_round < round`), so it goes out once whichever
     * process gets there first (docs/decisions/0043-notification-email.md). Another channel
     * (push) is another such column.
     */
    emailedRound: integer("emailed_round").notNull().default(0),
  },
  (t) => [
    check("notifications_kind", sql`${t.kind} in (${quoted(NOTIFICATION_KINDS)})`),
    check("notifications_not_own", sql`${t.actorId} is null or ${t.actorId} <> ${t.memberId}`),
    check("notifications_count", sql`${t.count} > 0`),
    uniqueIndex("notifications_one_per_object").on(t.memberId, t.kind, t.objectId),
    index("notifications_member_idx").on(t.memberId, t.createdAt),
    // The delivery jobs look for recent ones by age. A BRIN index (block ranges, not a tree):
    // each message moves its conversation's row to now, and a b-tree entry per message cost the
    // send path ~10 % (docs/performance-history.md); rows arrive in time order, which BRIN summarises.
    index("notifications_recent_idx").using("brin", t.createdAt),
  ],
);

/**
 * A member's choice for a kind on a channel (email now, push later), when it differs from the
 * default (`defaultDeliveryMode`): no row means the default.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind").$type<(typeof NOTIFICATION_KINDS)[number]>().notNull(),
    channel: text("channel").$type<(typeof NOTIFICATION_CHANNELS)[number]>().notNull(),
    mode: text("mode").$type<(typeof DELIVERY_MODES)[number]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.channel] }),
    check("notification_preferences_kind", sql`${t.kind} in (${quoted(NOTIFICATION_KINDS)})`),
    check(
      "notification_preferences_channel",
      sql`${t.channel} in (${quoted(NOTIFICATION_CHANNELS)})`,
    ),
    check("notification_preferences_mode", sql`${t.mode} in (${quoted(DELIVERY_MODES)})`),
  ],
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
