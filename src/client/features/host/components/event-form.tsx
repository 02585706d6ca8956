import { ImagePlus, Save } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { ApiError } from "@/client/lib/api";
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from "@/shared/constants";
import { hostEventInputSchema } from "@/shared/schemas/hosting";
import { useSaveEvent, useUploadImage, type HostEvent } from "../api";
import { useTranslation } from "react-i18next";
import { EventPlaceFields } from "./event-place-fields";
import { EventTimeSeatsFields } from "./event-time-seats-fields";
import {
  blankEvent,
  fieldsOf,
  valuesOf,
  type EventErrors,
  type EventFieldsProps,
  type EventValues,
} from "./event-values";

/** A new event, or one of the host's own to edit: every field, with its error under it. */
export function EventForm({
  event,
  onSaved,
}: {
  event: HostEvent | null;
  onSaved: (event: HostEvent) => void;
}) {
  const [values, setValues] = useState<EventValues>(() => (event ? valuesOf(event) : blankEvent));
  const [errors, setErrors] = useState<EventErrors>({});
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveEvent(event?.id ?? null);
  const upload = useUploadImage();
  const { t } = useTranslation();
  const set: EventFieldsProps["set"] = (key, value) => setValues((v) => ({ ...v, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const fields = fieldsOf(values);
    const checked = hostEventInputSchema.safeParse(fields);
    if (!checked.success) {
      const found: EventErrors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof EventValues;
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
        if (error instanceof ApiError && error.fields) setErrors(error.fields as EventErrors);
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
      <EventPlaceFields values={values} errors={errors} set={set} />
      <EventTimeSeatsFields values={values} errors={errors} set={set} />
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
