import { Plus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { Field } from "@/client/components/ui/field";
import { Select } from "@/client/components/ui/select";
import { Textarea } from "@/client/components/ui/textarea";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { ApiError } from "@/client/lib/api";
import { capitalise } from "@/client/lib/capitalise";
import { cn } from "@/client/lib/cn";
import { INTERESTS_MAX, PROMPT_ANSWER_MAX, PROMPTS_MAX } from "@/shared/constants";
import type { TFunction } from "@/shared/i18n/i18n";
import {
  INTERESTS,
  interestLabel,
  PROFILE_PROMPTS,
  type Interest,
  type ProfilePromptId,
} from "@/shared/options";
import { profileExtrasSchema } from "@/shared/schemas/profile";
import { useUpdateProfile, type OwnProfile } from "../api";

type Draft = { prompt: ProfilePromptId | undefined; answer: string };

const promptOptions = (t: TFunction) =>
  PROFILE_PROMPTS.map((p) => ({ value: p.id, label: t(p.text) }));

/** Up to three prompt answers and up to eight interests: the member's own words and tastes. */
export function PromptsInterestsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [prompts, setPrompts] = useState<Draft[]>(profile.prompts);
  const [interests, setInterests] = useState<Interest[]>(profile.interests);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setPrompt = (index: number, change: Partial<Draft>) => {
    setPrompts((all) => all.map((p, i) => (i === index ? { ...p, ...change } : p)));
    setErrors(({ [`prompts.${index}.${Object.keys(change)[0]}`]: _, ...rest }) => rest);
  };
  const toggle = (interest: Interest) =>
    setInterests((all) =>
      all.includes(interest) ? all.filter((i) => i !== interest) : [...all, interest],
    );
  const chosen = new Set(prompts.map((p) => p.prompt));

  // One refusal toast at a time, gone once the answers are saved.
  const formToast = useFormToast();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileExtrasSchema.safeParse({ prompts, interests });
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
      );
      setErrors(fields);
      formToast.error(t("Not saved"), parsed.error.issues[0]?.message ?? t("Check your answers."));
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => {
        formToast.clear();
        toast.success(t("Prompts and interests saved"));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        formToast.error(t("Not saved"), error.message);
      },
    });
  };

  return (
    <form onSubmit={save} className="grid gap-5" aria-labelledby="extras-title" noValidate>
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
        {prompts.map((draft, index) => (
          <li
            key={index}
            className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl border border-border p-3"
          >
            <div className="flex min-w-0 items-start gap-2">
              <Field
                label={t("Prompt {number}", { number: index + 1 })}
                error={errors[`prompts.${index}.prompt`]}
                className="min-w-0 flex-1 grid-cols-[minmax(0,1fr)]"
              >
                <Select
                  options={promptOptions(t).filter(
                    (o) => o.value === draft.prompt || !chosen.has(o.value),
                  )}
                  value={draft.prompt}
                  onValueChange={(prompt) => setPrompt(index, { prompt })}
                  className="w-full min-w-0"
                  placeholder={t("Choose a prompt")}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6 size-9 shrink-0"
                aria-label={t("Remove prompt {number}", { number: index + 1 })}
                onClick={() => setPrompts((all) => all.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </div>
            <Field
              label={t("Your answer {number}", { number: index + 1 })}
              error={errors[`prompts.${index}.answer`]}
              hint={t("{number} of {total}", {
                number: draft.answer.length,
                total: PROMPT_ANSWER_MAX,
              })}
            >
              <Textarea
                value={draft.answer}
                maxLength={PROMPT_ANSWER_MAX}
                rows={2}
                onChange={(e) => setPrompt(index, { answer: e.target.value })}
              />
            </Field>
          </li>
        ))}
      </ul>
      {errors.prompts && <p className="text-sm text-destructive">{errors.prompts}</p>}
      {prompts.length < PROMPTS_MAX && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setPrompts((all) => [...all, { prompt: undefined, answer: "" }])}
        >
          <Plus aria-hidden />
          {t("Add a prompt")}
        </Button>
      )}

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          {t("Interests")}{" "}
          <span className="font-normal text-muted-foreground">
            ({t("{number} of {total}", { number: interests.length, total: INTERESTS_MAX })})
          </span>
        </legend>
        <div className="flex flex-wrap gap-1.5">
          {INTERESTS.map((interest) => {
            const on = interests.includes(interest);
            return (
              <button
                key={interest}
                type="button"
                aria-pressed={on}
                disabled={!on && interests.length >= INTERESTS_MAX}
                onClick={() => toggle(interest)}
                className={cn(
                  "rounded-full border px-3 py-1.5 text-sm transition-colors disabled:opacity-50",
                  on
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-surface hover:border-primary",
                )}
              >
                {capitalise(interestLabel(interest, t))}
              </button>
            );
          })}
        </div>
        {errors.interests && <p className="text-sm text-destructive">{errors.interests}</p>}
      </fieldset>

      <Button
        type="submit"
        className="justify-self-start"
        loading={update.isPending}
        loadingText={t("Saving…")}
      >
        {t("Save prompts and interests")}
      </Button>
    </form>
  );
}
