import { sql } from "drizzle-orm";
import {
  check,
  customType,
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { APPEAL_TEXT_MAX, MODERATION_NOTE_MAX } from "#shared/constants";
import { MODERATION_REASONS } from "#shared/options";
import { literal } from "./literal";
import { profiles } from "./profile";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const moderationCaseStatusEnum = pgEnum("moderation_case_status", ["open", "closed"]);
export const moderationOutcomeEnum = pgEnum("moderation_outcome", ["dismissed", "actioned"]);
/** Which tripwire put the member on hold: too much started, reports, or failed selfie checks. */
export const moderationHoldEnum = pgEnum("moderation_hold", ["activity", "reports", "selfie"]);

/**
 * A case about one member: every report about them while it is open joins it (one open case per
 * member, a unique index). It outlives the member's account: the emptied profile row stays.
 */
export const moderationCases = pgTable(
  "moderation_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id),
    status: moderationCaseStatusEnum("status").notNull().default("open"),
    /** The most severe of its reports: 0 safety, 1 harassment, 2 fake, 3 other (REPORT_SEVERITY). */
    severity: integer("severity").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator first opened it: the reporters' "under review". */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    outcome: moderationOutcomeEnum("outcome"),
    /**
     * Set when a tripwire put the member on hold: while the case is open they start nothing new
     * (as a limit), until a moderator acts on it (decision 0042).
     */
    hold: moderationHoldEnum("hold"),
    heldAt: timestamp("held_at", { withTimezone: true }),
  },
  (t) => [
    check("moderation_cases_severity_range", sql`${t.severity} between 0 and 3`),
    check("moderation_cases_hold_when", sql`(${t.hold} is null) = (${t.heldAt} is null)`),
    check(
      "moderation_cases_closed_with_outcome",
      sql`(${t.status} = 'open') = (${t.closedAt} is null and ${t.outcome} is null)`,
    ),
    uniqueIndex("moderation_cases_one_open_idx")
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index("moderation_cases_member_idx").on(t.memberId),
  ],
);

/**
 * What a report saw, copied at report time: the member's profile and prompts and, for a message,
 * the reported message with the conversation's last 20. Kept whatever the member later edits or
 * deletes (docs/decisions/0039-moderation.md).
 */
export const moderationEvidence = pgTable(
  "moderation_evidence",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    /** The report it was taken for (its reporter may delete their account: then null). */
    reportId: uuid("report_id"),
    capturedAt: timestamp("captured_at", { withTimezone: true }).notNull().defaultNow(),
    profile: jsonb("profile").notNull(),
    /** The reported message's id, when a message was reported. */
    reportedMessageId: text("reported_message_id"),
    messages: jsonb("messages").notNull().default([]),
    /** Friends' words shown on the member's profile (endorsements, friends' prompts). */
    endorsements: jsonb("endorsements").notNull().default([]),
  },
  (t) => [index("moderation_evidence_case_idx").on(t.caseId, t.capturedAt)],
);

/**
 * The member's photos as they were when reported: a copy of the medium size's bytes, so a
 * moderator still sees them after the member deletes them or their account (whose files go).
 */
export const moderationEvidencePhotos = pgTable(
  "moderation_evidence_photos",
  {
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    /** The photo's id as it was: the photo itself may be gone. */
    photoId: text("photo_id").notNull(),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    placeholder: text("placeholder").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    capturedAt: timestamp("captured_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.photoId] })],
);

export const moderationActionEnum = pgEnum("moderation_action", [
  "dismiss",
  "remove_photo",
  "remove_message",
  "remove_prompt",
  "warn",
  "limit",
  "suspend",
  "ban",
  "hold",
  "remove_endorsement",
  // A second moderator's answer to the member's appeal of an action (its id is the target).
  "appeal_upheld",
  "appeal_overturned",
]);
export const moderationReasonEnum = pgEnum(
  "moderation_reason",
  MODERATION_REASONS.map((r) => r.value) as [string, ...string[]],
);

/**
 * The audit log: every moderator action, with its reason code and note. Append-only, and the
 * database says so: a trigger refuses UPDATE and DELETE (migration 0020). Its member and
 * moderator ids are plain text, so no account deletion can cascade into it.
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    moderatorId: text("moderator_id").notNull(),
    memberId: text("member_id").notNull(),
    action: moderationActionEnum("action").notNull(),
    reason: moderationReasonEnum("reason").notNull(),
    note: text("note").notNull(),
    /** What was removed: a photo's id, a message's id, a prompt's id. */
    target: text("target"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "moderation_actions_note_length",
      sql`char_length(${t.note}) between 1 and ${literal(MODERATION_NOTE_MAX)}`,
    ),
    index("moderation_actions_case_idx").on(t.caseId, t.id),
  ],
);

/** A warning: shown to the member on their next visit until they acknowledge it. */
export const moderationWarnings = pgTable(
  "moderation_warnings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    reason: moderationReasonEnum("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  },
  (t) => [index("moderation_warnings_member_idx").on(t.memberId)],
);

export const moderationSanctionKindEnum = pgEnum("moderation_sanction_kind", [
  "limit",
  "suspend",
  "ban",
]);

/**
 * A limit or a suspension (until `ends_at`), or a ban (no end). While a suspension or ban is in
 * force the member can't sign in and shows nowhere (`notBlocked` reads it); a limited member
 * starts nothing new (`assertNotLimited`). The member id is plain text and the email is kept, so a
 * banned email stays refused at sign-up after the account is deleted.
 */
export const moderationSanctions = pgTable(
  "moderation_sanctions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id").notNull(),
    /** The account's email, lowercased, at the time of the sanction. */
    email: text("email").notNull(),
    caseId: uuid("case_id")
      .notNull()
      .references(() => moderationCases.id),
    kind: moderationSanctionKindEnum("kind").notNull(),
    reason: moderationReasonEnum("reason").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Null for a ban: permanent. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [
    check("moderation_sanctions_ban_has_no_end", sql`(${t.kind} = 'ban') = (${t.endsAt} is null)`),
    index("moderation_sanctions_member_idx").on(t.memberId),
    index("moderation_sanctions_email_idx").on(t.email),
  ],
);

export const moderationAppealStatusEnum = pgEnum("moderation_appeal_status", [
  "pending",
  "upheld",
  "overturned",
]);

/**
 * A member's appeal of a moderator's action about them: one per action (the unique index), taken
 * within APPEAL_DAYS of it, answered once by a different moderator (docs/decisions/0041).
 */
export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actionId: bigint("action_id", { mode: "number" })
      .notNull()
      .references(() => moderationActions.id),
    memberId: text("member_id").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: moderationAppealStatusEnum("status").notNull().default("pending"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The second moderator's answer: the member reads it. */
    answer: text("answer"),
  },
  (t) => [
    check(
      "moderation_appeals_text_length",
      sql`char_length(${t.text}) between 1 and ${literal(APPEAL_TEXT_MAX)}`,
    ),
    check(
      "moderation_appeals_decided",
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null and ${t.decidedBy} is null and ${t.answer} is null)`,
    ),
    uniqueIndex("moderation_appeals_one_per_action").on(t.actionId),
    index("moderation_appeals_member_idx").on(t.memberId),
    index("moderation_appeals_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
