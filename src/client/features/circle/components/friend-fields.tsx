import { useTranslation } from "react-i18next";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { SelectField } from "@/client/components/ui/select-field";
import { relationshipOptions, sexualityOptions } from "@/client/lib/select-options";
import { BIO_MAX, TRUST_DEFAULT } from "@/shared/constants";
import type { Sexuality } from "@/shared/options";
import type { FriendInput } from "@/shared/schemas/circle";
import { normalizeUsernameInput } from "@/shared/usernames";
import { FriendConsentField } from "./friend-consent-field";
import { FriendTrustField } from "./friend-trust-field";

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
      <FriendConsentField control={control} name={path("consent")} disabled={disabled} />
      <FriendTrustField control={control} name={path("trustLevel")} disabled={disabled} />
    </div>
  );
}
