import { z } from "zod";
import { USERNAME_MAX, USERNAME_MIN } from "../constants";
import { NEIGHBORHOODS, RELATIONSHIP_STATUS_VALUES, SEXUALITIES } from "../options";
import { profileExtrasRules, profileFieldRules, promptAnswerSchema } from "./profile-fields";
import { INTERESTS } from "../options";
import { mainPhotoSchema } from "./photos";

/** Lowercased with every space removed; the form applies it as the member types. */
export function normalizeUsernameInput(raw: string): string {
  return raw.toLowerCase().replace(/\s+/g, "");
}

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
};

// Anything else in the body (a balance, certifications, the email, an id) is refused, not ignored.
const onlyEditableFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `These fields can't be changed here: ${issue.keys?.join(", ")}`
      : undefined,
};

/** The whole edit form, as both forms submit it. */
export const profileFormSchema = z.strictObject(editableFields, onlyEditableFields);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileForm = z.output<typeof profileFormSchema>;

/** The prompts and interests card on /profile. */
export const profileExtrasSchema = z.strictObject(profileExtrasRules, onlyEditableFields);
export type ProfileExtras = z.output<typeof profileExtrasSchema>;

/** PATCH /api/profile: any subset of the editable fields, prompts and interests, nothing else. */
export const profileUpdateSchema = profileFormSchema.extend(profileExtrasRules).partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const EDITABLE_PROFILE_FIELDS = Object.keys(editableFields) as (keyof ProfileForm)[];

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
