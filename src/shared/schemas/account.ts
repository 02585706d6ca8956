import { z } from "zod";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../constants";
import { PASSWORD_TEXTS } from "../texts";
import { profileFieldRules } from "./profile-fields";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .pipe(z.email("Enter a valid email address"))
  .transform((v) => v.toLowerCase());

/** The signed-in member as the app shows them; never their email. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  neighborhood: z.string(),
  heartsBalance: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const userResponseSchema = z.object({ user: sessionUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** The session probe's answer: who is signed in, or null for a visitor without a session. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

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

export const signUpSchema = z
  .object({
    email,
    password: newPasswordSchema,
    name: z
      .string({ error: "Full name is required" })
      .trim()
      .min(1, "Full name is required")
      .max(NAME_MAX, `Full name must be at most ${NAME_MAX} characters`),
    age: profileFieldRules.age,
    pronouns: profileFieldRules.pronouns,
    sexuality: profileFieldRules.sexuality,
    neighborhood: profileFieldRules.neighborhood,
    occupation: profileFieldRules.occupation.optional().default(""),
    bio: profileFieldRules.bio.optional().default(""),
  })
  .superRefine(({ password, email, name }, ctx) => {
    const problem = passwordProblem(password, { email, name });
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });
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

/** What better-auth's own sign-out answers. */
export const authSignOutSchema = z.object({ success: z.boolean() });
