import { useTranslation } from "react-i18next";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Select } from "@/client/components/ui/select";
import { SwitchRow } from "@/client/components/ui/switch-row";
import { neighborhoodOptions } from "@/client/lib/select-options";
import { i18n } from "@/shared/i18n/i18n";
import type { EventFieldsProps } from "./event-values";

const kindOptions = () =>
  [
    { value: "friday", label: i18n.t("Friday evening") },
    { value: "drop-in", label: i18n.t("Drop-in (walk in while it's on)") },
  ] as const;
const neighborhoods = [{ value: "", label: "—" }, ...neighborhoodOptions] as const;

/** Where the event is and what kind of evening, then whether Vouch has checked the venue. */
export function EventPlaceFields({ values, errors, set }: EventFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("Venue")} error={errors.venue}>
          <Input value={values.venue} onChange={(e) => set("venue", e.target.value)} />
        </Field>
        <Field label={t("Address")} error={errors.venueAddress}>
          <Input
            value={values.venueAddress}
            onChange={(e) => set("venueAddress", e.target.value)}
            autoComplete="street-address"
          />
        </Field>
        <Field label={t("Neighborhood")} optional error={errors.neighborhood}>
          <Select
            options={neighborhoods}
            value={values.neighborhood}
            onValueChange={(v) => set("neighborhood", v)}
          />
        </Field>
        <Field label={t("Kind")} error={errors.kind}>
          <Select
            options={kindOptions()}
            value={values.kind}
            onValueChange={(v) => set("kind", v)}
          />
        </Field>
      </div>
      <SwitchRow
        label={t("Verified venue")}
        about={t("Vouch has checked this place: members see it marked as a safe place to meet.")}
        checked={values.venueVerified}
        onCheckedChange={(on) => set("venueVerified", on)}
      />
    </>
  );
}
