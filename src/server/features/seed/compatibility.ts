import type { Sexuality } from "#shared/options";

export type Gender = "woman" | "man" | "nonbinary";

/** The gender pronouns suggest, by their first word: she/they is a woman, he/they a man. */
export function genderOf(pronouns: string): Gender {
  const first = pronouns.trim().toLowerCase().split("/")[0];
  if (first === "she") return "woman";
  if (first === "he") return "man";
  return "nonbinary";
}

const EVERYONE: readonly Gender[] = ["woman", "man", "nonbinary"];

/** Whom a person of this sexuality and gender is interested in. */
export function interestedIn(sexuality: Sexuality, gender: Gender): readonly Gender[] {
  switch (sexuality) {
    case "straight":
      return gender === "woman" ? ["man"] : gender === "man" ? ["woman"] : [];
    case "gay":
      return gender === "woman" ? ["woman", "nonbinary"] : ["man", "nonbinary"];
    case "lesbian":
      return ["woman", "nonbinary"];
    default:
      // bisexual, pansexual, queer, questioning, other: open to everyone.
      return EVERYONE;
  }
}

export interface Person {
  pronouns: string;
  sexuality: Sexuality;
}

/** Whether two people could plausibly be introduced: each is interested in the other. */
export function compatible(one: Person, other: Person): boolean {
  const a = genderOf(one.pronouns);
  const b = genderOf(other.pronouns);
  return interestedIn(one.sexuality, a).includes(b) && interestedIn(other.sexuality, b).includes(a);
}

const LOOKING_FOR = ["relationship", "relationship", "not_sure", "casual"] as const;

/**
 * A demo member's gender and who they want to meet, as profile columns: what their pronouns and
 * sexuality suggest (so every pair `compatible` picks fits both ways), and an age range wide
 * enough for every demo age (25–45).
 */
export function demoWish(person: Person, age: number, i: number) {
  const gender = genderOf(person.pronouns);
  const wanted = interestedIn(person.sexuality, gender);
  const ownWords = person.pronouns.startsWith("they");
  return {
    gender: ownWords ? "own_words" : gender,
    gender_words: ownWords ? "genderqueer" : "",
    interested_in: wanted.length > 0 ? wanted : EVERYONE,
    age_min: age < 33 ? 22 : 25,
    age_max: age < 33 ? 45 : 55,
    looking_for: LOOKING_FOR[i % LOOKING_FOR.length],
  };
}
