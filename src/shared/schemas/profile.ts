import { z } from "zod";
import { PHOTOS_MAX, USERNAME_MAX, USERNAME_MIN } from "../constants";
import { NEIGHBORHOODS, RELATIONSHIP_STATUS_VALUES, SEXUALITIES } from "../options";
import { normalizeUsernameInput } from "../usernames";
import {
  profileExtrasRules,
  profileFieldRules,
  promptAnswerSchema,
  shownExtras,
} from "./profile-fields";
import { INTERESTS } from "../options";
import { friendWordsSchema } from "./endorsements";
import { mainPhotoSchema, photoSchema } from "./photos";
import { checkWish, shownWishSchema, tidyWish, wishShape } from "./wish";

export const usernameSchema = z
  .string({ error: "Username is required" })
  .transform(normalizeUsernameInput)
  .pipe(
    z
      .string()
      .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
      .regex(/^[a-z0-9]+$/, "Use only letters and numbers in your username"),
  );

/** The fields a member may edit on /profile and /settings. Name and email are read-only. */
const editableFields = {
  username: usernameSchema,
  age: profileFieldRules.age,
  pronouns: profileFieldRules.pronouns,
  sexuality: profileFieldRules.sexuality,
  occupation: profileFieldRules.occupation,
  neighborhood: profileFieldRules.neighborhood,
  bio: profileFieldRules.bio,
  relationshipStatus: z.enum(RELATIONSHIP_STATUS_VALUES, { error: "Choose a relationship status" }),
  ...wishShape,
  /** Paused: not explored, suggested or paired; conversations go on. */
  paused: z.boolean({ error: "Paused must be true or false" }),
  /** Introduced to and approached by verified members only. */
  verifiedOnly: z.boolean({ error: "Verified only must be true or false" }),
  /** Read receipts: the partner sees when the member read, and the member the partner's. */
  readReceipts: z.boolean({ error: "Read receipts must be on or off (true or false)" }),
};

const WISH_FIELDS = ["gender", "interestedIn", "ageMin", "ageMax", "lookingFor"] as const;

// Anything else in the body (a balance, certifications, the email, an id) is refused, not ignored.
const onlyEditableFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `These fields can't be changed here: ${issue.keys?.join(", ")}`
      : undefined,
};

const editableObject = z.strictObject(editableFields, onlyEditableFields);

/** The whole edit form, as /profile submits it. */
export const profileFormSchema = editableObject
  .omit({ paused: true, verifiedOnly: true, readReceipts: true })
  .superRefine(checkWish)
  .transform(tidyWish);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The prompts and interests card on /profile. */
export const profileExtrasSchema = z.strictObject(profileExtrasRules, onlyEditableFields);

/**
 * PATCH /api/profile: any subset of the editable fields, prompts and interests, nothing else;
 * who the member wants to meet only as a whole (gender, interested in, ages and looking for
 * together).
 */
export const profileUpdateSchema = editableObject
  .extend(profileExtrasRules)
  .partial()
  .superRefine((changes, ctx) => {
    const given = WISH_FIELDS.filter((field) => changes[field] !== undefined);
    if (given.length > 0 && given.length < WISH_FIELDS.length) {
      for (const field of WISH_FIELDS.filter((f) => changes[f] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: "Give who you want to meet as a whole: gender, interested in, ages, looking for",
        });
      }
    }
    checkWish(changes, ctx);
  })
  .transform(tidyWish);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const EDITABLE_PROFILE_FIELDS = Object.keys(editableFields).filter(
  (field) => field !== "paused" && field !== "verifiedOnly" && field !== "readReceipts",
) as (keyof ProfileForm)[];

// What the server sends back.

/** The member's own profile, with their own email (shown read-only). */
export const ownProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  username: z.string(),
  age: z.number().int(),
  pronouns: z.string(),
  sexuality: z.enum(SEXUALITIES),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS_VALUES),
  occupation: z.string(),
  neighborhood: z.enum(NEIGHBORHOODS),
  bio: z.string(),
  prompts: z.array(promptAnswerSchema),
  interests: z.array(z.enum(INTERESTS)),
  mainPhoto: mainPhotoSchema,
  /** Who the member wants to meet; null until they say. */
  wish: shownWishSchema.nullable(),
  paused: z.boolean(),
  verifiedOnly: z.boolean(),
  /** The member's main photo carries the selfie's verified mark. */
  verified: z.boolean(),
  readReceipts: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const profileResponseSchema = z.object({ profile: ownProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const settingsSchema = z.object({
  profile: ownProfileSchema,
  summary: z.object({
    memberSince: z.string(),
    heartsBalance: z.number().int(),
    certifications: z.number().int(),
    circleSize: z.number().int(),
    matches: z.number().int(),
  }),
  blocked: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe("The members you blocked, newest first"),
  muted: z
    .array(z.object({ matchId: z.string(), name: z.string() }))
    .describe("The conversations you muted, by partner name, newest first"),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * Another member's profile view, read when it opens: what a list's card leaves out (the
 * conversation list carries only what its rows show).
 */
export const memberProfileViewSchema = z.object({
  photos: z.array(photoSchema).max(PHOTOS_MAX).describe("In order: the first is the main photo"),
  wish: shownWishSchema.nullable(),
  ...shownExtras,
  // Friends' words the member approved, as the viewer may see them.
  ...friendWordsSchema.shape,
  verified: z.boolean().describe("The member's main photo carries the selfie's verified mark"),
  confirmedBy: z
    .array(z.string())
    .describe(
      "First names of the friends who confirmed the photos as they are now, once enough did; else empty",
    ),
});
export type MemberProfileView = z.infer<typeof memberProfileViewSchema>;
