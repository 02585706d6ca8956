import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { matches } from "./matching";
import { profiles } from "./profile";
import { MESSAGE_MAX, REACTIONS } from "#shared/constants";
import { literal, quoted } from "./literal";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    // Asks for money or to move off Vouch in the match's first days: the reader sees a safety
    // note under it; the sender never learns of it.
    nudge: boolean("nudge").notNull().default(false),
    /** The message this one answers. No foreign key: a removed one is quoted as removed. */
    replyToId: bigint("reply_to_id", { mode: "number" }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Unsent by its sender: shown as removed to both; its text stays for a report's evidence. */
    unsentAt: timestamp("unsent_at", { withTimezone: true }),
    /** The text's words, for search: kept with the row, so a search never works them out. */
    words: tsvector("words").generatedAlwaysAs(sql`to_tsvector('simple', text)`),
  },
  (t) => [
    index("messages_words_idx").using("gin", t.words),
    check(
      "messages_text_length",
      sql`char_length(${t.text}) between 1 and ${literal(MESSAGE_MAX)}`,
    ),
    index("messages_match_idx").on(t.matchId, t.id),
  ],
);

/** A message's earlier texts, each kept when it was edited: a report sees every version. */
export const messageVersions = pgTable(
  "message_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull(),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("message_versions_message_idx").on(t.messageId, t.id)],
);

/** One reaction per member per message. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    emoji: text("emoji").$type<(typeof REACTIONS)[number]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    check("message_reactions_emoji", sql`${t.emoji} in (${quoted(REACTIONS)})`),
  ],
);
