import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { relationshipStatusEnum, trustLevelEnum } from "./enums";
import { profiles } from "./profile";
import { BIO_MAX, NAME_MAX } from "#shared/constants";
import { literal } from "./literal";

// A friend in a member's circle. It belongs to its owner; it may also be a Vouch member, linked
// once that member confirms the owner's invitation (until then `invited_profile_id`).
export const friendEntries = pgTable(
  "friend_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    linkedProfileId: text("linked_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    invitedProfileId: text("invited_profile_id").references(() => profiles.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    gender: text("gender").notNull(),
    sexuality: text("sexuality").notNull(),
    bio: text("bio").notNull().default(""),
    consent: boolean("consent").notNull().default(true),
    trustLevel: trustLevelEnum("trust_level").notNull().default("Familiar"),
    relationshipStatus: relationshipStatusEnum("relationship_status").notNull().default("single"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "friend_entries_name_present",
      sql`char_length(${t.name}) between 1 and ${literal(NAME_MAX)}`,
    ),
    check("friend_entries_bio_length", sql`char_length(${t.bio}) <= ${literal(BIO_MAX)}`),
    check(
      "friend_entries_not_self",
      sql`${t.linkedProfileId} is null or ${t.linkedProfileId} <> ${t.ownerId}`,
    ),
    check(
      "friend_entries_invite_not_self",
      sql`${t.invitedProfileId} is null or ${t.invitedProfileId} <> ${t.ownerId}`,
    ),
    check(
      "friend_entries_linked_or_invited",
      sql`${t.linkedProfileId} is null or ${t.invitedProfileId} is null`,
    ),
    index("friend_entries_owner_idx").on(t.ownerId, t.trustLevel),
    // Explore's pool: members with consenting friends, in id order from a random point.
    index("friend_entries_consenting_owner_idx")
      .on(t.ownerId)
      .where(sql`${t.consent}`),
    index("friend_entries_linked_idx").on(t.linkedProfileId),
    index("friend_entries_invited_idx").on(t.invitedProfileId),
  ],
);

/**
 * Invite links to a friend entry not yet linked to a member. Only the SHA-256 of
 * the link's token is kept. A link works once, until it expires or is revoked; `rewarded_at` says
 * the inviter's hearts for the friend joining were paid.
 */
export const inviteLinks = pgTable(
  "invite_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    friendId: uuid("friend_id")
      .notNull()
      .references(() => friendEntries.id, { onDelete: "cascade" }),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => profiles.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    rewardedAt: timestamp("rewarded_at", { withTimezone: true }),
  },
  (t) => [
    index("invite_links_friend_idx").on(t.friendId, t.createdAt),
    index("invite_links_used_by_idx")
      .on(t.usedBy)
      .where(sql`${t.rewardedAt} is null`),
  ],
);
