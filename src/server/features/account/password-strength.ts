import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";
import { PASSWORD_MIN_STRENGTH } from "#shared/constants";

/**
 * zxcvbn's cost grows steeply with the password's length and its look-alike characters (a
 * 60-character one took seconds): it estimates the first 32 characters, trying at most 20 sets
 * of look-alike substitutions. A password whose first 32 characters are guessable is refused
 * whatever follows; one that isn't has more than enough.
 */
const ESTIMATED_LENGTH = 32;
const LOOK_ALIKE_SUBSTITUTIONS = 20;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment nobody else should wait for. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    maxLength: ESTIMATED_LENGTH,
    l33tMaxSubstitutions: LOOK_ALIKE_SUBSTITUTIONS,
  });
  return estimator;
}

/**
 * Why the password is easy to guess (zxcvbn's warning, its suggestion when it has no warning),
 * or undefined when it is strong enough. The member's own words count as guessable.
 */
export function guessability(password: string, ownWords: string[]): string | undefined {
  const result: ZxcvbnResult = strength().check(password, ownWords.filter(Boolean));
  if (result.score >= PASSWORD_MIN_STRENGTH) return undefined;
  return result.feedback.warning ?? result.feedback.suggestions[0] ?? "";
}
