import { useTranslation } from "react-i18next";
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import {
  DEFAULT_LANGUAGE,
  knownLanguage,
  LANGUAGE_COOKIE,
  preferredLanguage,
  type Language,
} from "@/shared/i18n/languages";

// A screen drawn on the server is drawn in its page's language (src/client/app/render-screen.tsx
// sets where to read it): formats made outside React ask `readerLanguage` instead of i18n's.
let drawingLanguage: () => Language | undefined = () => undefined;

/** On the server: where the screen being drawn gets its language. */
export function drawInLanguageOf(language: () => Language | undefined) {
  drawingLanguage = language;
}

/** The language the reader reads: the screen being drawn's on the server, the app's in the browser. */
export function readerLanguage(): Language {
  return drawingLanguage() ?? knownLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

function cookieLanguage(): Language | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  const value = document.cookie
    .split("; ")
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return knownLanguage(value);
}

/**
 * The language the app starts in: a page the server drew is in its <html lang>, which the app must
 * hydrate as drawn; a shell the service worker kept may not be, so otherwise this device's
 * choice (its cookie) or the browser's, as the server would have answered.
 */
export function startingLanguage(drawnByServer: boolean): Language {
  const page = knownLanguage(document.documentElement.lang);
  if (drawnByServer && page) return page;
  return cookieLanguage() ?? preferredLanguage(navigator.languages);
}

/** Loads `language`'s words (Spanish is a file of its own) and switches the app to it. */
export async function switchLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !i18n.hasResourceBundle(language, "translation")) {
    const { es } = await import("@/shared/i18n/es/index");
    addCatalogue("es", es);
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** Keeps `language` as this device's, for the pages the server draws next. */
export function keepLanguageOnDevice(language: Language) {
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** The language the app is in now, redrawn when it changes. */
export function useLanguage(): Language {
  const { i18n: current } = useTranslation();
  return knownLanguage(current.language) ?? DEFAULT_LANGUAGE;
}
