import { i18n, messageKey } from "@/shared/i18n/i18n";
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
    : i18n.t("{rest} and {last}", { rest: labels.slice(0, -1).join(", "), last: labels.at(-1) });
}

/** "wants to meet men, 27–35, for a relationship". */
export const wishText = (wish: WishLike) => {
  const people = interestedInText(wish.interestedIn);
  return wish.lookingFor === "not_sure"
    ? i18n.t("wants to meet {people}, {min}–{max}, not sure yet", {
        people,
        min: wish.ageMin,
        max: wish.ageMax,
      })
    : i18n.t("wants to meet {people}, {min}–{max}, for {lookingFor}", {
        people,
        min: wish.ageMin,
        max: wish.ageMax,
        lookingFor: lookingForLabel(wish.lookingFor),
      });
};

const SHORT: Record<InterestedIn, string> = {
  woman: messageKey("women"),
  man: messageKey("men"),
  nonbinary: messageKey("non-binary"),
};

/** "into men, non-binary · 30–40", or "open to everyone · 18–99": for a card on a phone. */
export const wishShortText = (wish: WishLike) =>
  wish.interestedIn.length === 3
    ? i18n.t("open to everyone · {min}–{max}", { min: wish.ageMin, max: wish.ageMax })
    : i18n.t("into {people} · {min}–{max}", {
        people: wish.interestedIn.map((v) => i18n.t(SHORT[v])).join(", "),
        min: wish.ageMin,
        max: wish.ageMax,
      });
