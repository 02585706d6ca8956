import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { EVENT_MAX_DEPOSIT } from "@/shared/constants";
import type { EventFormApi } from "./event-values";

/** When the event starts and ends, in New York time, its seats and the deposit each holds. */
export function EventTimeSeatsFields({ form }: { form: EventFormApi }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [startsAt, endsAt] = useWatch({ control: form.control, name: ["startsAt", "endsAt"] });
  // An empty time is asked for in the member's language; a time that can't be is the schema's.
  const startsError =
    errors.startsAt && (startsAt ? errors.startsAt.message : t("Choose when the event starts"));
  const endsError =
    errors.endsAt && (endsAt ? errors.endsAt.message : t("Choose when the event ends"));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t("Starts")} hint={t("New York time")} error={startsError}>
        <Input type="datetime-local" {...form.register("startsAt")} />
      </Field>
      <Field label={t("Ends")} hint={t("New York time")} error={endsError}>
        <Input type="datetime-local" {...form.register("endsAt")} />
      </Field>
      <Field label={t("Seats")} error={errors.capacity?.message}>
        <Input type="number" inputMode="numeric" min={1} {...form.register("capacity")} />
      </Field>
      <Field
        label={t("Deposit (hearts)")}
        hint={t("0 to {max}; back when they check in", { max: EVENT_MAX_DEPOSIT })}
        error={errors.depositRequired?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={EVENT_MAX_DEPOSIT}
          {...form.register("depositRequired")}
        />
      </Field>
    </div>
  );
}
