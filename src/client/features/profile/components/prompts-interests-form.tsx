import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/client/components/ui/button";
import { toast, useFormToast } from "@/client/components/ui/toast";
import { ApiError } from "@/client/lib/api";
import { INTERESTS_MAX, PROMPTS_MAX } from "@/shared/constants";
import type { Interest } from "@/shared/options";
import { profileExtrasSchema } from "@/shared/schemas/profile";
import { useUpdateProfile, type OwnProfile } from "../api";
import { InterestsField } from "./interests-field";
import { PromptAnswerField, type PromptDraft } from "./prompt-answer-field";

/** Up to three prompt answers and up to eight interests: the member's own words and tastes. */
export function PromptsInterestsForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [prompts, setPrompts] = useState<PromptDraft[]>(profile.prompts);
  const [interests, setInterests] = useState<Interest[]>(profile.interests);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setPrompt = (index: number, change: Partial<PromptDraft>) => {
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
          <PromptAnswerField
            key={index}
            draft={draft}
            index={index}
            chosen={chosen}
            errors={{
              prompt: errors[`prompts.${index}.prompt`],
              answer: errors[`prompts.${index}.answer`],
            }}
            onChange={(change) => setPrompt(index, change)}
            onRemove={() => setPrompts((all) => all.filter((_, i) => i !== index))}
          />
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

      <InterestsField interests={interests} onToggle={toggle} error={errors.interests} />

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
