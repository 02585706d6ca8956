import { renderToString } from "react-dom/server";
import { BusyScreen } from "@/client/components/busy-screen";
import { es } from "@/shared/i18n/es/index";
// The one translator, registered with react-i18next before any screen asks for it.
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import type { Language } from "@/shared/i18n/languages";

addCatalogue("es", es);

/**
 * The loading screen as HTML in `language`, for the shell a member gets
 * (scripts/static-landing.ts): it is on screen as the page arrives, instead of a blank page until
 * the app's code has run, and the app draws their screen over it once the router has it
 * (src/client/main.tsx).
 */
export function renderMemberShell(language: Language): string {
  const before = i18n.language;
  void i18n.changeLanguage(language);
  try {
    return renderToString(<BusyScreen />);
  } finally {
    // The landing and sign-in pages are prerendered after, in English.
    void i18n.changeLanguage(before);
  }
}
