/** What a selfie check tells the member, said later in their language. */
import { messageKey } from "#shared/i18n/i18n";
import { msg } from "#shared/message";
import type { Said } from "../../i18n/say";

/** "1st", "2nd", … ("1.ª" in Spanish): the position of a pose or a photo. */
export const ordinal = (position: number) =>
  msg("{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { position });

/** A passed check of `shown` photos, the ones at `unmatched` positions not the selfie's face. */
export function verifiedSentence(shown: number, unmatched: number[]): Said {
  if (unmatched.length === 0) {
    return shown === 1
      ? messageKey("Your photo is verified.")
      : msg("All {count} of your photos are verified.", { count: shown });
  }
  return msg(
    "{matched} of your {shown} photos {matched, plural, one {is} other {are}} verified. Your {photos} {unmatched, plural, one {photo} other {photos}} didn't match your selfie.",
    {
      matched: shown - unmatched.length,
      shown,
      photos: { list: unmatched.map(ordinal) },
      unmatched: unmatched.length,
    },
  );
}

/** A check whose selfie matched none of the `shown` photos. */
export const notVerifiedSentence = (shown: number): Said =>
  shown === 1
    ? messageKey("Your photo didn't match your selfie, so it isn't marked verified.")
    : messageKey("None of your photos matched your selfie, so none is marked verified.");
