import { keepLanguageOnDevice, switchLanguage, useLanguage } from "@/client/lib/language";
import { LANGUAGE_NAMES, LANGUAGE_PARAMETER, LANGUAGES } from "@/shared/i18n/languages";
import { cn } from "@/client/lib/cn";

/**
 * For a visitor: the language this device reads Vouch in, switched at once. Links, so the
 * landing drawn without the app switches too (the server keeps what the address asks for).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const current = useLanguage();
  return (
    // Each link names its language in that language: a reader finds theirs without a heading.
    <p className={cn("flex items-center gap-1 text-sm", className)}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`?${LANGUAGE_PARAMETER}=${language}`}
          hrefLang={language}
          lang={language}
          aria-current={language === current ? "true" : undefined}
          onClick={(event) => {
            event.preventDefault();
            keepLanguageOnDevice(language);
            void switchLanguage(language);
            // An address that asked for a language (this switch before the app ran) no longer does.
            const url = new URL(window.location.href);
            if (url.searchParams.has(LANGUAGE_PARAMETER)) {
              url.searchParams.delete(LANGUAGE_PARAMETER);
              window.history.replaceState(window.history.state, "", url);
            }
          }}
          className={cn(
            "inline-flex min-h-11 items-center rounded-md px-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring",
            language === current ? "font-semibold text-foreground" : "text-muted-foreground",
          )}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </p>
  );
}
