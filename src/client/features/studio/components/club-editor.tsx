import type { ReactNode } from "react";
import { LoadFailed, Loading } from "@/client/components/load-state";
import { Card } from "@/client/components/ui/card";
import { isNotFound, useStudioClub } from "../api";
import { ClubForm } from "./club-form";
import { OpenState } from "./open-state";
import { QuestionCard } from "./question-card";
import { QuestionForm } from "./question-form";
import { useTranslation } from "react-i18next";

/** One club in the studio: its details, its live and retired questions, and a new question. */
export function ClubEditor({ clubId, notFound }: { clubId: string; notFound: ReactNode }) {
  const detail = useStudioClub(clubId);
  const { t } = useTranslation();
  if (detail.isError) return isNotFound(detail.error) ? notFound : <LoadFailed query={detail} />;
  if (!detail.data) return <Loading label={t("Loading the club")} />;
  const { club, questions } = detail.data;
  const live = questions.filter((q) => q.retiredAt === null);
  const retired = questions.filter((q) => q.retiredAt !== null);

  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-semibold text-balance">{club.name}</h1>
        <OpenState club={club} />
      </header>

      <section className="grid gap-3" aria-labelledby="club-details">
        <h2 id="club-details" className="text-xl font-semibold">
          {t("Details")}
        </h2>
        <Card className="p-4">
          <ClubForm key={club.version} club={club} onSaved={() => undefined} />
        </Card>
      </section>

      <section className="grid gap-3" aria-labelledby="live-questions">
        <h2 id="live-questions" className="text-xl font-semibold">
          {t("Questions ({count})", { count: live.length })}
        </h2>
        {live.length === 0 && <p className="text-muted-foreground">{t("No questions yet.")}</p>}
        <ul className="grid gap-3">
          {live.map((q) => (
            <li key={`${q.id}-${q.version}`}>
              <QuestionCard clubId={club.id} question={q} />
            </li>
          ))}
        </ul>
      </section>

      <section className="grid gap-3" aria-labelledby="new-question">
        <h2 id="new-question" className="text-xl font-semibold">
          {t("New question")}
        </h2>
        <Card className="p-4">
          <QuestionForm clubId={club.id} />
        </Card>
      </section>

      {retired.length > 0 && (
        <section className="grid gap-3" aria-labelledby="retired-questions">
          <h2 id="retired-questions" className="text-xl font-semibold">
            {t("Retired ({count})", { count: retired.length })}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            {t("No longer asked. Attempts that asked them keep them as they were.")}
          </p>
          <ul className="grid gap-3">
            {retired.map((q) => (
              <li key={q.id}>
                <QuestionCard clubId={club.id} question={q} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
