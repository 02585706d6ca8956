import { useTranslation } from "react-i18next";
import { Monitor, Moon, Sun } from "lucide-react";
import { chooseTheme, useThemeChoice } from "@/client/lib/theme";
import { THEME_CHOICES, type ThemeChoice } from "@/shared/theme";
import { cn } from "@/client/lib/cn";
import { messageKey } from "@/shared/i18n/i18n";

const LABELS: Record<ThemeChoice, { label: string; Icon: typeof Sun }> = {
  system: { label: messageKey("System"), Icon: Monitor },
  light: { label: messageKey("Light"), Icon: Sun },
  dark: { label: messageKey("Dark"), Icon: Moon },
};

/** Light, Dark, or the device's own setting: kept on this device, applied at once. */
export function ThemeChoiceField() {
  const { t } = useTranslation();
  const choice = useThemeChoice();
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">{t("Theme")}</legend>
      <p className="text-sm text-muted-foreground">
        {t("System follows your device's light or dark setting.")}
      </p>
      <div className="grid grid-cols-3 gap-1 rounded-xl border border-input bg-muted p-1">
        {THEME_CHOICES.map((value) => {
          const { label, Icon } = LABELS[value];
          return (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-lg px-1.5 text-sm whitespace-nowrap font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                choice === value
                  ? "bg-surface text-foreground shadow-soft"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={choice === value}
                onChange={() => chooseTheme(value)}
                className="sr-only"
              />
              <Icon aria-hidden className="size-4 shrink-0" />
              {t(label)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
