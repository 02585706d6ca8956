import { sql } from "drizzle-orm";
import {
  check,
  customType,
  real,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { PHOTO_SIZE_NAMES } from "#shared/constants";
import { profiles } from "./profile";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Screening and moderation: a new photo the nudity model finds clear is "approved" at once and
 * shows; a doubtful one (or one it could not score) is "pending", shown to its owner alone until
 * a moderator approves or removes it. A removed one shows nowhere and is served to no one.
 */
export const photoStatusEnum = pgEnum("photo_status", ["pending", "approved", "removed"]);
export const photoSizeEnum = pgEnum("photo_size", PHOTO_SIZE_NAMES as [string, ...string[]]);

/** A member's photos, in their order (position 0 is the main photo). */
export const photos = pgTable(
  "photos",
  {
    /** 22 random url-safe characters: the id is in every address and can't be guessed. */
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Of the large size. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A ThumbHash, base64. */
    placeholder: text("placeholder").notNull(),
    status: photoStatusEnum("status").notNull().default("pending"),
    /** The nudity model's score, 0–1 (`nudityScore`); null if never scored (before screening, or the model was unavailable). */
    nsfwScore: real("nsfw_score"),
    /** Where the bytes are: "db" (photo_files) or "s3". */
    storage: text("storage").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    check("photos_position_range", sql`${t.position} >= 0`),
    check("photos_storage_known", sql`${t.storage} in ('db', 's3')`),
    check("photos_nsfw_score_range", sql`${t.nsfwScore} >= 0 AND ${t.nsfwScore} <= 1`),
    index("photos_owner_position_idx").on(t.ownerId, t.position),
    index("photos_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The bytes of each size, when photos are kept in the database (the default storage). */
export const photoFiles = pgTable(
  "photo_files",
  {
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    size: photoSizeEnum("size").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.size] })],
);
