/**
 * The one translator. A message's key is its English text in ICU MessageFormat
 * (`"{count, plural, one {# heart} other {# hearts}}"`), so English needs no catalogue and the
 * spec's words stay where they are read; Spanish is the catalogue in `./es`.
 */
import i18next, { type TFunction } from "i18next";
import ICU from "i18next-icu";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

export type { TFunction };

export const i18n = i18next.createInstance();

type IcuParse = (
  res: string,
  options: object,
  lng: string,
  ns: string,
  key: string,
  info?: { resolved?: { exactUsedKey?: string } },
) => string;
// Not in i18next-icu's types, which declare only what an app calls.
const icuParse = (ICU.prototype as unknown as { parse: IcuParse }).parse;

/**
 * ICU messages, and the one thing i18next-icu drops: a context. Where one English word means two
 * things Spanish says apart, `t("Dismiss", { context: "case" })` looks up "Dismiss_case" first and
 * reads "Dismiss" where there is none (English always).
 */
class IcuWithContext extends ICU {
  addLookupKeys(keys: string[], key: string, _code: string, _ns: string, options?: object) {
    const context = (options as { context?: unknown } | undefined)?.context;
    // i18next reads the array it passed, trying the keys from the last: the context's first.
    if (typeof context === "string") keys.push(`${key}_${context}`);
    return keys;
  }

  // i18next-icu keeps each compiled message under the key asked for: the entry found is the one
  // to keep it under, or "Dismiss" would read as the case's "Desestimar" ever after.
  parse(...[res, options, lng, ns, key, info]: Parameters<IcuParse>) {
    return icuParse.call(this, res, options, lng, ns, info?.resolved?.exactUsedKey ?? key, info);
  }
}

void i18n
  .use(IcuWithContext)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    // A key missing from a catalogue reads as its English; the catalogue check fails the build.
    fallbackLng: false,
    initAsync: false,
    nsSeparator: false,
    keySeparator: false,
    returnEmptyString: false,
    resources: {},
    react: { useSuspense: false },
  });

/** Adds a language's messages (the Spanish catalogue is loaded on demand in the browser). */
export function addCatalogue(language: Language, messages: Record<string, string>): void {
  i18n.addResourceBundle(language, "translation", messages, true, true);
}

/** A translator fixed to one language: a mail, a push, a server's answer to one request. */
export function translatorFor(language: Language): TFunction {
  return i18n.getFixedT(language);
}

/**
 * Marks an English message kept in a constant (a menu's labels) to be translated where it is
 * shown, `t(label)`: the catalogue check reads its key here.
 */
export const messageKey = <const Key extends string>(key: Key): Key => key;
