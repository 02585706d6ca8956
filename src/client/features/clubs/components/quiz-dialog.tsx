import { PenLine } from "lucide-react";
import * as RadioGroup from "@radix-ui/react-radio-group";
import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { SubmitButton } from "@/client/components/submit-button";
import { cn } from "@/client/lib/cn";
import { QUIZ_ATTEMPT_MINUTES, QUIZ_PASS_PERCENT } from "@/shared/constants";
import type { ClubCard, QuizAttempt } from "@/shared/schemas/clubs";
import { useStartQuiz, useSubmitQuiz } from "../api";
import { useTranslation } from "react-i18next";

/**
 * Take Quiz and its dialog: the questions are drawn by the server when it opens (or the attempt
 * still open comes back) and scored by the server.
 */
export function QuizDialog({ club }: { club: ClubCard }) {
  const [open, onOpenChange] = useState(false);
  const start = useStartQuiz();
  const submit = useSubmitQuiz();
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [choices, setChoices] = useState<Record<number, number>>({});
  const { t } = useTranslation();

  function changeOpen(next: boolean) {
    if (next) {
      setAttempt(null);
      setChoices({});
      start.mutate(club.id, {
        onSuccess: setAttempt,
        onError: (error) => {
          toast.error(t("Error"), error.message);
          onOpenChange(false);
        },
      });
    }
    onOpenChange(next);
  }

  const questions = attempt?.questions ?? [];
  const answered = questions.filter((q) => choices[q.id] !== undefined).length;
  const complete = questions.length > 0 && answered === questions.length;

  function score() {
    if (!attempt || !complete) return;
    submit.mutate(
      {
        attemptId: attempt.id,
        answers: questions.map((q) => ({ questionId: q.id, choice: choices[q.id]! })),
      },
      {
        onSuccess: (result) => {
          if (result.passed) {
            toast.success(
              t("Congratulations!"),
              t("You earned the {club} badge.", { club: club.name }),
            );
          } else {
            toast.error(
              t("Keep trying"),
              t("You scored {score}%. Try again to earn the badge.", { score: result.score }),
            );
          }
          onOpenChange(false);
        },
        onError: (error) => {
          toast.error(t("Error"), error.message);
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button disabled={club.attemptsLeftToday === 0 && !club.attemptOpen}>
          <PenLine aria-hidden />
          {t("Take Quiz")}
        </Button>
      </DialogTrigger>
      <DialogContent aria-busy={start.isPending || submit.isPending}>
        <DialogHeader>
          <DialogTitle>{t("{club} Quiz", { club: club.name })}</DialogTitle>
          <DialogDescription>
            {questions.length
              ? t(
                  "Answer all {count} questions; {percent}% or more earns the badge. You have {minutes} minutes.",
                  {
                    count: questions.length,
                    percent: attempt?.passPercent ?? QUIZ_PASS_PERCENT,
                    minutes: QUIZ_ATTEMPT_MINUTES,
                  },
                )
              : t(
                  "Answer all the questions; {percent}% or more earns the badge. You have {minutes} minutes.",
                  {
                    percent: attempt?.passPercent ?? QUIZ_PASS_PERCENT,
                    minutes: QUIZ_ATTEMPT_MINUTES,
                  },
                )}
          </DialogDescription>
        </DialogHeader>

        {!attempt ? (
          <div className="flex justify-center py-10 text-primary">
            <Spinner label={t("Drawing your questions")} className="size-6" />
          </div>
        ) : (
          <form
            id="quiz-form"
            className="grid gap-6"
            onSubmit={(event) => {
              event.preventDefault();
              score();
            }}
          >
            {questions.map((q, index) => (
              <Question
                key={q.id}
                number={index + 1}
                question={q.question}
                options={q.options}
                value={choices[q.id]}
                disabled={submit.isPending}
                onChange={(choice) => setChoices((current) => ({ ...current, [q.id]: choice }))}
              />
            ))}
          </form>
        )}

        <DialogFooter className="items-center gap-3">
          {attempt && (
            <p className="text-sm text-muted-foreground sm:mr-auto" aria-live="polite">
              {t("{answered} of {total} answered", { answered, total: questions.length })}
            </p>
          )}
          <SubmitButton
            form="quiz-form"
            size="lg"
            className="w-full sm:w-auto"
            disabled={!complete}
            busy={submit.isPending}
            loadingText={t("Scoring…")}
          >
            {t("Submit answers")}
          </SubmitButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type QuestionProps = {
  number: number;
  question: string;
  options: string[];
  value: number | undefined;
  disabled: boolean;
  onChange: (choice: number) => void;
};

function Question({ number, question, options, value, disabled, onChange }: QuestionProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <p id={`${id}-q`} className="font-medium leading-snug">
        <span className="text-muted-foreground">{number}. </span>
        {question}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-q`}
        value={value === undefined ? "" : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        disabled={disabled}
        className="grid gap-2"
      >
        {options.map((option, i) => (
          <div
            key={option}
            className={cn(
              "flex items-center gap-3 rounded-2xl border border-border bg-surface pl-3 transition-colors",
              "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/60",
              "has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring",
            )}
          >
            <RadioGroup.Item
              id={`${id}-${i}`}
              value={String(i)}
              className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-input bg-surface outline-none data-[state=checked]:border-primary disabled:opacity-60"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
            </RadioGroup.Item>
            <label
              htmlFor={`${id}-${i}`}
              className="min-w-0 flex-1 cursor-pointer py-2.5 pr-3 text-[0.95rem] leading-snug break-words"
            >
              {option}
            </label>
          </div>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
