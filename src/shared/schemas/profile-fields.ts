import { z } from "zod";
import { AGE_MAX, AGE_MIN, BIO_MAX, OCCUPATION_MAX, PRONOUNS_MAX } from "../constants";
import { NEIGHBORHOODS, SEXUALITIES } from "../options";
import { plainLine, plainText } from "./text";

/**
 * The rules for a member's profile fields, shared by sign-up and the profile edit forms so a
 * value accepted by one is accepted by the other, with the same message.
 */
export const profileFieldRules = {
  // An empty field is a missing age, not 0 (which coercion would make of "", null, false or []).
  age: z.preprocess(
    (value) =>
      typeof value === "number" || (typeof value === "string" && value.trim()) ? value : undefined,
    z.coerce
      .number({ error: "Age is required" })
      .int("Age must be a whole number")
      .min(AGE_MIN, `You must be at least ${AGE_MIN} to use Vouch`)
      .max(AGE_MAX, `Age must be at most ${AGE_MAX}`),
  ),
  pronouns: z
    .string({ error: "Pronouns are required" })
    .trim()
    .min(1, "Pronouns are required")
    .max(PRONOUNS_MAX, `Pronouns must be at most ${PRONOUNS_MAX} characters`)
    .refine(...plainLine("Pronouns")),
  sexuality: z.enum(SEXUALITIES, { error: "Choose a sexuality" }),
  neighborhood: z.enum(NEIGHBORHOODS, { error: "Choose a neighborhood" }),
  occupation: z
    .string({ error: "Occupation must be text" })
    .trim()
    .max(OCCUPATION_MAX, `Occupation must be at most ${OCCUPATION_MAX} characters`)
    .refine(...plainLine("Occupation")),
  bio: z
    .string({ error: "Bio must be text" })
    .trim()
    .max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`)
    .refine(...plainText("Bio")),
};
