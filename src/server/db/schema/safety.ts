import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { reportReasonEnum } from "./enums";
import { events } from "./events";
import { messages } from "./chat";
import { matches } from "./matching";
import { profiles } from "./profile";
import { DATE_SHARE_PLACE_MAX, REPORT_DETAILS_MAX } from "#shared/constants";
import { friendEntries } from "./circle";
import { literal } from "./literal";
import { photos } from "./photos";
import { moderationCases } from "./moderation";

// A report targets exactly one thing: a member, a message or an event.
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    targetProfileId: text("target_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    targetMessageId: bigint("target_message_id", { mode: "number" }).references(() => messages.id, {
      onDelete: "set null",
    }),
    targetEventId: uuid("target_event_id").references(() => events.id, { onDelete: "set null" }),
    /** A reported photo; its owner is in targetProfileId too (the case is about the member). */
    targetPhotoId: text("target_photo_id").references(() => photos.id, { onDelete: "set null" }),
    /** The case it opened or joined; none for an event (no member to act on). */
    caseId: uuid("case_id").references(() => moderationCases.id),
    reason: reportReasonEnum("reason").notNull(),
    details: text("details").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "reports_details_length",
      sql`char_length(${t.details}) between 1 and ${literal(REPORT_DETAILS_MAX)}`,
    ),
    check(
      "reports_one_target",
      sql`num_nonnulls(${t.targetProfileId}, ${t.targetMessageId}, ${t.targetEventId}) <= 1`,
    ),
    check(
      "reports_photo_with_its_owner",
      sql`${t.targetPhotoId} is null or (${t.targetMessageId} is null and ${t.targetEventId} is null)`,
    ),
    index("reports_reporter_idx").on(t.reporterId),
    index("reports_case_idx").on(t.caseId),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

export const mutes = pgTable(
  "mutes",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.matchId] })],
);

// Share my date: a member's plan (where, when, with whom) for the linked circle friends they chose.
export const dateShares = pgTable(
  "date_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sharerId: text("sharer_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "set null" }),
    // The date's first name as it was when shared: friends are told who, never given an id.
    partnerName: text("partner_name").notNull(),
    place: text("place").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    homeSafeAt: timestamp("home_safe_at", { withTimezone: true }),
    stoppedAt: timestamp("stopped_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "date_shares_place_length",
      sql`char_length(${t.place}) between 1 and ${literal(DATE_SHARE_PLACE_MAX)}`,
    ),
    check("date_shares_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    index("date_shares_sharer_idx").on(t.sharerId, t.endsAt),
  ],
);

// Who may read a shared plan: the circle friends chosen, while they stay in the circle.
export const dateShareFriends = pgTable(
  "date_share_friends",
  {
    shareId: uuid("share_id")
      .notNull()
      .references(() => dateShares.id, { onDelete: "cascade" }),
    friendEntryId: uuid("friend_entry_id")
      .notNull()
      .references(() => friendEntries.id, { onDelete: "cascade" }),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.shareId, t.profileId] }),
    index("date_share_friends_profile_idx").on(t.profileId),
  ],
);
