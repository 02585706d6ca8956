import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./profile";
import { CHECK_IN_CODE_LENGTH } from "../../../shared/constants";
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
