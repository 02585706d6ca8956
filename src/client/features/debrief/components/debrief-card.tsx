import { MessageCircleHeart } from "lucide-react";
import { useState } from "react";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/components/ui/toast";
import type { PendingDebrief } from "@/shared/schemas/debrief";
import { DEBRIEF_QUESTIONS } from "@/shared/texts";
import { useAnswerDebrief, usePendingDebriefs } from "../api";
import { useTranslation } from "react-i18next";

/**
 * Home's debrief: the day after the member met a match a friend introduced, two private
 * questions about it. Nothing shows when none wait.
 */
export function DebriefCard() {
  const pending = usePendingDebriefs();
  const debriefs = pending.data?.debriefs ?? [];
  const { t } = useTranslation();
  if (debriefs.length === 0) return null;
  return (
    <section
      aria-labelledby="debrief-title"
      className="mt-6 grid gap-3 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id="debrief-title" className="flex items-center gap-2 text-xl font-semibold">
        <MessageCircleHeart aria-hidden className="size-5 text-primary" />
        {t("How did it go?")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t(
          "Only you see your answers. The friend who introduced you sees totals across all their introductions, never yours alone.",
        )}
      </p>
      {debriefs.map((debrief) => (
        <DebriefForm key={debrief.matchId} debrief={debrief} />
      ))}
    </section>
  );
}

type Question = keyof typeof DEBRIEF_QUESTIONS;

function DebriefForm({ debrief }: { debrief: PendingDebrief }) {
  const answer = useAnswerDebrief();
  const [answers, setAnswers] = useState<Partial<Record<Question, boolean>>>({});
  const [missing, setMissing] = useState(false);
  const { t } = useTranslation();
  const send = () => {
    const { seeAgain, goodFit } = answers;
    if (seeAgain === undefined || goodFit === undefined) {
      setMissing(true);
      return;
    }
    answer.mutate(
      { matchId: debrief.matchId, seeAgain, goodFit },
      { onError: (error) => toast.error(t("Couldn't send your answers"), error.message) },
    );
  };
  return (
    <article
      aria-label={t("Your debrief about {name}", { name: debrief.firstName })}
      className="grid gap-3 rounded-xl bg-muted p-4"
    >
      <h3 className="font-medium break-words">
        {debrief.eventTitle
          ? t("You met {name} at {event}", { name: debrief.firstName, event: debrief.eventTitle })
          : t("You met {name}", { name: debrief.firstName })}
      </h3>
      {(Object.keys(DEBRIEF_QUESTIONS) as Question[]).map((question) => (
        <fieldset key={question} className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{DEBRIEF_QUESTIONS[question]}</legend>
          <div className="flex flex-wrap gap-2">
            {[true, false].map((value) => (
              <label
                key={String(value)}
                className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-input bg-surface px-5 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={`${debrief.matchId}-${question}`}
                  checked={answers[question] === value}
                  onChange={() => {
                    setAnswers((now) => ({ ...now, [question]: value }));
                    setMissing(false);
                  }}
                />
                {value ? t("Yes") : t("No")}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {missing && (
        <p role="alert" className="text-sm text-destructive">
          {t("Answer both questions first")}
        </p>
      )}
      <Button className="justify-self-start" onClick={send} loading={answer.isPending}>
        {t("Send my answers")}
      </Button>
    </article>
  );
}
