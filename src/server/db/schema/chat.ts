import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { matches } from "./matching";
import { profiles } from "./profile";
import { MESSAGE_MAX } from "#shared/constants";
import { literal } from "./literal";

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
  },
  (t) => [
    check(
      "messages_text_length",
      sql`char_length(${t.text}) between 1 and ${literal(MESSAGE_MAX)}`,
    ),
    index("messages_match_idx").on(t.matchId, t.id),
  ],
);
