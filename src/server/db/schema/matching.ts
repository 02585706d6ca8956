import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { matchStatusEnum, suggestionSourceEnum, suggestionStatusEnum } from "./enums";
import { pairingSuggestions } from "./pairing";
import { profiles } from "./profile";
import { REASON_MAX } from "#shared/constants";
import { literal } from "./literal";

// "Match for You": someone suggests candidate to target.
export const matchSuggestions = pgTable(
  "match_suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetId: text("target_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    candidateId: text("candidate_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    suggesterId: text("suggester_id").references(() => profiles.id, { onDelete: "set null" }),
    // The name shown as "suggested by": a member's name, or the vouching friend's for a self-suggest.
    suggestedByName: text("suggested_by_name").notNull(),
    source: suggestionSourceEnum("source").notNull(),
    pairingSuggestionId: uuid("pairing_suggestion_id").references(() => pairingSuggestions.id, {
      onDelete: "set null",
    }),
    reason: text("reason").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: suggestionStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // The target's yes while it waits for the candidate's (a match needs two yeses, decision 0049).
    yesAt: timestamp("yes_at", { withTimezone: true }),
  },
  (t) => [
    check("match_suggestions_not_self", sql`${t.targetId} <> ${t.candidateId}`),
    check(
      "match_suggestions_reason_length",
      sql`char_length(${t.reason}) between 1 and ${literal(REASON_MAX)}`,
    ),
    index("match_suggestions_target_idx").on(t.targetId, t.status, t.candidateId),
    // A member's matchmaker record: the suggestions they made, directly or through a pairing.
    index("match_suggestions_suggester_idx").on(t.suggesterId),
    index("match_suggestions_pairing_idx").on(t.pairingSuggestionId),
  ],
);

// A match between two members; user_a_id < user_b_id. A pair has at most one active match; an
// ended one stays as it was (its messages may be reported), and a new introduction starts a new row.
export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userAId: text("user_a_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userBId: text("user_b_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: matchStatusEnum("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    lastMessageSenderId: text("last_message_sender_id"),
    userAReadAt: timestamp("user_a_read_at", { withTimezone: true }),
    userBReadAt: timestamp("user_b_read_at", { withTimezone: true }),
    // Unread counts kept by sending and reading, so Text History never counts messages: each
    // member's unread messages up to message `unread_counted_through`. Messages after it (written
    // some other way, as the seed does) are counted against the read marks when listed.
    userAUnread: integer("user_a_unread").notNull().default(0),
    userBUnread: integer("user_b_unread").notNull().default(0),
    unreadCountedThrough: bigint("unread_counted_through", { mode: "number" }),
    firstMessageRewarded: boolean("first_message_rewarded").notNull().default(false),
    // Whose yes came first: they opened the conversation (the activity tripwire counts it).
    firstYesBy: text("first_yes_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("matches_pair_active_unique")
      .on(t.userAId, t.userBId)
      .where(sql`${t.status} = 'active'`),
    check("matches_ended_when_not_active", sql`(${t.status} = 'active') = (${t.endedAt} is null)`),
    check("matches_ordered_pair", sql`${t.userAId} < ${t.userBId}`),
    check("matches_unread_not_negative", sql`${t.userAUnread} >= 0 and ${t.userBUnread} >= 0`),
    index("matches_user_a_idx").on(t.userAId, t.lastMessageAt),
    index("matches_user_b_idx").on(t.userBId, t.lastMessageAt),
  ],
);
