import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { user } from "./account";
import type { PromptAnswer } from "#shared/schemas/profile-fields";
import {
  genderEnum,
  lookingForEnum,
  neighborhoodEnum,
  relationshipStatusEnum,
  sexualityEnum,
} from "./enums";
import {
  AGE_MAX,
  AGE_MIN,
  BIO_MAX,
  GENDER_WORDS_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  WISH_AGE_MAX,
  WISH_AGE_MIN,
} from "#shared/constants";
import { INTERESTED_IN_VALUES } from "#shared/options";
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
    // Who the member wants to meet: all given together, or (a member from before it was asked)
    // none yet, in which case they are asked on their next visit.
    gender: genderEnum("gender"),
    genderWords: text("gender_words"),
    interestedIn: text("interested_in").array(),
    ageMin: integer("age_min"),
    ageMax: integer("age_max"),
    lookingFor: lookingForEnum("looking_for"),
    /** Not explored, suggested or paired while paused; conversations go on. */
    paused: boolean("paused").notNull().default(false),
    /** Introduced to and messaged by verified members only. */
    verifiedOnly: boolean("verified_only").notNull().default(false),
    /** Shows the partner when the member read their messages, and them the partner's. */
    readReceipts: boolean("read_receipts").notNull().default(true),
    /** "Pause all notifications": nothing mailed or pushed; the in-app list is still kept. */
    notificationsPaused: boolean("notifications_paused").notNull().default(false),
    /** When they were last resumed: what happened before then is never mailed or pushed. */
    notificationsResumedAt: timestamp("notifications_resumed_at", { withTimezone: true }),
    heartsBalance: integer("hearts_balance").notNull().default(0),
    /** Hearts a refunded payment took back that the balance couldn't cover: credits pay it first. */
    heartsDebt: integer("hearts_debt").notNull().default(0),
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * A keyed hash of the address the member signed up from (never the address): reporters who
     * joined from one address count as one (moderation/independence.ts). Null when unknown.
     */
    signupAddressHash: text("signup_address_hash"),
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
    check("profiles_hearts_debt_non_negative", sql`${t.heartsDebt} >= 0`),
    check(
      "profiles_username_format",
      sql`${t.username} ~ '^[a-z0-9]{${literal(USERNAME_MIN)},${literal(USERNAME_MAX)}}$'`,
    ),
    check(
      "profiles_wish_whole",
      sql`num_nulls(${t.gender}, ${t.genderWords}, ${t.interestedIn}, ${t.ageMin}, ${t.ageMax}, ${t.lookingFor}) in (0, 6)`,
    ),
    check(
      "profiles_gender_words",
      sql`char_length(${t.genderWords}) <= ${literal(GENDER_WORDS_MAX)}
        and (${t.gender} = 'own_words') = (char_length(${t.genderWords}) > 0)`,
    ),
    check(
      "profiles_interested_in",
      sql`cardinality(${t.interestedIn}) > 0
        and ${t.interestedIn} <@ array[${sql.raw(INTERESTED_IN_VALUES.map((v) => `'${v}'`).join(", "))}]::text[]`,
    ),
    check(
      "profiles_wish_ages",
      sql`${t.ageMin} between ${literal(WISH_AGE_MIN)} and ${literal(WISH_AGE_MAX)}
        and ${t.ageMax} between ${t.ageMin} and ${literal(WISH_AGE_MAX)}`,
    ),
    index("profiles_neighborhood_idx").on(t.neighborhood),
  ],
);
