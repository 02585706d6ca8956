import type { Language } from "#shared/i18n/languages";

/** The page marked as being in `language`: the browser reads it to load that language's words. */
export function inLanguage(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*?)\slang="[^"]*"/, `<html$1 lang="${language}"`);
}
