import { useWatch } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT, STUDIO_LIMITS } from "@/shared/constants";
import { rightAnswersToPass } from "@/shared/quiz-score";
import type { ClubFormInput, StudioClub } from "@/shared/schemas/studio";
import { useCreateClub, useEditClub } from "../api";
import { useTranslation } from "react-i18next";

const FIELDS = ["name", "description", "passPercent"] as const;

/** A club's name, description and pass mark: a new club's, or an existing one's to edit. */
export function ClubForm({
  club,
  onSaved,
}: {
  club?: StudioClub;
  onSaved: (club: StudioClub) => void;
}) {
  const create = useCreateClub();
  const { t } = useTranslation();
  const edit = useEditClub(club?.id ?? "");
  const form = useCheckedForm<ClubFormInput>({
    check: () => import("@/shared/schemas/studio").then((m) => m.clubFormSchema),
    defaultValues: club
      ? { name: club.name, description: club.description, passPercent: club.passPercent }
      : { name: "", description: "", passPercent: QUIZ_PASS_PERCENT },
  });
  const { errors } = form.formState;
  const passPercent = useWatch({ control: form.control, name: "passPercent" });
  const right = Number.isFinite(passPercent) ? rightAnswersToPass(passPercent) : null;

  const onSubmit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: (saved: StudioClub) => {
        toast.success(club ? t("Club saved") : t("Club created"), saved.name);
        onSaved(saved);
      },
      onError: (error: Error) => {
        if (!applyServerFieldErrors(error, form.setError, FIELDS))
          toast.error(t("Error"), error.message);
      },
    };
    if (club) edit.mutate({ ...values, version: club.version }, handlers);
    else create.mutate(values, handlers);
  });

  return (
    <form
      {...form.formProps(onSubmit)}
      className="grid gap-4"
      aria-label={club ? t("Edit club") : t("New club")}
    >
      <Field label={t("Name")} error={errors.name?.message}>
        <Input maxLength={STUDIO_LIMITS.clubName.max} {...form.register("name")} />
      </Field>
      <Field
        label={t("Description")}
        error={errors.description?.message}
        hint={t("Members read it on the club's card.")}
      >
        <Textarea
          rows={3}
          maxLength={STUDIO_LIMITS.clubDescription.max}
          {...form.register("description")}
        />
      </Field>
      <Field
        label={t("Pass mark (%)")}
        error={errors.passPercent?.message}
        hint={
          right === null
            ? t("Between {min} and {max}.", {
                min: STUDIO_LIMITS.passPercent.min,
                max: STUDIO_LIMITS.passPercent.max,
              })
            : t("A member passes with {right} of {total} questions right.", {
                right,
                total: QUIZ_QUESTIONS_PER_ATTEMPT,
              })
        }
      >
        <Input
          type="number"
          inputMode="numeric"
          min={STUDIO_LIMITS.passPercent.min}
          max={STUDIO_LIMITS.passPercent.max}
          {...form.register("passPercent", { valueAsNumber: true })}
        />
      </Field>
      <SubmitButton
        className="w-full sm:w-auto sm:justify-self-start"
        control={form.control}
        busy={create.isPending || edit.isPending}
        loadingText={t("Saving...")}
      >
        {club ? t("Save club") : t("Create club")}
      </SubmitButton>
    </form>
  );
}
