import { z } from "zod";
import { AGE_MAX, AGE_MIN, BIO_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "../constants";
import { NEIGHBORHOODS, SEXUALITIES } from "../options";

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
  // An empty field is a missing age, not 0 (which coercion would make of "", null, false or []).
  age: z.preprocess(
    (value) =>
      typeof value === "number" || (typeof value === "string" && value.trim()) ? value : undefined,
    z.coerce
      .number({ error: "Age is required" })
      .int("Age must be a whole number")
      .min(AGE_MIN, `You must be at least ${AGE_MIN} to join Vouch`)
      .max(AGE_MAX, `Age must be at most ${AGE_MAX}`),
  ),
  pronouns: z
    .string({ error: "Pronouns are required" })
    .trim()
    .min(1, "Pronouns are required")
    .max(30, "Pronouns must be at most 30 characters"),
  sexuality: z.enum(SEXUALITIES, { error: "Choose a sexuality" }),
  neighborhood: z.enum(NEIGHBORHOODS, { error: "Choose a neighborhood" }),
  occupation: z
    .string()
    .trim()
    .max(80, "Occupation must be at most 80 characters")
    .optional()
    .default(""),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .optional()
    .default(""),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
