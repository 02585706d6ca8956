import { z } from "zod";
import { emailSchema } from "./common";
import { staffRoleSchema } from "./staff";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../constants";
import { LANGUAGES } from "../i18n/languages";
import { PASSWORD_TEXTS } from "../texts";
import { profileFieldRules } from "./profile-fields";
import { mainPhotoSchema } from "./photos";
import { notEncodedWord, plainLine } from "./text";
import { checkWish, tidyWish, wishShape } from "./wish";

const email = emailSchema;

/** The signed-in member as the app shows them; never their email. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  neighborhood: z.string(),
  heartsBalance: z.number().int(),
  mainPhoto: mainPhotoSchema,
  /** The member hasn't said who they want to meet: they are asked before anything else. */
  wishToGive: z.boolean(),
  /** The member's staff roles: their menu links each role's screen, which answers only them. */
  roles: z.array(staffRoleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userResponseSchema = z.object({ user: sessionUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** A member signed in with Google who has not yet given what Google doesn't (age, pronouns…). */
export const profileToCompleteSchema = z.object({
  /** The name Google gave, to prefill the form. */
  name: z.string(),
});
export type ProfileToComplete = z.infer<typeof profileToCompleteSchema>;

/**
 * The session probe's answer: who is signed in (null for a visitor), or, for a session whose
 * member has no profile yet, what the completion screen starts from.
 */
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  profileToComplete: profileToCompleteSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** A password compared with the member's own words: case, spaces and dots don't matter. */
const comparable = (value: string) => value.toLowerCase().replace(/[\s.]+/g, "");

/**
 * Why a new password is refused for what it is or who it belongs to, or undefined. The list of
 * common and leaked passwords is the server's; it answers that one as a field error.
 */
export function passwordProblem(
  password: string,
  member: { email?: string; name?: string } = {},
): string | undefined {
  const trimmed = password.trim();
  if (!trimmed) return PASSWORD_TEXTS.blank;
  if (/^(.)\1*$/su.test(trimmed)) return PASSWORD_TEXTS.repeated;
  const candidate = comparable(password);
  if (member.email) {
    const email = comparable(member.email);
    const localPart = comparable(member.email.split("@")[0] ?? "");
    if (candidate === email || (localPart && candidate === localPart)) return PASSWORD_TEXTS.email;
  }
  if (member.name && candidate === comparable(member.name)) return PASSWORD_TEXTS.name;
  return undefined;
}

/** A password being chosen: its length, and not blank nor one character repeated. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A member's profile as given when joining: by sign-up, or after Google on the completion screen. */
const joiningProfileShape = {
  name: z
    .string({ error: "Full name is required" })
    .trim()
    .min(1, "Full name is required")
    .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`)
    .refine(...plainLine("Full name"))
    .refine(...notEncodedWord("Full name")),
  age: profileFieldRules.age,
  pronouns: profileFieldRules.pronouns,
  sexuality: profileFieldRules.sexuality,
  neighborhood: profileFieldRules.neighborhood,
  occupation: profileFieldRules.occupation.optional().default(""),
  bio: profileFieldRules.bio.optional().default(""),
  ...wishShape,
};

export const signUpSchema = z
  .object({ email, password: newPasswordSchema, ...joiningProfileShape })
  .superRefine((input, ctx) => {
    const { password, email, name } = input;
    const problem = passwordProblem(password, { email, name });
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
    checkWish(input, ctx);
  })
  .transform(tidyWish);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** "Forgot password?": where to send the link. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The emailed link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: "The link is incomplete" }).min(1, "The link is incomplete").max(200),
  password: newPasswordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const resetLinkQuerySchema = z.object({
  token: z.string({ error: "The link is incomplete" }).min(1, "The link is incomplete").max(200),
});

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(PASSWORD_MAX, "That isn't your current password"),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// What the server sends back.

/** Whether a mailed reset link can still be used, and if not, why in words. */
export const resetLinkStateSchema = z.object({
  state: z.enum(["valid", "used", "expired", "unknown"]),
  message: z.string().nullable(),
});
export type ResetLinkState = z.infer<typeof resetLinkStateSchema>;

/** Sessions ended elsewhere by a password change. */
export const passwordChangedSchema = z.object({ otherSessionsEnded: z.number().int() });

/** What a Google member gives on the completion screen: the profile, without email or password. */
export const completeProfileSchema = z
  .object(joiningProfileShape)
  .superRefine(checkWish)
  .transform(tidyWish);
export type CompleteProfileInput = z.input<typeof completeProfileSchema>;
export type CompleteProfile = z.output<typeof completeProfileSchema>;

/** A path of this site and nothing else: `//host`, `/\\host` and absolute URLs are refused. */
function isSitePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  const base = "https://vouch.invalid";
  try {
    const url = new URL(path, base);
    return url.origin === base && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}

export const googleStartSchema = z.object({
  /** Where to land after signing in (a path of this site); home when absent. */
  next: z
    .string({ error: "next must be a path" })
    .max(2048, "next is too long")
    .refine(isSitePath, "next must be a path of this site")
    .optional(),
});
export type GoogleStart = z.infer<typeof googleStartSchema>;

/** Which ways of signing in this server offers besides email and password. */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** Where the browser goes next to continue with Google. */
export const googleRedirectSchema = z.object({ url: z.string() });
export type GoogleRedirect = z.infer<typeof googleRedirectSchema>;

/** What better-auth's own sign-out answers. */
export const authSignOutSchema = z.object({ success: z.boolean() });

/**
 * Deleting the account. A member with a password confirms with it; one who signs in only with
 * Google leaves it out and must have signed in within the last few minutes instead.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX, "That password isn't right").optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The language a member reads Vouch in, chosen in Settings. */
export const languageChoiceSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
