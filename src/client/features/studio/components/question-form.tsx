import { Plus, X } from "lucide-react";
import { useId } from "react";
import { useWatch, type Path } from "react-hook-form";
import { useCheckedForm } from "@/client/components/checked-form";
import { SubmitButton } from "@/client/components/submit-button";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Input } from "@/client/components/ui/input";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import { STUDIO_LIMITS } from "@/shared/constants";
import type { QuestionFormInput, StudioQuestion } from "@/shared/schemas/studio";
import { useAddQuestion, useEditQuestion } from "../api";
import { useTranslation } from "react-i18next";

const { options: OPTIONS } = STUDIO_LIMITS;
const EMPTY: QuestionFormInput = { question: "", options: ["", "", ""], answerIndex: -1 };

/** A question's text, its 2–6 options and which one is right: a new one, or one to edit. */
export function QuestionForm({
  clubId,
  question,
  onDone,
}: {
  clubId: string;
  question?: StudioQuestion;
  onDone?: () => void;
}) {
  const add = useAddQuestion(clubId);
  const edit = useEditQuestion(clubId);
  const id = useId();
  const { t } = useTranslation();
  const form = useCheckedForm<QuestionFormInput>({
    check: () => import("@/shared/schemas/studio").then((m) => m.questionFormSchema),
    defaultValues: question
      ? {
          question: question.question,
          options: question.options,
          answerIndex: question.answerIndex,
        }
      : EMPTY,
  });
  const { errors, isSubmitted } = form.formState;
  const answerError = errors.options?.message ?? errors.answerIndex?.message;
  const options = useWatch({ control: form.control, name: "options" });
  const answerIndex = useWatch({ control: form.control, name: "answerIndex" });
  const fieldNames: Path<QuestionFormInput>[] = [
    "question",
    "options",
    "answerIndex",
    ...options.map((_, i) => `options.${i}` as const),
  ];

  const setOptions = (next: string[], right: number) => {
    form.setValue("options", next, { shouldValidate: isSubmitted });
    form.setValue("answerIndex", right, { shouldValidate: isSubmitted });
  };
  const removeOption = (at: number) =>
    setOptions(
      options.filter((_, i) => i !== at),
      answerIndex === at ? -1 : answerIndex > at ? answerIndex - 1 : answerIndex,
    );

  const onSubmit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: () => {
        toast.success(question ? t("Question saved") : t("Question added"));
        if (!question) form.reset(EMPTY);
        onDone?.();
      },
      onError: (error: Error) => {
        if (!applyServerFieldErrors(error, form.setError, fieldNames))
          toast.error(t("Error"), error.message);
      },
    };
    if (question) edit.mutate({ ...values, id: question.id, version: question.version }, handlers);
    else add.mutate(values, handlers);
  });

  return (
    <form
      {...form.formProps(onSubmit)}
      className="grid gap-4"
      aria-label={question ? t("Edit question") : t("New question")}
    >
      <Field label={t("Question")} error={errors.question?.message}>
        <Textarea rows={2} maxLength={STUDIO_LIMITS.question.max} {...form.register("question")} />
      </Field>
      <fieldset className="grid gap-2" aria-describedby={`${id}-answer-error`}>
        <legend className="mb-1 text-sm font-medium">{t("Options: mark the right one")}</legend>
        {options.map((option, i) => {
          const error = errors.options?.[i]?.message;
          return (
            <div key={i} className="grid gap-1">
              <div className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-right`}
                  className="size-5 shrink-0 accent-primary"
                  checked={answerIndex === i}
                  onChange={() => form.setValue("answerIndex", i, { shouldValidate: isSubmitted })}
                  aria-label={t("Option {number} is the right one", { number: i + 1 })}
                />
                <Input
                  aria-label={t("Option {number}", { number: i + 1 })}
                  aria-invalid={error ? true : undefined}
                  maxLength={STUDIO_LIMITS.option.max}
                  value={option}
                  onChange={(event) =>
                    form.setValue(`options.${i}`, event.target.value, {
                      shouldValidate: isSubmitted,
                    })
                  }
                  className={cn("min-w-0 flex-1", answerIndex === i && "border-primary")}
                />
                {options.length > OPTIONS.min && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    onClick={() => removeOption(i)}
                    aria-label={t("Remove option {number}", { number: i + 1 })}
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </div>
              {error && <p className="text-sm text-destructive">{t(error)}</p>}
            </div>
          );
        })}
        <p id={`${id}-answer-error`} aria-live="polite" className="text-sm text-destructive">
          {answerError && t(answerError)}
        </p>
        {options.length < OPTIONS.max && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setOptions([...options, ""], answerIndex)}
          >
            <Plus aria-hidden />
            {t("Add an option")}
          </Button>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          control={form.control}
          busy={add.isPending || edit.isPending}
          loadingText={t("Saving...")}
        >
          {question ? t("Save question") : t("Add question")}
        </SubmitButton>
        {onDone && question && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {t("Cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
