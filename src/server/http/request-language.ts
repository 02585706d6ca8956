import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  knownLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from "#shared/i18n/languages";

/**
 * The language a request is answered in: the one its device chose (the cookie), else the first
 * its browser asks for that Vouch speaks.
 */
export function requestLanguage(c: Context): Language {
  return (
    knownLanguage(getCookie(c, LANGUAGE_COOKIE)) ??
    preferredLanguage(c.req.header("accept-language"))
  );
}
