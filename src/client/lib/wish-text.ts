import {
  genderLabel,
  interestedInLabel,
  lookingForLabel,
  type Gender,
  type InterestedIn,
  type LookingFor,
} from "@/shared/options";

interface WishLike {
  gender: Gender;
  genderWords: string;
  interestedIn: InterestedIn[];
  ageMin: number;
  ageMax: number;
  lookingFor: LookingFor;
}

/** "Woman", or the member's own words. */
export const genderText = (wish: Pick<WishLike, "gender" | "genderWords">) =>
  wish.gender === "own_words" ? wish.genderWords : genderLabel(wish.gender);

/** "women and non-binary people". */
export function interestedInText(values: readonly InterestedIn[]): string {
  const labels = values.map((v) => interestedInLabel(v));
  return labels.length <= 1
    ? (labels[0] ?? "")
    : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

/** "wants to meet men, 27–35, for a relationship". */
export const wishText = (wish: WishLike) =>
  `wants to meet ${interestedInText(wish.interestedIn)}, ${wish.ageMin}–${wish.ageMax}, ${
    wish.lookingFor === "not_sure" ? "not sure yet" : `for ${lookingForLabel(wish.lookingFor)}`
  }`;

const SHORT: Record<InterestedIn, string> = { woman: "women", man: "men", nonbinary: "non-binary" };

/** "into men, non-binary · 30–40", or "open to everyone · 18–99": for a card on a phone. */
export const wishShortText = (wish: WishLike) =>
  `${
    wish.interestedIn.length === 3
      ? "open to everyone"
      : `into ${wish.interestedIn.map((v) => SHORT[v]).join(", ")}`
  } · ${wish.ageMin}–${wish.ageMax}`;
