import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { photos } from "./photos";
import { profiles } from "./profile";

/**
 * A selfie check's challenge: three poses the server drew, answered once within its lifetime.
 * The frames that answer it are never stored.
 */
export const verificationChallenges = pgTable(
  "verification_challenges",
  {
    /** Random and unguessable: the client sends it back with the frames. */
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    poses: text("poses").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("verification_challenges_member_idx").on(t.memberId, t.createdAt)],
);

/**
 * Each selfie check's outcome. A passed check keeps the selfie's face descriptor for a while so
 * a new photo can be checked without a new selfie; only its hash outlives that.
 */
export const faceChecks = pgTable(
  "face_checks",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    passed: boolean("passed").notNull(),
    /** Why a check failed, in a word the client turns into a sentence (null when passed). */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the descriptor, hex. */
    descriptorHash: text("descriptor_hash"),
    descriptor: real("descriptor").array(),
    descriptorExpiresAt: timestamp("descriptor_expires_at", { withTimezone: true }),
  },
  (t) => [
    index("face_checks_member_idx").on(t.memberId, t.createdAt),
    check(
      "face_checks_descriptor_expires",
      sql`${t.descriptor} is null or ${t.descriptorExpiresAt} is not null`,
    ),
  ],
);

/** A photo whose face matched the member's selfie: it carries the "verified" mark. */
export const photoVerifications = pgTable("photo_verifications", {
  photoId: text("photo_id")
    .primaryKey()
    .references(() => photos.id, { onDelete: "cascade" }),
  memberId: text("member_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  similarity: real("similarity").notNull(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A friend who met the member at a Vouch event saying "These photos are really {name}". It holds
 * for the photos the member had then (`photoSet`, their ids sorted and joined): a changed photo
 * ends it.
 */
export const photoConfirmations = pgTable(
  "photo_confirmations",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    friendId: text("friend_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    photoSet: text("photo_set").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.friendId] }),
    check("photo_confirmations_not_self", sql`${t.memberId} <> ${t.friendId}`),
    index("photo_confirmations_friend_idx").on(t.friendId),
  ],
);
