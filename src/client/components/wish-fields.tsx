import { useTranslation } from "react-i18next";
import { Controller, useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { capitalise } from "@/client/lib/capitalise";
import { cn } from "@/client/lib/cn";
import { genderOptions, lookingForOptions } from "@/client/lib/select-options";
import { GENDER_WORDS_MAX, WISH_AGE_MAX, WISH_AGE_MIN } from "@/shared/constants";
import { INTERESTED_IN, type InterestedIn } from "@/shared/options";

/** Gender and who the member wants to meet: the same fields wherever they are asked. */
interface WishFieldValues {
  gender: string;
  genderWords?: string;
  interestedIn: InterestedIn[];
  ageMin: unknown;
  ageMax: unknown;
  lookingFor: string;
}

type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, FieldValues>;
const narrow = <T extends FieldValues>(form: AnyForm<T>) =>
  form as unknown as UseFormReturn<WishFieldValues>;

export function WishFields<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  const { register, formState, control } = narrow(form);
  const { errors } = formState;
  const gender = useWatch({ control, name: "gender" });
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-3">
        <SelectField
          control={control}
          name="gender"
          label={t("Gender")}
          options={genderOptions(t)}
          placeholder={t("Choose…")}
        />
        {gender === "own_words" && (
          <Field
            label={t("Your gender, in your own words")}
            error={errors.genderWords?.message}
            hint={t("For who meets whom, it counts with non-binary people.")}
          >
            <Input maxLength={GENDER_WORDS_MAX} {...register("genderWords")} />
          </Field>
        )}
      </div>
      <Controller
        control={control}
        name="interestedIn"
        render={({ field, fieldState }) => {
          const chosen: InterestedIn[] = field.value ?? [];
          const toggle = (value: InterestedIn, on: boolean) =>
            field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
          return (
            <fieldset
              className="grid gap-1.5"
              aria-describedby={fieldState.error ? "interested-in-error" : undefined}
            >
              <legend className="mb-1.5 text-sm font-medium">{t("I'd like to meet")}</legend>
              <div className="flex flex-wrap gap-2">
                {INTERESTED_IN.map(({ value, label }) => (
                  <label
                    key={value}
                    className={cn(
                      "flex min-h-11 items-center gap-2 rounded-xl border border-border px-3 text-sm",
                      chosen.includes(value) && "border-primary bg-primary/5",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={chosen.includes(value)}
                      onChange={(e) => toggle(value, e.target.checked)}
                      onBlur={field.onBlur}
                    />
                    {capitalise(t(label))}
                  </label>
                ))}
              </div>
              <p
                id="interested-in-error"
                aria-live="polite"
                className={cn("text-sm text-destructive", !fieldState.error && "sr-only")}
              >
                {fieldState.error?.message}
              </p>
            </fieldset>
          );
        }}
      />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t("Between the ages of")}</legend>
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("From")} error={errors.ageMin?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={WISH_AGE_MIN}
              max={WISH_AGE_MAX}
              {...register("ageMin", { valueAsNumber: true })}
            />
          </Field>
          <Field label={t("To")} error={errors.ageMax?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={WISH_AGE_MIN}
              max={WISH_AGE_MAX}
              {...register("ageMax", { valueAsNumber: true })}
            />
          </Field>
        </div>
      </fieldset>
      <SelectField
        control={control}
        name="lookingFor"
        label={t("Looking for")}
        options={lookingForOptions(t)}
        placeholder={t("Choose…")}
      />
    </div>
  );
}

/** The wish fields under their own heading, as a part of a longer form. */
export function WhoYouWantToMeet<T extends FieldValues>({ form }: { form: AnyForm<T> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="who-you-want-to-meet" className="grid gap-3 border-t pt-4">
      <div>
        <h2 id="who-you-want-to-meet" className="text-lg font-semibold">
          {t("Who you'd like to meet")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t("Your friends see this before they introduce you to anyone.")}
        </p>
      </div>
      <WishFields form={form} />
    </section>
  );
}
