import { ImagePlus, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Select } from "@/client/components/ui/select";
import { SwitchRow } from "@/client/components/ui/switch-row";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { ApiError } from "@/client/lib/api";
import { neighborhoodOptions } from "@/client/lib/select-options";
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_MAX_DEPOSIT,
  EVENT_TITLE_MAX_LENGTH,
} from "@/shared/constants";
import { hostEventInputSchema } from "@/shared/schemas/hosting";
import { useSaveEvent, useUploadImage, type HostEvent, type HostEventFields } from "../api";
import { fromNewYorkInput, toNewYorkInput } from "../new-york-input";
import { useTranslation } from "react-i18next";
import { i18n } from "@/shared/i18n/i18n";

type Values = {
  title: string;
  description: string;
  venue: string;
  venueAddress: string;
  venueVerified: boolean;
  neighborhood: HostEventFields["neighborhood"];
  startsAt: string;
  endsAt: string;
  capacity: string;
  depositRequired: string;
  kind: "friday" | "drop-in";
};

const blank: Values = {
  title: "",
  description: "",
  venue: "",
  venueAddress: "",
  venueVerified: false,
  neighborhood: "",
  startsAt: "",
  endsAt: "",
  capacity: "12",
  depositRequired: "3",
  kind: "friday",
};

const valuesOf = (e: HostEvent): Values => ({
  title: e.title,
  description: e.description,
  venue: e.venue,
  venueAddress: e.venueAddress,
  venueVerified: e.venueVerified,
  neighborhood: e.neighborhood as Values["neighborhood"],
  startsAt: toNewYorkInput(e.startsAt),
  endsAt: toNewYorkInput(e.endsAt),
  capacity: String(e.capacity),
  depositRequired: String(e.depositRequired),
  kind: e.kind,
});

const number = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

const fieldsOf = (v: Values): HostEventFields => ({
  ...v,
  startsAt: fromNewYorkInput(v.startsAt),
  endsAt: fromNewYorkInput(v.endsAt),
  capacity: number(v.capacity),
  depositRequired: number(v.depositRequired),
});

const kindOptions = () =>
  [
    { value: "friday", label: i18n.t("Friday evening") },
    { value: "drop-in", label: i18n.t("Drop-in (walk in while it's on)") },
  ] as const;
const neighborhoods = [{ value: "", label: "—" }, ...neighborhoodOptions] as const;

/** A new event, or one of the host's own to edit: every field, with its error under it. */
export function EventForm({
  event,
  onSaved,
}: {
  event: HostEvent | null;
  onSaved: (event: HostEvent) => void;
}) {
  const [values, setValues] = useState<Values>(() => (event ? valuesOf(event) : blank));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveEvent(event?.id ?? null);
  const upload = useUploadImage();
  const { t } = useTranslation();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const fields = fieldsOf(values);
    const checked = hostEventInputSchema.safeParse(fields);
    if (!checked.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof Values;
        found[key] ??=
          key === "startsAt" || key === "endsAt"
            ? values[key]
              ? issue.message
              : key === "startsAt"
                ? t("Choose when the event starts")
                : t("Choose when the event ends")
            : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(fields, {
      onSuccess: async (saved) => {
        let result = saved;
        if (image) {
          try {
            result = await upload.mutateAsync({ id: saved.id, file: image });
            setImage(null);
          } catch (error) {
            toast.error(t("The image wasn't saved"), (error as Error).message);
          }
        }
        toast.success(
          event ? t("Changes saved") : t("Draft saved"),
          event ? undefined : t("Only you see it until you publish it."),
        );
        onSaved(result);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields)
          setErrors(error.fields as Partial<Record<keyof Values, string>>);
        toast.error(t("Not saved"), error.message);
      },
    });
  }

  const published = event?.status === "published";
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("Event details")}>
      <Field label={t("Title")} error={errors.title}>
        <Input
          value={values.title}
          onChange={(e) => set("title", e.target.value)}
          maxLength={EVENT_TITLE_MAX_LENGTH}
        />
      </Field>
      <Field label={t("Description")} error={errors.description}>
        <Textarea
          value={values.description}
          onChange={(e) => set("description", e.target.value)}
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          count={values.description.length}
          rows={4}
        />
      </Field>
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
      <Field
        label={t("Image")}
        optional
        hint={
          event?.image
            ? t("Choose another to replace it.")
            : t("A photo of the place or the evening.")
        }
      >
        <Input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic"
          onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          className="py-2"
        />
      </Field>
      {published && (
        <p className="text-sm text-muted-foreground">
          {t("A new time or venue is told to everyone going and waiting.")}
        </p>
      )}
      <Button
        type="submit"
        className="justify-self-start"
        loading={save.isPending || upload.isPending}
        loadingText={t("Saving…")}
      >
        {image ? <ImagePlus aria-hidden /> : <Save aria-hidden />}
        {event ? t("Save changes") : t("Save draft")}
      </Button>
    </form>
  );
}
