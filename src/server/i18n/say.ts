/**
 * The server's words in a reader's language: an error's answer to one request, a mail or a push
 * to one member. What it says is an English sentence (ICU, decision 0072) or a `Message`.
 */
import { addCatalogue, i18n, translatorFor, type TFunction } from "#shared/i18n/i18n";
import { es } from "#shared/i18n/es/index";
import type { Language } from "#shared/i18n/languages";
import { sayWith, type Message } from "#shared/message";

addCatalogue("es", es);

/** What the server may say: a fixed English sentence, or a message with values. */
export type Said = string | Message;

/** The server's translator for one language (its catalogue loaded). */
export const serverT = (language: Language): TFunction => translatorFor(language);

/**
 * `said` in `language`. A fixed English sentence stays as written (never run through ICU, so a
 * brace or apostrophe in it stays as it is); another language says its catalogue's entry, else
 * the `otherwise` sentence's, else the English.
 */
export function say(language: Language, said: Said): string {
  if (typeof said === "string") {
    return language !== "en" && i18n.exists(said, { lng: language })
      ? serverT(language)(said)
      : said;
  }
  if (language !== "en" && !i18n.exists(said.key, { lng: language }) && said.otherwise)
    return say(language, { ...said, key: said.otherwise, otherwise: undefined });
  if (!said.values && !i18n.exists(said.key, { lng: language })) return said.key;
  return sayWith(serverT(language), said);
}
