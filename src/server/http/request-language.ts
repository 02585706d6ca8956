import type { Context } from "hono";
import { DEFAULT_LANGUAGE, type Language } from "#shared/i18n/languages";
import type { AppEnv } from "./context";

/**
 * The language a request is answered in, as the language middleware found it (its device's
 * cookie, else its browser's); English for an answer given before that middleware ran.
 */
export function requestLanguage(c: Context): Language {
  return (c as Context<AppEnv>).get("language") ?? DEFAULT_LANGUAGE;
}
