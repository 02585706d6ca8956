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
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { neighborhoodEnum, relationshipStatusEnum, sexualityEnum } from "./enums";
import { AGE_MAX, AGE_MIN, BIO_MAX, USERNAME_MAX, USERNAME_MIN } from "../../../shared/constants";
import type { PromptAnswer } from "../../../shared/schemas/profile-fields";
import { literal } from "./literal";

// A member's public-facing profile. Its id is the auth user's id, so one id names a member.
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    username: text("username").notNull().unique(),
    age: integer("age").notNull(),
    pronouns: text("pronouns").notNull(),
    sexuality: sexualityEnum("sexuality").notNull(),
    relationshipStatus: relationshipStatusEnum("relationship_status").notNull().default("single"),
    occupation: text("occupation").notNull().default(""),
    neighborhood: neighborhoodEnum("neighborhood").notNull(),
    bio: text("bio").notNull().default(""),
    hobbies: text("hobbies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Catalogue interests (shared/options INTERESTS), in the member's order. */
    interests: text("interests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Answered prompts, [{ prompt, answer }], in the member's order. */
    prompts: jsonb("prompts").$type<PromptAnswer[]>().notNull().default([]),
    heartsBalance: integer("hearts_balance").notNull().default(0),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the member deleted their account: the row stays, emptied and named "a former
     * member", so other members' pairings, suggestions and meetings keep a name to show.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("profiles_age_adult", sql`${t.age} between ${literal(AGE_MIN)} and ${literal(AGE_MAX)}`),
    check("profiles_bio_length", sql`char_length(${t.bio}) <= ${literal(BIO_MAX)}`),
    check("profiles_hearts_non_negative", sql`${t.heartsBalance} >= 0`),
    check(
      "profiles_username_format",
      sql`${t.username} ~ '^[a-z0-9]{${literal(USERNAME_MIN)},${literal(USERNAME_MAX)}}$'`,
    ),
    index("profiles_neighborhood_idx").on(t.neighborhood),
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
