import { useTranslation } from "react-i18next";
import { cn } from "@/client/lib/cn";
import { interestLabel, PAIRING_TAGS, type PairingTag } from "@/shared/options";
import { capitalise } from "./friend-text";

type PairingTagsFieldProps = {
  value: readonly PairingTag[];
  onChange: (tags: PairingTag[]) => void;
  disabled: boolean;
};

/** A suggestion's optional tags: each a button pressed on or off. */
export function PairingTagsField({ value, onChange, disabled }: PairingTagsFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">
        {t("Tags")} <span className="font-normal text-muted-foreground">{t("(optional)")}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {PAIRING_TAGS.map((tag) => {
          const on = value.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((each) => each !== tag) : [...value, tag])}
              className={cn(
                "h-9 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none",
                on
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-surface text-foreground hover:bg-muted",
              )}
            >
              {capitalise(interestLabel(tag, t))}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
