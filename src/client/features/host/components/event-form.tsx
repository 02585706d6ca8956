import { ImagePlus, Save } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from "@/shared/constants";
import type { HostEventInput } from "@/shared/schemas/hosting";
import { useSaveEvent, useUploadImage, type HostEvent } from "../api";
import { useTranslation } from "react-i18next";
import { EventPlaceFields } from "./event-place-fields";
import { EventTimeSeatsFields } from "./event-time-seats-fields";
import { blankEvent, EVENT_FIELDS, valuesOf, type EventValues } from "./event-values";

/** A new event, or one of the host's own to edit: every field, with its error under it. */
export function EventForm({
  event,
  onSaved,
}: {
  event: HostEvent | null;
  onSaved: (event: HostEvent) => void;
}) {
  const [image, setImage] = useState<File | null>(null);
  const save = useSaveEvent(event?.id ?? null);
  const upload = useUploadImage();
  const { t } = useTranslation();
  const form = useCheckedForm<EventValues, HostEventInput>({
    check: () => import("../checks").then((m) => m.eventFormSchema),
    defaultValues: event ? valuesOf(event) : blankEvent,
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: "description" });

  const onSubmit = form.handleSubmit((fields) =>
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
        applyServerFieldErrors(error, form.setError, EVENT_FIELDS);
        toast.error(t("Not saved"), error.message);
      },
    }),
  );

  const published = event?.status === "published";
  return (
    <form {...form.formProps(onSubmit)} className="grid gap-4" aria-label={t("Event details")}>
      <Field label={t("Title")} error={errors.title?.message}>
        <Input maxLength={EVENT_TITLE_MAX_LENGTH} {...form.register("title")} />
      </Field>
      <Field label={t("Description")} error={errors.description?.message}>
        <Textarea
          maxLength={EVENT_DESCRIPTION_MAX_LENGTH}
          count={description.length}
          rows={4}
          {...form.register("description")}
        />
      </Field>
      <EventPlaceFields form={form} />
      <EventTimeSeatsFields form={form} />
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
      <SubmitButton
        className="justify-self-start"
        control={form.control}
        busy={save.isPending || upload.isPending}
        loadingText={t("Saving…")}
      >
        {image ? <ImagePlus aria-hidden /> : <Save aria-hidden />}
        {event ? t("Save changes") : t("Save draft")}
      </SubmitButton>
    </form>
  );
}
