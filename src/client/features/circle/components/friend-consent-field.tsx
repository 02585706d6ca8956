import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Controller, type FieldValues } from "react-hook-form";
import { Switch } from "@/client/components/ui/switch";
import type { FriendFieldProps } from "./friend-field";

/** Whether the friend may be suggested for matches, and what that means for them. */
export function FriendConsentField<T extends FieldValues>({
  control,
  name,
  disabled,
}: FriendFieldProps<T>) {
  const { t } = useTranslation();
  const consentId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4 rounded-xl bg-muted/60 px-4 py-3">
          <div className="grid gap-0.5">
            <label htmlFor={consentId} className="text-sm font-medium">
              {t("Consent to be suggested")}
            </label>
            <p id={`${consentId}-hint`} className="text-xs text-muted-foreground">
              {field.value
                ? t("They may be suggested for matches.")
                : t("Invite pending: they won't appear in matches.")}
            </p>
          </div>
          <Switch
            id={consentId}
            aria-describedby={`${consentId}-hint`}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
          />
        </div>
      )}
    />
  );
}
