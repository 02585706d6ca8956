import { useTranslation } from "react-i18next";
import { keepLanguageOnDevice, switchLanguage, useLanguage } from "@/client/lib/language";
import { LANGUAGE_NAMES, LANGUAGE_PARAMETER, LANGUAGES } from "@/shared/i18n/languages";
import { cn } from "@/client/lib/cn";

/**
 * For a visitor: the language this device reads Vouch in, switched at once. Links, so the
 * landing drawn without the app switches too (the server keeps what the address asks for).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <nav aria-label={t("Language")} className={cn("flex items-center gap-1 text-sm", className)}>
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
          }}
          className={cn(
            "inline-flex min-h-11 items-center rounded-md px-2 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring",
            language === current ? "font-semibold text-foreground" : "text-muted-foreground",
          )}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}
