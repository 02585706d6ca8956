import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { friendEntries } from "./circle";
import { pairingStatusEnum } from "./enums";
import { profiles } from "./profile";
import { REASON_MAX } from "#shared/constants";
import { literal } from "./literal";

// A member (suggester) pairs one of their friends with one of another member's (target) friends.
// A pairing outlives a friend's removal from a circle: the reference goes, the name is kept.
export const pairingSuggestions = pgTable(
  "pairing_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    suggesterId: text("suggester_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    suggesterFriendId: uuid("suggester_friend_id").references(() => friendEntries.id, {
      onDelete: "set null",
    }),
    /** The friend's name, written when they are removed from the suggester's circle. */
    suggesterFriendName: text("suggester_friend_name"),
    targetId: text("target_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    targetFriendId: uuid("target_friend_id").references(() => friendEntries.id, {
      onDelete: "set null",
    }),
    /** The friend's name, written when they are removed from the target's circle. */
    targetFriendName: text("target_friend_name"),
    reason: text("reason").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: pairingStatusEnum("status").notNull().default("pending"),
    costHearts: integer("cost_hearts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "pairing_reason_length",
      sql`char_length(${t.reason}) between 1 and ${literal(REASON_MAX)}`,
    ),
    check("pairing_not_self", sql`${t.suggesterId} <> ${t.targetId}`),
    check("pairing_cost_non_negative", sql`${t.costHearts} >= 0`),
    index("pairing_suggester_idx").on(t.suggesterId, t.createdAt),
    index("pairing_target_idx").on(t.targetId, t.createdAt),
    index("pairing_suggester_friend_idx").on(t.suggesterFriendId),
    index("pairing_target_friend_idx").on(t.targetFriendId),
  ],
);

// Unlocking another member's full profile on Explore costs a heart once and lasts.
export const profileUnlocks = pgTable(
  "profile_unlocks",
  {
    viewerId: text("viewer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    unlockedId: text("unlocked_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.unlockedId] }),
    check("profile_unlocks_not_self", sql`${t.viewerId} <> ${t.unlockedId}`),
  ],
);
