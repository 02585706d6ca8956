import { Check, PenLine, Archive } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { toast } from "@/client/components/ui/toast";
import { cn } from "@/client/lib/cn";
import type { StudioQuestion } from "@/shared/schemas/studio";
import { useRetireQuestion } from "../api";
import { QuestionForm } from "./question-form";
import { useTranslation } from "react-i18next";

/** One question with its options, the right one marked; live ones can be edited or retired. */
export function QuestionCard({ clubId, question }: { clubId: string; question: StudioQuestion }) {
  const [editing, setEditing] = useState(false);
  const retire = useRetireQuestion(clubId);
  const retired = question.retiredAt !== null;
  const { t } = useTranslation();

  if (editing)
    return (
      <Card className="p-4">
        <QuestionForm clubId={clubId} question={question} onDone={() => setEditing(false)} />
      </Card>
    );
  return (
    <Card className={cn("grid gap-3 p-4", retired && "opacity-75")}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-pretty">{question.question}</p>
        {retired && <Badge variant="outline">{t("Retired")}</Badge>}
      </div>
      <ul className="grid gap-1 text-sm" aria-label={t("Options")}>
        {question.options.map((option, i) => (
          <li
            key={i}
            className={cn(
              "flex items-start gap-2",
              i === question.answerIndex ? "font-medium text-success" : "text-muted-foreground",
            )}
          >
            {i === question.answerIndex ? (
              <Check aria-label={t("Right answer")} className="mt-0.5 size-4 shrink-0" />
            ) : (
              <span aria-hidden className="size-4 shrink-0" />
            )}
            <span className="min-w-0 break-words">{option}</span>
          </li>
        ))}
      </ul>
      {!retired && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <PenLine aria-hidden />
            {t("Edit")}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={retire.isPending}
            loadingText={t("Retiring...")}
            onClick={() =>
              retire.mutate(
                { id: question.id, version: question.version },
                {
                  onSuccess: () =>
                    toast.success(t("Question retired"), t("It won't be asked again.")),
                  onError: (error) => toast.error(t("Error"), error.message),
                },
              )
            }
          >
            <Archive aria-hidden />
            {t("Retire")}
          </Button>
        </div>
      )}
    </Card>
  );
}
