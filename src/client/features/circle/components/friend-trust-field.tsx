import { useTranslation } from "react-i18next";
import { Controller, type FieldValues } from "react-hook-form";
import { Slider } from "@/client/components/ui/slider";
import { TRUST_DEFAULT, TRUST_LEVELS, type TrustLevel } from "@/shared/constants";
import type { FriendFieldProps } from "./friend-field";
import { trustLabel } from "./friend-labels";

/** How well the member knows the friend: a slider over the trust levels, each named under it. */
export function FriendTrustField<T extends FieldValues>({
  control,
  name,
  disabled,
}: FriendFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const level: TrustLevel = field.value ?? TRUST_DEFAULT;
        return (
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-medium">{t("Trust level")}</span>
              <span className="text-sm font-semibold text-accent-foreground">
                {trustLabel(t, level)}
              </span>
            </div>
            <Slider
              thumbLabel={t("Trust level")}
              valueText={(v) => trustLabel(t, TRUST_LEVELS[v])}
              min={0}
              max={TRUST_LEVELS.length - 1}
              step={1}
              value={[TRUST_LEVELS.indexOf(level)]}
              onValueChange={([v]) => field.onChange(TRUST_LEVELS[v ?? 1])}
              onBlur={field.onBlur}
              disabled={disabled}
            />
            <div aria-hidden className="flex justify-between text-xs text-muted-foreground">
              {TRUST_LEVELS.map((each) => (
                <span key={each}>{trustLabel(t, each)}</span>
              ))}
            </div>
          </div>
        );
      }}
    />
  );
}
