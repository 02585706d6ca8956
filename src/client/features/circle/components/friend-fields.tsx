import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Slider } from "@/client/components/ui/slider";
import { Switch } from "@/client/components/ui/switch";
import { Textarea } from "@/client/components/ui/textarea";
import { SelectField } from "@/client/components/ui/select-field";
import { relationshipOptions, sexualityOptions } from "@/client/lib/select-options";
import { BIO_MAX, TRUST_DEFAULT, TRUST_LEVELS, type TrustLevel } from "@/shared/constants";
import type { Sexuality } from "@/shared/options";
import type { FriendInput } from "@/shared/schemas/circle";
import { normalizeUsernameInput } from "@/shared/usernames";
import { trustLabel } from "./friend-labels";

// No sexuality is chosen until the member picks one: the schema then asks for it.
export const emptyFriend = (): FriendInput => ({
  name: "",
  gender: "",
  sexuality: undefined as unknown as Sexuality,
  bio: "",
  relationshipStatus: "single",
  consent: true,
  trustLevel: TRUST_DEFAULT,
  username: "",
});

export const FRIEND_FIELDS = [
  "name",
  "gender",
  "sexuality",
  "bio",
  "relationshipStatus",
  "consent",
  "trustLevel",
  "username",
] as const satisfies readonly (keyof FriendInput)[];
type FriendField = (typeof FRIEND_FIELDS)[number];

type FriendFieldsProps<T extends FieldValues> = {
  control: Control<T>;
  /** Where this friend's fields live in the form: "friends.0.name", or just "name". */
  path: (field: FriendField) => Path<T>;
  disabled?: boolean;
};

/** The fields of one friend, the same on /onboarding and in "Add a friend" on /circle. */
export function FriendFields<T extends FieldValues>({
  control,
  path,
  disabled,
}: FriendFieldsProps<T>) {
  const { t } = useTranslation();
  const consentId = useId();
  return (
    // scroll-mt: a field focused for its error must not hide under the sticky header.
    <div className="grid gap-4 [&_button]:scroll-mt-24 [&_input]:scroll-mt-24 [&_textarea]:scroll-mt-24">
      <Controller
        control={control}
        name={path("name")}
        render={({ field, fieldState }) => (
          <Field label={t("Name")} error={fieldState.error?.message}>
            <Input
              autoComplete="off"
              placeholder={t("Their full name")}
              {...field}
              value={field.value ?? ""}
              disabled={disabled}
            />
          </Field>
        )}
      />
      <div className="grid grid-cols-2 gap-3">
        <Controller
          control={control}
          name={path("gender")}
          render={({ field, fieldState }) => (
            <Field label={t("Gender/pronouns")} error={fieldState.error?.message}>
              <Input
                autoComplete="off"
                placeholder={t("she/her")}
                {...field}
                value={field.value ?? ""}
                disabled={disabled}
              />
            </Field>
          )}
        />
        <SelectField
          control={control}
          name={path("sexuality")}
          label={t("Sexuality")}
          options={sexualityOptions(t)}
          disabled={disabled}
        />
      </div>
      <Controller
        control={control}
        name={path("bio")}
        render={({ field, fieldState }) => {
          const value: string = field.value ?? "";
          return (
            <Field label={t("Short bio")} optional error={fieldState.error?.message}>
              <Textarea
                rows={2}
                maxLength={BIO_MAX}
                count={value.length}
                placeholder={t("What makes them wonderful")}
                {...field}
                value={value}
                disabled={disabled}
              />
            </Field>
          );
        }}
      />
      <Controller
        control={control}
        name={path("username")}
        render={({ field, fieldState }) => (
          <Field
            label={t("Their Vouch username")}
            optional
            error={fieldState.error?.message}
            hint={t(
              "Already on Vouch? We'll ask them to confirm; then they show as a Member and you can introduce them directly.",
            )}
          >
            <Input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t("e.g. mayachen")}
              {...field}
              onChange={(event) => field.onChange(normalizeUsernameInput(event.target.value))}
              value={field.value ?? ""}
              disabled={disabled}
            />
          </Field>
        )}
      />
      <SelectField
        control={control}
        name={path("relationshipStatus")}
        label={t("Relationship status")}
        options={relationshipOptions(t)}
        disabled={disabled}
      />
      <Controller
        control={control}
        name={path("consent")}
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
      <Controller
        control={control}
        name={path("trustLevel")}
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
    </div>
  );
}
