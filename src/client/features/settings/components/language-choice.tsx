import { useTranslation } from "react-i18next";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { useLanguage } from "@/client/lib/language";
import { LANGUAGE_NAMES, LANGUAGES } from "@/shared/i18n/languages";
import { useChooseLanguage } from "../api";

/** English or Español: kept on the account (mails and pushes follow it), applied at once. */
export function LanguageChoiceField() {
  const { t } = useTranslation();
  const current = useLanguage();
  const choose = useChooseLanguage();
  const shown = choose.isPending ? choose.variables.language : current;
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t("Language")}</legend>
      <p className="text-sm text-muted-foreground">
        {t("Vouch's screens, emails and notifications come in the language you choose.")}
      </p>
      <div className="grid grid-cols-2 gap-1 rounded-xl border border-input bg-muted p-1">
        {LANGUAGES.map((value) => (
          <label
            key={value}
            lang={value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              shown === value
                ? "bg-surface text-foreground shadow-soft"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name="language"
              value={value}
              checked={shown === value}
              disabled={choose.isPending}
              onChange={() =>
                choose.mutate(
                  { language: value, before: current },
                  { onError: (error) => toast.error(t("Couldn't change it"), error.message) },
                )
              }
              className="sr-only"
            />
            {LANGUAGE_NAMES[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
