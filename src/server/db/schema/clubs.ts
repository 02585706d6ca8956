import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profile";

export const clubs = pgTable(
  "clubs",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().unique(),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
    passPercent: integer("pass_percent").notNull().default(66),
    // Raised by every edit: an editor's change applies only to the version they read.
    version: integer("version").notNull().default(1),
  },
  (t) => [check("clubs_pass_percent_range", sql`${t.passPercent} between 50 and 100`)],
);

// Kept apart from clubs so the answers are never selected along with a club.
export const quizQuestions = pgTable(
  "quiz_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    options: text("options").array().notNull(),
    answerIndex: integer("answer_index").notNull(),
    version: integer("version").notNull().default(1),
    // A retired question is no longer drawn; it stays for the attempts and the studio's list.
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "quiz_questions_answer_in_range",
      sql`${t.answerIndex} >= 0 and ${t.answerIndex} < cardinality(${t.options})`,
    ),
    check("quiz_questions_options_count", sql`cardinality(${t.options}) between 2 and 6`),
    uniqueIndex("quiz_questions_club_position_key").on(t.clubId, t.position),
  ],
);

export const certifications = pgTable(
  "certifications",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    passed: boolean("passed").notNull(),
    score: integer("score").notNull(),
    certifiedAt: timestamp("certified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.clubId] }),
    check("certifications_score_range", sql`${t.score} between 0 and 100`),
  ],
);

/**
 * One drawn question of an attempt: its position in the club's pool, the order its options were
 * shown in, and a copy of the question as it was drawn, which scores the attempt and stays as it
 * was asked when an editor later changes the question.
 */
export interface DrawnQuestion {
  position: number;
  order: number[];
  question: string;
  options: string[];
  answerIndex: number;
}

export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    clubId: text("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    draw: jsonb("draw").$type<DrawnQuestion[]>().notNull(),
    // Null until submitted; then the chosen option of each drawn question, in its copy's own order.
    answers: integer("answers").array(),
    score: integer("score"),
    passed: boolean("passed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    check("quiz_attempts_score_range", sql`${t.score} between 0 and 100`),
    check(
      "quiz_attempts_scored_when_submitted",
      sql`(${t.submittedAt} is null) = (${t.score} is null)
        and (${t.submittedAt} is null) = (${t.passed} is null)
        and (${t.submittedAt} is null) = (${t.answers} is null)`,
    ),
    index("quiz_attempts_profile_idx").on(t.profileId, t.clubId, t.createdAt),
  ],
);
