import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import {
  knownLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  preferredLanguage,
  type Language,
} from "#shared/i18n/languages";
import type { AppEnv } from "../context";

/**
 * The language an API request is answered in, `c.var.language`: this device's (its cookie, which
 * every page load sets to the signed-in member's chosen one), else the browser's first Vouch
 * speaks, else English. Read without the database: the session probe stays free.
 */
export const requestLanguage = createMiddleware<AppEnv>(async (c, next) => {
  c.set("language", deviceLanguage(c));
  await next();
});

/** For a page: `c.var.language` is the signed-in member's chosen language first. */
export const pageLanguage = createMiddleware<AppEnv>(async (c, next) => {
  c.set("language", await pageLanguageOf(c));
  await next();
});

function deviceLanguage(c: Context<AppEnv>): Language {
  return (
    knownLanguage(getCookie(c, LANGUAGE_COOKIE)) ??
    preferredLanguage(c.req.header("accept-language"))
  );
}

/**
 * The language a page is drawn in: the one its address asks for, else the member's chosen one,
 * else the device's. A member's device
 * is given their account's in its cookie, for the API's answers and for the app's shell when the
 * service worker answers for the server.
 */
export async function pageLanguageOf(c: Context<AppEnv>): Promise<Language> {
  // A visitor's language switch is a link (`?lang=es`), for the landing drawn without the app.
  const asked = knownLanguage(c.req.query(LANGUAGE_PARAMETER));
  if (asked) {
    setLanguageCookie(c, asked);
    return asked;
  }
  const { sessions, database } = c.var.deps;
  const cookie = c.req.header("cookie");
  // The signature is checked first (and kept), so only a real session's member is looked up.
  if (sessions.readToken(cookie)) {
    const member = await sessions.resolve(cookie);
    if (member) {
      const [row] = await database.query<{ language: string | null }>(
        'select language from "user" where id = $1',
        [member.userId],
      );
      const chosen = knownLanguage(row?.language);
      if (chosen) {
        if (getCookie(c, LANGUAGE_COOKIE) !== chosen) setLanguageCookie(c, chosen);
        return chosen;
      }
    }
  }
  return deviceLanguage(c);
}

/** Keeps `language` as this device's, for a year. */
export function setLanguageCookie(c: Context<AppEnv>, language: Language): void {
  setCookie(c, LANGUAGE_COOKIE, language, {
    path: "/",
    sameSite: "Lax",
    secure: c.var.deps.baseURL.startsWith("https://"),
    maxAge: 365 * 24 * 60 * 60,
  });
}
