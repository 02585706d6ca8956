import { useTranslation } from "react-i18next";
import { useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { Textarea } from "@/client/components/ui/textarea";
import { neighborhoodOptions, sexualityOptions } from "@/client/lib/select-options";
import { AGE_MAX, AGE_MIN, BIO_MAX, OCCUPATION_MAX, PRONOUNS_MAX } from "@/shared/constants";

/** The profile fields that sign-up and the profile forms both ask for, with the same rules. */
interface ProfileFieldValues {
  age: unknown;
  pronouns: string;
  sexuality: string;
  neighborhood: string;
  occupation?: string;
  bio?: string;
}

// react-hook-form can't narrow a generic form to some of its fields; both forms have these.
type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, FieldValues>;
const narrow = <T extends FieldValues>(form: AnyForm<T>) =>
  form as unknown as UseFormReturn<ProfileFieldValues>;

export function AgeAndPronounsFields<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  const { register, formState } = narrow(form);
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field label={t("Age")} error={formState.errors.age?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          {...register("age", { valueAsNumber: true })}
        />
      </Field>
      <Field label={t("Pronouns")} error={formState.errors.pronouns?.message}>
        <Input placeholder={t("she/her")} maxLength={PRONOUNS_MAX} {...register("pronouns")} />
      </Field>
    </div>
  );
}

export function SexualityField<T extends FieldValues>(props: {
  form: AnyForm<T>;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={narrow(props.form).control}
      name="sexuality"
      label={t("Sexuality")}
      options={sexualityOptions(t)}
      placeholder={props.placeholder}
    />
  );
}

export function NeighborhoodField<T extends FieldValues>(props: {
  form: AnyForm<T>;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={narrow(props.form).control}
      name="neighborhood"
      label={t("Neighborhood")}
      options={neighborhoodOptions}
      placeholder={props.placeholder}
    />
  );
}

export function OccupationField<T extends FieldValues>(props: {
  form: AnyForm<T>;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const { register, formState } = narrow(props.form);
  return (
    <Field label={t("Occupation")} optional error={formState.errors.occupation?.message}>
      <Input
        autoComplete="organization-title"
        maxLength={OCCUPATION_MAX}
        placeholder={props.placeholder}
        {...register("occupation")}
      />
    </Field>
  );
}

export function BioField<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  const { register, formState, control } = narrow(form);
  const bio = useWatch({ control, name: "bio" }) ?? "";
  return (
    <Field label={t("Short bio")} optional error={formState.errors.bio?.message}>
      <Textarea
        rows={2}
        maxLength={BIO_MAX}
        count={bio.length}
        placeholder={t("The line your friends would use to describe you")}
        {...register("bio")}
      />
    </Field>
  );
}
