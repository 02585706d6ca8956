import { z } from "zod";
import { AGE_MAX, AGE_MIN, BIO_MAX, USERNAME_MAX, USERNAME_MIN } from "../constants";
import { NEIGHBORHOODS, RELATIONSHIP_STATUS_VALUES, SEXUALITIES } from "../options";

export const OCCUPATION_MAX = 80;
export const PRONOUNS_MAX = 30;

/** Lowercased with every space removed (SPEC §5); the form applies it as the member types. */
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
  age: z.coerce
    .number({ error: "Age is required" })
    .int("Age must be a whole number")
    .min(AGE_MIN, `You must be at least ${AGE_MIN} to use Vouch`)
    .max(AGE_MAX, `Age must be at most ${AGE_MAX}`),
  pronouns: z
    .string({ error: "Pronouns are required" })
    .trim()
    .min(1, "Pronouns are required")
    .max(PRONOUNS_MAX, `Pronouns must be at most ${PRONOUNS_MAX} characters`),
  sexuality: z.enum(SEXUALITIES, { error: "Choose a sexuality" }),
  occupation: z
    .string({ error: "Occupation must be text" })
    .trim()
    .max(OCCUPATION_MAX, `Occupation must be at most ${OCCUPATION_MAX} characters`),
  neighborhood: z.enum(NEIGHBORHOODS, { error: "Choose a neighborhood" }),
  bio: z
    .string({ error: "Bio must be text" })
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`),
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

/** PATCH /api/profile: any subset of the editable fields, nothing else. */
export const profileUpdateSchema = profileFormSchema.partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const EDITABLE_PROFILE_FIELDS = Object.keys(editableFields) as (keyof ProfileForm)[];
