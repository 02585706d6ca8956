import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { matches } from "./matching";
import { profiles } from "./profile";

// A member's two private answers about a match they met through a friend, once per pair: read
// back only by their author, and as totals by the friend who introduced them.
export const debriefAnswers = pgTable(
  "debrief_answers",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    partnerId: text("partner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    seeAgain: boolean("see_again").notNull(),
    goodFit: boolean("good_fit").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.partnerId] }),
    check("debrief_answers_two_people", sql`${t.memberId} <> ${t.partnerId}`),
    index("debrief_answers_partner_idx").on(t.partnerId),
  ],
);

// A member's "We found each other" about one match, waiting for the partner's for a while.
export const coupleClaims = pgTable(
  "couple_claims",
  {
    memberId: text("member_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    partnerId: text("partner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    saidAt: timestamp("said_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("couple_claims_two_people", sql`${t.memberId} <> ${t.partnerId}`),
    index("couple_claims_partner_idx").on(t.partnerId),
  ],
);

// Two members who both said so in time: once per pair (user_a_id < user_b_id), so their
// introducer is thanked once and counts one couple.
export const couples = pgTable(
  "couples",
  {
    userAId: text("user_a_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userBId: text("user_b_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    formedAt: timestamp("formed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userAId, t.userBId] }),
    check("couples_ordered_pair", sql`${t.userAId} < ${t.userBId}`),
    index("couples_user_b_idx").on(t.userBId),
  ],
);
