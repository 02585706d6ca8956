import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
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
import { photoSizeEnum } from "./photos";
import {
  CHECK_IN_CODE_LENGTH,
  EVENT_MAX_DEPOSIT,
  EVENT_TABLE_SIZE_MAX,
  EVENT_TABLE_SIZE_MIN,
  HOST_MESSAGE_MAX_LENGTH,
} from "#shared/constants";
import { EVENT_KINDS, EVENT_STATES } from "#shared/schemas/events";
import { literal, quoted } from "./literal";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The venue's name; its street address apart. */
    venue: text("venue").notNull(),
    venueAddress: text("venue_address").notNull().default(""),
    /** A venue Vouch has checked: listed among the safe places to meet. */
    venueVerified: boolean("venue_verified").notNull().default(false),
    neighborhood: text("neighborhood").notNull().default(""),
    capacity: integer("capacity").notNull(),
    depositRequired: integer("deposit_required").notNull().default(0),
    checkInCode: text("check_in_code").notNull(),
    /** Who made it and runs it; null once their account is gone (the event stays). */
    hostId: text("host_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Members see only published and cancelled events; a draft is its host's alone. */
    status: text("status").$type<(typeof EVENT_STATES)[number]>().notNull().default("published"),
    kind: text("kind").$type<(typeof EVENT_KINDS)[number]>().notNull().default("friday"),
    /** A new id for each new image, so its address changes with it; null without one. */
    imageId: text("image_id"),
    imagePlaceholder: text("image_placeholder"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // Demo events show their check-in code on /seed; real ones only at the venue.
    isDemo: boolean("is_demo").notNull().default(false),
    /** Seats at a table when the event is seated at tables; null: no tables. */
    tableSize: integer("table_size"),
    /** When the host published the seating plan: members see their table at check-in from then. */
    seatingPublishedAt: timestamp("seating_published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("events_capacity_positive", sql`${t.capacity} > 0`),
    check("events_deposit_non_negative", sql`${t.depositRequired} >= 0`),
    check("events_deposit_at_most", sql`${t.depositRequired} <= ${literal(EVENT_MAX_DEPOSIT)}`),
    check("events_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("events_status_known", sql`${t.status} in (${quoted(EVENT_STATES)})`),
    check("events_kind_known", sql`${t.kind} in (${quoted(EVENT_KINDS)})`),
    check(
      "events_check_in_code_format",
      sql`${t.checkInCode} ~ '^[A-Z0-9]{${literal(CHECK_IN_CODE_LENGTH)}}$'`,
    ),
    check(
      "events_table_size_range",
      sql`${t.tableSize} is null or ${t.tableSize} between ${literal(EVENT_TABLE_SIZE_MIN)} and ${literal(EVENT_TABLE_SIZE_MAX)}`,
    ),
    index("events_starts_at_idx").on(t.startsAt),
    index("events_host_idx").on(t.hostId),
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
    /** Marked by the host after the end: didn't come (the deposit stays kept). */
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
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
    // Waiting as a pair: the friend asked to confirm once two seats free together.
    wingpersonId: text("wingperson_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("event_waitlist_once").on(t.eventId, t.profileId),
    check(
      "event_waitlist_two_people",
      sql`${t.wingpersonId} is null or ${t.wingpersonId} <> ${t.profileId}`,
    ),
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

/** An event's image, each size processed as members' photos are (metadata stripped, WebP). */
export const eventImageFiles = pgTable(
  "event_image_files",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    size: photoSizeEnum("size").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.size] })],
);

/** What a host told everyone going; shown on the event to those going. */
export const eventHostMessages = pgTable(
  "event_host_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    hostId: text("host_id").references(() => profiles.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "event_host_messages_body_length",
      sql`char_length(${t.body}) between 1 and ${literal(HOST_MESSAGE_MAX_LENGTH)}`,
    ),
    index("event_host_messages_event_idx").on(t.eventId, t.createdAt),
  ],
);

// Come as a pair: a member's RSVP naming one linked circle friend as wingperson. Pending until the
// wingperson confirms (by expires_at, 48 h), the pair holds two seats; declined, expired or
// cancelled, the row goes and the member who stays is a single.
export const eventPairs = pgTable(
  "event_pairs",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    wingpersonId: text("wingperson_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "confirmed">().notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.memberId] }),
    unique("event_pairs_wingperson_once").on(t.eventId, t.wingpersonId),
    check("event_pairs_two_people", sql`${t.memberId} <> ${t.wingpersonId}`),
    check("event_pairs_status_known", sql`${t.status} in ('pending', 'confirmed')`),
    index("event_pairs_wingperson_idx").on(t.wingpersonId),
  ],
);

// The seating plan of an event at tables: a guest's table, proposed by Vouch and moved by the host.
// Members read it only once it is published (events.seating_published_at) and they checked in.
export const eventSeats = pgTable(
  "event_seats",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    tableNumber: integer("table_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.profileId] }),
    check("event_seats_table_number_positive", sql`${t.tableNumber} > 0`),
    index("event_seats_profile_idx").on(t.profileId),
  ],
);
