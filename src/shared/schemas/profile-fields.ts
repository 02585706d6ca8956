import { z } from "zod";
import {
  AGE_MAX,
  AGE_MIN,
  BIO_MAX,
  INTERESTS_MAX,
  OCCUPATION_MAX,
  PROMPT_ANSWER_MAX,
  PROMPTS_MAX,
  PRONOUNS_MAX,
} from "../constants";
import { INTERESTS, NEIGHBORHOODS, PROFILE_PROMPT_IDS, SEXUALITIES } from "../options";
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

/** One answered prompt: which prompt, and the member's words (PROMPT_ANSWER_MAX at most). */
export const promptAnswerSchema = z.strictObject({
  prompt: z.enum(PROFILE_PROMPT_IDS, { error: "Choose a prompt from the list" }),
  answer: z
    .string({ error: "Write an answer" })
    .trim()
    .min(1, "Write an answer, or remove the prompt")
    .max(PROMPT_ANSWER_MAX, `An answer must be at most ${PROMPT_ANSWER_MAX} characters`)
    .refine(...plainLine("An answer")),
});
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;

/** What a profile view shows of a member's own words and tastes (Match for You, Explore, chat). */
export const shownExtras = {
  interests: z.array(z.enum(INTERESTS)),
  prompts: z.array(promptAnswerSchema),
};

/** Up to PROMPTS_MAX answers, each prompt once; up to INTERESTS_MAX interests, each once. */
export const profileExtrasRules = {
  prompts: z
    .array(promptAnswerSchema, { error: "Prompts must be a list" })
    .max(PROMPTS_MAX, `Answer at most ${PROMPTS_MAX} prompts`)
    .refine((answers) => new Set(answers.map((a) => a.prompt)).size === answers.length, {
      error: "Answer each prompt once",
    }),
  interests: z
    .array(z.enum(INTERESTS, { error: "Choose interests from the list" }), {
      error: "Interests must be a list",
    })
    .max(INTERESTS_MAX, `Choose at most ${INTERESTS_MAX} interests`)
    .refine((tags) => new Set(tags).size === tags.length, { error: "Choose each interest once" }),
};
