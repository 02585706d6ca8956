import { BackLink } from "@/client/components/back-link";
import { LoadFailed, Loading } from "@/client/components/load-state";
import {
  QUIZ_ATTEMPTS_PER_DAY,
  QUIZ_PASS_PERCENT,
  QUIZ_QUESTIONS_PER_ATTEMPT,
} from "@/shared/constants";
import { useClubs } from "./api";
import { ClubCard } from "./components/club-card";
import { useTranslation } from "react-i18next";

export function ClubsPage() {
  const clubs = useClubs();
  const { t } = useTranslation();

  return (
    <div className="grid gap-8">
      <title>{t("Club Certifications · Vouch")}</title>
      <div>
        <BackLink />
        <h1 className="mt-2 text-4xl font-semibold">{t("Club Certifications")}</h1>
        <p className="mt-3 max-w-prose leading-relaxed text-muted-foreground">
          {t(
            "Pass a short quiz to earn a club's badge: it shows on your cards wherever you're introduced. Each try asks {questions} questions and passes at the club's mark, {percent}% for most; you have {tries} tries a day for each club.",
            {
              questions: QUIZ_QUESTIONS_PER_ATTEMPT,
              percent: QUIZ_PASS_PERCENT,
              tries: QUIZ_ATTEMPTS_PER_DAY,
            },
          )}
        </p>
      </div>

      {clubs.data ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("Clubs")}>
          {clubs.data.clubs.map((club) => (
            <li key={club.id} className="grid">
              <ClubCard club={club} />
            </li>
          ))}
        </ul>
      ) : clubs.isError ? (
        <LoadFailed query={clubs} />
      ) : (
        <Loading label={t("Loading the clubs")} />
      )}
    </div>
  );
}
