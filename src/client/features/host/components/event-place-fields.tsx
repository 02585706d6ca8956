import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { SelectField } from "@/client/components/ui/select-field";
import { SwitchRow } from "@/client/components/ui/switch-row";
import { neighborhoodOptions } from "@/client/lib/select-options";
import { i18n } from "@/shared/i18n/i18n";
import type { EventFormApi } from "./event-values";

const kindOptions = () =>
  [
    { value: "friday", label: i18n.t("Friday evening") },
    { value: "drop-in", label: i18n.t("Drop-in (walk in while it's on)") },
  ] as const;
const neighborhoods = [{ value: "", label: "—" }, ...neighborhoodOptions] as const;

/** Where the event is and what kind of evening, then whether Vouch has checked the venue. */
export function EventPlaceFields({ form }: { form: EventFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("Venue")} error={errors.venue?.message}>
          <Input {...form.register("venue")} />
        </Field>
        <Field label={t("Address")} error={errors.venueAddress?.message}>
          <Input {...form.register("venueAddress")} autoComplete="street-address" />
        </Field>
        <SelectField
          control={form.control}
          name="neighborhood"
          label={t("Neighborhood")}
          optional
          options={neighborhoods}
        />
        <SelectField control={form.control} name="kind" label={t("Kind")} options={kindOptions()} />
      </div>
      <Controller
        control={form.control}
        name="venueVerified"
        render={({ field }) => (
          <SwitchRow
            label={t("Verified venue")}
            about={t(
              "Vouch has checked this place: members see it marked as a safe place to meet.",
            )}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </>
  );
}
