import { Plus } from "lucide-react";
import { Controller, useFieldArray, useWatch, type FieldErrors } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import { Button } from "@/client/components/ui/button";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { INTERESTS_MAX, PROMPTS_MAX } from "@/shared/constants";
import { profileExtrasSchema } from "@/shared/schemas/profile";
import { useUpdateProfile, type OwnProfile } from "../api";
import type { ExtrasValues, ProfileExtras } from "./extras-values";
import { InterestsField } from "./interests-field";
import { PromptAnswerField } from "./prompt-answer-field";

/** The first refusal, in the card's order: the prompts, each prompt's fields, the interests. */
function firstMessage(errors: FieldErrors<ExtrasValues>): string | undefined {
  const prompts = errors.prompts;
  const each = Array.isArray(prompts) ? prompts : [];
  return (
    prompts?.root?.message ??
    prompts?.message ??
    each.flatMap((e) => [e?.prompt?.message, e?.answer?.message]).find(Boolean) ??
    errors.interests?.message
  );
}

/** Up to three prompt answers and up to eight interests: the member's own words and tastes. */
export function PromptsInterestsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useCheckedForm<ExtrasValues, ProfileExtras>({
    eagerCheck: profileExtrasSchema,
    defaultValues: { prompts: profile.prompts, interests: profile.interests },
  });
  const prompts = useFieldArray({ control: form.control, name: "prompts" });
  const drafts = useWatch({ control: form.control, name: "prompts" });
  const chosen = new Set(drafts.map((p) => p.prompt));
  const { errors } = form.formState;
  const listError = errors.prompts?.root?.message ?? errors.prompts?.message;

  // One refusal toast at a time, gone once the answers are saved.
  const formToast = useFormToast();
  const onSubmit = form.handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: () => {
          formToast.clear();
          toast.success(t("Prompts and interests saved"));
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, [
            "prompts",
            "interests",
            ...prompts.fields.flatMap((_, i) => [
              `prompts.${i}.prompt` as const,
              `prompts.${i}.answer` as const,
            ]),
          ]);
          formToast.error(t("Not saved"), error.message);
        },
      }),
    (invalid) => {
      const message = firstMessage(invalid);
      formToast.error(t("Not saved"), message ? t(message) : t("Check your answers."));
    },
  );

  return (
    <form {...form.formProps(onSubmit)} className="grid gap-5" aria-labelledby="extras-title">
      <div>
        <h2 id="extras-title" className="text-xl font-semibold">
          {t("Prompts and interests")}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(
            "Give friends something to introduce you by: up to {prompts} prompts and {interests} interests.",
            { prompts: PROMPTS_MAX, interests: INTERESTS_MAX },
          )}
        </p>
      </div>

      <ul className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label={t("Your prompts")}>
        {prompts.fields.map((item, index) => (
          <PromptAnswerField
            key={item.id}
            form={form}
            index={index}
            chosen={chosen}
            onRemove={() => prompts.remove(index)}
          />
        ))}
      </ul>
      {listError && <p className="text-sm text-destructive">{t(listError)}</p>}
      {prompts.fields.length < PROMPTS_MAX && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => prompts.append({ prompt: undefined, answer: "" }, { shouldFocus: false })}
        >
          <Plus aria-hidden />
          {t("Add a prompt")}
        </Button>
      )}

      <Controller
        control={form.control}
        name="interests"
        render={({ field, fieldState }) => (
          <InterestsField
            interests={field.value}
            onToggle={(interest) =>
              field.onChange(
                field.value.includes(interest)
                  ? field.value.filter((i) => i !== interest)
                  : [...field.value, interest],
              )
            }
            error={fieldState.error?.message}
          />
        )}
      />

      <SubmitButton
        className="justify-self-start"
        control={form.control}
        busy={update.isPending}
        loadingText={t("Saving…")}
      >
        {t("Save prompts and interests")}
      </SubmitButton>
    </form>
  );
}
