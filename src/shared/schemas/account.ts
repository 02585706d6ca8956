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

/** The session probe's answer: who is signed in, or null for a visitor without a session. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });

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

// What the server sends back.

/** What better-auth's own sign-out answers. */
export const authSignOutSchema = z.object({ success: z.boolean() });
