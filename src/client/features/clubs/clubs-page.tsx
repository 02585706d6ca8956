import { BackLink } from "@/client/components/back-link";
import { LoadFailed, Loading } from "@/client/components/load-state";
import {
  QUIZ_ATTEMPTS_PER_DAY,
  QUIZ_PASS_PERCENT,
  QUIZ_QUESTIONS_PER_ATTEMPT,
} from "@/shared/constants";
import { useClubs } from "./api";
import { ClubCard } from "./components/club-card";

export function ClubsPage() {
  const clubs = useClubs();

  return (
    <div className="grid gap-8">
      <title>Club Certifications · Vouch</title>
      <div>
        <BackLink />
        <h1 className="mt-2 text-4xl font-semibold">Club Certifications</h1>
        <p className="mt-3 max-w-prose leading-relaxed text-muted-foreground">
          Pass a short quiz to earn a club's badge: it shows on your cards wherever you're
          introduced. Each try asks {QUIZ_QUESTIONS_PER_ATTEMPT} questions and passes at the club's
          mark, {QUIZ_PASS_PERCENT}% for most; you have {QUIZ_ATTEMPTS_PER_DAY} tries a day for each
          club.
        </p>
      </div>

      {clubs.data ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Clubs">
          {clubs.data.clubs.map((club) => (
            <li key={club.id} className="grid">
              <ClubCard club={club} />
            </li>
          ))}
        </ul>
      ) : clubs.isError ? (
        <LoadFailed query={clubs} />
      ) : (
        <Loading label="Loading the clubs" />
      )}
    </div>
  );
}
