import { useTranslation } from "react-i18next";
import { capitalise } from "@/client/lib/capitalise";
import { cn } from "@/client/lib/cn";
import { INTERESTS_MAX } from "@/shared/constants";
import { INTERESTS, interestLabel, type Interest } from "@/shared/options";

type InterestsFieldProps = {
  interests: readonly Interest[];
  onToggle: (interest: Interest) => void;
  error?: string;
};

/** Every interest as a button pressed on or off; the rest are off once the most are chosen. */
export function InterestsField({ interests, onToggle, error }: InterestsFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        {t("Interests")}{" "}
        <span className="font-normal text-muted-foreground">
          ({t("{number} of {total}", { number: interests.length, total: INTERESTS_MAX })})
        </span>
      </legend>
      <div className="flex flex-wrap gap-1.5">
        {INTERESTS.map((interest) => {
          const on = interests.includes(interest);
          return (
            <button
              key={interest}
              type="button"
              aria-pressed={on}
              disabled={!on && interests.length >= INTERESTS_MAX}
              onClick={() => onToggle(interest)}
              className={cn(
                "rounded-full border px-3 py-1.5 text-sm transition-colors disabled:opacity-50",
                on
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-surface hover:border-primary",
              )}
            >
              {capitalise(interestLabel(interest, t))}
            </button>
          );
        })}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
