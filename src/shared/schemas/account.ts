import { z } from "zod";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../constants";
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

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  email,
  password: z
    .string({ error: "Password is required" })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
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
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** What a Google member gives on the completion screen: the profile, without email or password. */
export const completeProfileSchema = signUpSchema.omit({ email: true, password: true });
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

// What the server sends back.

/** Which ways of signing in this server offers besides email and password. */
export const signInOptionsSchema = z.object({ google: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** Where the browser goes next to continue with Google. */
export const googleRedirectSchema = z.object({ url: z.string() });
export type GoogleRedirect = z.infer<typeof googleRedirectSchema>;

/** What better-auth's own sign-out answers. */
export const authSignOutSchema = z.object({ success: z.boolean() });
