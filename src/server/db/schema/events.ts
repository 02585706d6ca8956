import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profile";
import { CHECK_IN_CODE_LENGTH } from "#shared/constants";
import { literal } from "./literal";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    venue: text("venue").notNull(),
    neighborhood: text("neighborhood").notNull().default(""),
    capacity: integer("capacity").notNull(),
    depositRequired: integer("deposit_required").notNull().default(0),
    checkInCode: text("check_in_code").notNull(),
    // Demo events show their check-in code on /seed; real ones only at the venue.
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("events_capacity_positive", sql`${t.capacity} > 0`),
    check("events_deposit_non_negative", sql`${t.depositRequired} >= 0`),
    check(
      "events_check_in_code_format",
      sql`${t.checkInCode} ~ '^[A-Z0-9]{${literal(CHECK_IN_CODE_LENGTH)}}$'`,
    ),
    index("events_starts_at_idx").on(t.startsAt),
  ],
);

export const eventAttendees = pgTable(
  "event_attendees",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    depositPaid: integer("deposit_paid").notNull().default(0),
    checkedIn: boolean("checked_in").notNull().default(false),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.profileId] }),
    check("event_attendees_deposit_non_negative", sql`${t.depositPaid} >= 0`),
    index("event_attendees_profile_idx").on(t.profileId),
  ],
);

// Members queued for a full event, first come first served. No deposit is held while waiting.
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("event_waitlist_once").on(t.eventId, t.profileId),
    index("event_waitlist_order_idx").on(t.eventId, t.id),
    index("event_waitlist_profile_idx").on(t.profileId),
  ],
);

// Two matched members who both checked in at the same event: recorded once per pair
// (user_a_id < user_b_id), so their suggester is rewarded once.
export const pairMeetings = pgTable(
  "pair_meetings",
  {
    userAId: text("user_a_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userBId: text("user_b_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    metAt: timestamp("met_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userAId, t.userBId] }),
    check("pair_meetings_ordered_pair", sql`${t.userAId} < ${t.userBId}`),
    index("pair_meetings_user_b_idx").on(t.userBId),
  ],
);
