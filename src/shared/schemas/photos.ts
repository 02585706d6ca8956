import { z } from "zod";
import { PHOTO_MAX_BYTES, PHOTO_SIZES, PHOTOS_MAX, type PhotoSize } from "../constants";

const MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** A photo's id: 22 random url-safe characters (128 bits), so it can't be guessed. */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const photoId = (message: string) => z.string({ error: message }).regex(PHOTO_ID_PATTERN, message);

/**
 * One photo as every screen gets it. Each size loads from /api/photos/{id}/{size} (`photoSrc`),
 * same origin with the member's cookie; it answers only members allowed to see the owner.
 */
export const photoSchema = z.object({
  id: z
    .string()
    .describe(
      `Load a size at /api/photos/{id}/{size}: small (${PHOTO_SIZES.small} px at most on its longest side: cards, avatars), medium (${PHOTO_SIZES.medium} px), large (${PHOTO_SIZES.large} px: the profile's gallery)`,
    ),
  placeholder: z
    .string()
    .describe("A ThumbHash of the photo, base64: decode it to show a blur while the image loads"),
  width: z.number().int().describe("Of the large size, in pixels"),
  height: z.number().int().describe("Of the large size, in pixels"),
  verified: z
    .boolean()
    .describe('The face in it matched its owner\'s selfie: it carries the "verified" mark'),
});
export type Photo = z.infer<typeof photoSchema>;

/** A member's main photo (their first) on a card; null without photos: the avatar shows. */
export const mainPhotoSchema = photoSchema
  .nullable()
  .describe("The member's main photo (their first); null without one: show the avatar");

/** One of the member's own photos: `waiting` while only they see it (screening held it). */
export const ownPhotoSchema = photoSchema.extend({
  waiting: z
    .boolean()
    .describe(
      "True while the photo waits for a moderator's check: only its owner sees it until then",
    ),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** GET/POST/PUT/DELETE /api/profile/photos…: the member's own photos, in order, first = main. */
export const photosResponseSchema = z.object({
  photos: z.array(ownPhotoSchema).max(PHOTOS_MAX),
});
export type PhotosResponse = z.infer<typeof photosResponseSchema>;

/** POST /api/profile/photos: multipart/form-data with one file in the field `photo`. */
export const photoUploadSchema = z.object({
  photo: z
    .custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, {
      error: "Choose one photo to upload",
    })
    .meta({ type: "string", format: "binary" })
    .describe(`One image (JPEG, PNG, WebP or AVIF), at most ${MB} MB, already cropped`),
});

/** PUT /api/profile/photos/order: every one of the member's photo ids, in the new order. */
export const photoOrderSchema = z.strictObject({
  ids: z
    .array(photoId("Unknown photo"), { error: "Send your photos' ids in their new order" })
    .max(PHOTOS_MAX, `You have at most ${PHOTOS_MAX} photos`),
});

export const photoParamsSchema = z.object({ photoId: photoId("Photo not found") });

export const photoFileParamsSchema = z.object({
  photoId: photoId("Photo not found"),
  size: z.enum(Object.keys(PHOTO_SIZES) as [PhotoSize, ...PhotoSize[]], {
    error: "Photo not found",
  }),
});

/** A photo screening held for a moderator (GET /api/moderation/queue). */
export const photoReviewSchema = z.object({
  photo: photoSchema.describe(
    "Its bytes at /api/moderation/photos/{id}/{size}, for moderators, while it waits",
  ),
  member: z.object({ id: z.string(), name: z.string() }),
  score: z
    .number()
    .nullable()
    .describe("The nudity model's score, 0–1; null if the model couldn't score it"),
  uploadedAt: z.iso.datetime(),
});
export type PhotoReview = z.infer<typeof photoReviewSchema>;
