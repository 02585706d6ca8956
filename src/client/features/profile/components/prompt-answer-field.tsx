import { X } from "lucide-react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { Textarea } from "@/client/components/ui/textarea";
import { PROMPT_ANSWER_MAX } from "@/shared/constants";
import type { TFunction } from "@/shared/i18n/i18n";
import { PROFILE_PROMPTS, type ProfilePromptId } from "@/shared/options";
import type { ExtrasForm } from "./extras-values";

const promptOptions = (t: TFunction) =>
  PROFILE_PROMPTS.map((p) => ({ value: p.id, label: t(p.text) }));

type PromptAnswerFieldProps = {
  form: ExtrasForm;
  index: number;
  /** The prompts already answered, offered to no other answer. */
  chosen: ReadonlySet<ProfilePromptId | undefined>;
  onRemove: () => void;
};

/** One of the member's prompts: which prompt, their answer to it, and a button to remove both. */
export function PromptAnswerField({ form, index, chosen, onRemove }: PromptAnswerFieldProps) {
  const { t } = useTranslation();
  const answer = useWatch({ control: form.control, name: `prompts.${index}.answer` }) ?? "";
  const errors = form.formState.errors.prompts?.[index];
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl border border-border p-3">
      <div className="flex min-w-0 items-start gap-2">
        <Controller
          control={form.control}
          name={`prompts.${index}.prompt`}
          render={({ field }) => (
            <Field
              label={t("Prompt {number}", { number: index + 1 })}
              error={errors?.prompt?.message}
              className="min-w-0 flex-1 grid-cols-[minmax(0,1fr)]"
            >
              <Select
                options={promptOptions(t).filter(
                  (o) => o.value === field.value || !chosen.has(o.value),
                )}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                className="w-full min-w-0"
                placeholder={t("Choose a prompt")}
              />
            </Field>
          )}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-6 size-9 shrink-0"
          aria-label={t("Remove prompt {number}", { number: index + 1 })}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      <Field
        label={t("Your answer {number}", { number: index + 1 })}
        error={errors?.answer?.message}
        hint={t("{number} of {total}", { number: answer.length, total: PROMPT_ANSWER_MAX })}
      >
        <Textarea
          maxLength={PROMPT_ANSWER_MAX}
          rows={2}
          {...form.register(`prompts.${index}.answer`)}
        />
      </Field>
    </li>
  );
}
