import { useTranslation } from "react-i18next";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { EVENT_MAX_DEPOSIT } from "@/shared/constants";
import type { EventFieldsProps } from "./event-values";

/** When the event starts and ends, in New York time, its seats and the deposit each holds. */
export function EventTimeSeatsFields({ values, errors, set }: EventFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("Starts")} hint={t("New York time")} error={errors.startsAt}>
        <Input
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set("startsAt", e.target.value)}
        />
      </Field>
      <Field label={t("Ends")} hint={t("New York time")} error={errors.endsAt}>
        <Input
          type="datetime-local"
          value={values.endsAt}
          onChange={(e) => set("endsAt", e.target.value)}
        />
      </Field>
      <Field label={t("Seats")} error={errors.capacity}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          value={values.capacity}
          onChange={(e) => set("capacity", e.target.value)}
        />
      </Field>
      <Field
        label={t("Deposit (hearts)")}
        hint={t("0 to {max}; back when they check in", { max: EVENT_MAX_DEPOSIT })}
        error={errors.depositRequired}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={EVENT_MAX_DEPOSIT}
          value={values.depositRequired}
          onChange={(e) => set("depositRequired", e.target.value)}
        />
      </Field>
    </div>
  );
}
