import { z } from "zod";
import { GENDER_WORDS_MAX, WISH_AGE_MAX, WISH_AGE_MIN } from "../constants";
import { GENDER_VALUES, INTERESTED_IN_VALUES, LOOKING_FOR_VALUES } from "../options";
import { plainLine } from "./text";

/**
 * Gender and who a member wants to meet, as given at sign-up, on /complete-profile, when asked
 * once, and on /profile: all of it together, so a member has either the whole answer or none.
 */

const wishAge = (bound: "From" | "To") =>
  z.preprocess(
    (value) =>
      typeof value === "number" || (typeof value === "string" && value.trim()) ? value : undefined,
    z.coerce
      .number({ error: `${bound} age is required` })
      .int(`${bound} age must be a whole number`)
      .min(WISH_AGE_MIN, `${bound} age must be at least ${WISH_AGE_MIN}`)
      .max(WISH_AGE_MAX, `${bound} age must be at most ${WISH_AGE_MAX}`),
  );

export const wishShape = {
  gender: z.enum(GENDER_VALUES, { error: "Choose your gender" }),
  /** Only with "In my own words" (and only beside a gender); stored empty otherwise. */
  genderWords: z
    .string({ error: "Your gender must be text" })
    .trim()
    .max(GENDER_WORDS_MAX, `Your gender must be at most ${GENDER_WORDS_MAX} characters`)
    .refine(...plainLine("Your gender"))
    .optional(),
  // Checked as a whole, so a wrong value is the field's error (not its item's).
  interestedIn: z
    .array(z.string(), { error: "Choose who you want to meet" })
    .min(1, "Choose at least one")
    .max(INTERESTED_IN_VALUES.length, "Choose who you want to meet")
    .refine(
      (values) => values.every((v) => (INTERESTED_IN_VALUES as readonly string[]).includes(v)),
      "Choose who you want to meet",
    )
    .transform((values) => INTERESTED_IN_VALUES.filter((v) => values.includes(v))),
  ageMin: wishAge("From"),
  ageMax: wishAge("To"),
  lookingFor: z.enum(LOOKING_FOR_VALUES, { error: "Choose what you are looking for" }),
};

type WishFields = {
  gender?: string;
  genderWords?: string;
  ageMin?: number;
  ageMax?: number;
};

/** The checks across fields: own words given when chosen, and the range the right way round. */
export function checkWish(wish: WishFields, ctx: z.RefinementCtx): void {
  if (wish.genderWords !== undefined && wish.gender === undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["gender"],
      message: "Give your gender with your own words",
    });
  }
  if (wish.gender === "own_words" && !wish.genderWords) {
    ctx.addIssue({
      code: "custom",
      path: ["genderWords"],
      message: "Say your gender in your own words",
    });
  }
  if (wish.ageMin !== undefined && wish.ageMax !== undefined && wish.ageMin > wish.ageMax) {
    ctx.addIssue({
      code: "custom",
      path: ["ageMax"],
      message: "To age must be at least the From age",
    });
  }
}

/** Own words are kept only with "In my own words"; with any other gender they are emptied. */
export function tidyWish<T extends WishFields>(wish: T): T {
  if (wish.gender === undefined) return wish;
  return { ...wish, genderWords: wish.gender === "own_words" ? (wish.genderWords ?? "") : "" };
}

export const wishSchema = z.object(wishShape).superRefine(checkWish).transform(tidyWish);
export type WishInput = z.input<typeof wishSchema>;
export type Wish = z.output<typeof wishSchema>;

/** A member's answer as others are shown it (null: not given yet). */
export const shownWishSchema = z.object({
  gender: z.enum(GENDER_VALUES),
  genderWords: z.string(),
  interestedIn: z.array(z.enum(INTERESTED_IN_VALUES)),
  ageMin: z.number().int(),
  ageMax: z.number().int(),
  lookingFor: z.enum(LOOKING_FOR_VALUES),
});
export type ShownWish = z.infer<typeof shownWishSchema>;

/**
 * Whether each of two people is within who the other wants to meet, worked out by the server's
 * one rule: true, false, or null when the one who'd be asked said nothing (or isn't on Vouch).
 */
export const pairFitSchema = z.object({
  /** The first person is within who the second wants to meet. */
  firstSuitsSecond: z.boolean().nullable(),
  /** The second person is within who the first wants to meet. */
  secondSuitsFirst: z.boolean().nullable(),
});
export type PairFit = z.infer<typeof pairFitSchema>;
