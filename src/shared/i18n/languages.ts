/**
 * The languages Vouch speaks. A member's is chosen in Settings and kept on their account (mails and
 * pushes follow it); before that, and on a device signed out, the browser's, kept in a cookie so
 * the server draws each page in it.
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_COOKIE = "vouch_lang";
/** A page's address may ask for a language (`/?lang=es`): a visitor's language switch. */
export const LANGUAGE_PARAMETER = "lang";

/** Each language's name in itself, as a language menu lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };

/** `value` when it names a language Vouch speaks ("es", "es-US", "ES"), else undefined. */
export function knownLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/** The first language of an Accept-Language header (or navigator.languages) Vouch speaks. */
export function preferredLanguage(
  accepted: string | readonly string[] | null | undefined,
): Language {
  const ranked =
    typeof accepted === "string"
      ? accepted
          .split(",")
          .map((part) => {
            const [tag = "", q] = part.trim().split(";q=");
            return { tag, q: q === undefined ? 1 : Number(q) || 0 };
          })
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q)
          .map(({ tag }) => tag)
      : (accepted ?? []);
  for (const tag of ranked) {
    const language = knownLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
