/**
 * What a name or a text typed by a member may not hide. Control characters, text-direction
 * overrides and invisible characters display nothing themselves but change what is around them:
 * U+202E shows an invitation's name reversed, a zero-width space makes two names that look alike
 * differ, a line break in a one-line field breaks the lines of whatever it is written into.
 */

/**
 * Control characters other than the line breaks and tabs a text may have, every format character
 * (text-direction marks, overrides and isolates; zero-width spaces; the byte order mark; soft
 * hyphens; invisible operators), the line and paragraph separators, and halves of a broken
 * surrogate pair. Three format characters write visible things, so they are allowed where they
 * do: the zero-width joiner and non-joiner between two visible characters (👩‍💻, Persian and
 * Indic words) and the tag characters of a flag after its black flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
const JOINER = String.raw`(?:\u200C|\u200D)`;
const TAG = String.raw`[\u{E0020}-\u{E007F}]`;
const HIDDEN = new RegExp(
  [
    // controls, half a surrogate pair, line and paragraph separators
    String.raw`[\p{Cc}\p{Cs}\u2028\u2029]`,
    // format characters but the joiners and tags
    String.raw`(?!${JOINER}|${TAG})\p{Cf}`,
    // a joiner with nothing visible on one side
    String.raw`(?:^|[\s\p{Cf}])${JOINER}`,
    String.raw`${JOINER}(?=$|[\s\p{Cf}])`,
    // a tag that doesn't follow the black flag or another tag
    String.raw`(?<!\u{1F3F4}|${TAG})${TAG}`,
  ].join("|"),
  "u",
);

/** The line breaks and tabs a text of several lines may have. */
const LAYOUT = /[\n\r\t]/g;

/** A one-line name or short text: nothing hidden, no line break, no tab. */
export const isPlainLine = (value: string) => !HIDDEN.test(value);

/** A text of several lines (a bio, a reason): line breaks and tabs, and nothing hidden. */
export const isPlainText = (value: string) => !HIDDEN.test(value.replace(LAYOUT, " "));

/** The field error, naming the field as its form does ("Full name"). */
export const hiddenCharactersMessage = (field: string) =>
  `${field} can't contain control characters or invisible formatting characters`;

/** `.refine(...plainLine("Full name"))` on a one-line field's string schema. */
export const plainLine = (field: string) =>
  [isPlainLine, { message: hiddenCharactersMessage(field) }] as const;

/** `.refine(...plainText("Bio"))` on a text of several lines. */
export const plainText = (field: string) =>
  [isPlainText, { message: hiddenCharactersMessage(field) }] as const;

/**
 * The start of an RFC 2047 encoded word ("=?utf-8?q?"). A mail reader shows a subject's encoded
 * words decoded, so a name written as one could make a subject say anything ("Bcc: …").
 */
const ENCODED_WORD = /=\?[^?\s]*\?[bq]\?/i;

/** `.refine(...notEncodedWord("Full name"))` on a name that may reach a mail's subject. */
export const notEncodedWord = (field: string) =>
  [
    (value: string) => !ENCODED_WORD.test(value),
    { message: `${field} can't contain mail-encoded text like =?utf-8?q?…?=` },
  ] as const;

/**
 * A mail subject that shows as written: "=?" becomes "= ?", so no part of it reads as an encoded
 * word (names stored before they refused it, and anything else a subject quotes).
 */
export const withoutEncodedWords = (subject: string) => subject.replaceAll("=?", "= ?");
