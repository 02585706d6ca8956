import { DAY_MS, QUIZ_PASS_PERCENT, QUIZ_QUESTIONS_PER_ATTEMPT } from "#shared/constants";
import { quizScore } from "#shared/quiz-score";
import { CLUB_CATALOG } from "../../clubs";
import { type Member, type SeedWorld } from "./world";

type Club = (typeof CLUB_CATALOG)[number];

/**
 * Clubs: everyone holds one or two certifications; some have a failed attempt too. Each attempt
 * drew three questions of the pool, options in their own order.
 */
export function addCertifications({ plan, members }: SeedWorld): void {
  const drawFor = (club: Club, i: number) =>
    Array.from(
      { length: QUIZ_QUESTIONS_PER_ATTEMPT },
      (_, k) => (i + k * 3) % club.questions.length,
    );
  const attempt = (
    member: Member,
    club: Club,
    positions: number[],
    wrong: (k: number) => boolean,
    at: Date,
  ) => {
    const answers = positions.map((p, k) => {
      const q = club.questions[p]!;
      return wrong(k) ? (q.answerIndex + 1) % q.options.length : q.answerIndex;
    });
    const { score, passed } = quizScore(
      positions.filter((_, k) => !wrong(k)).length,
      positions.length,
      QUIZ_PASS_PERCENT,
    );
    plan.quizAttempts.push({
      profile_id: member.id,
      club_id: club.id,
      draw: JSON.stringify(
        positions.map((position) => {
          const { question, options, answerIndex } = club.questions[position]!;
          return { position, order: options.map((_, o) => o), question, options, answerIndex };
        }),
      ),
      answers,
      score,
      passed,
      created_at: at,
      submitted_at: at,
    });
    return score;
  };
  members.forEach((member, i) => {
    const clubs = i % 3 === 0 ? [i % 4, (i + 1) % 4] : [i % 4];
    clubs.forEach((c, k) => {
      const club = CLUB_CATALOG[c]!;
      const at = new Date(member.createdAt.getTime() + (3 + k) * DAY_MS);
      const score = attempt(member, club, drawFor(club, i + k), (q) => q === 0 && i % 2 === 1, at);
      plan.certifications.push({
        profile_id: member.id,
        club_id: club.id,
        passed: true,
        score,
        certified_at: at,
      });
    });
    if (i % 4 === 1) {
      const club = CLUB_CATALOG[(i + 2) % 4]!;
      attempt(
        member,
        club,
        drawFor(club, i + 1),
        (q) => q > 0,
        new Date(member.createdAt.getTime() + 2 * DAY_MS),
      );
    }
  });
}
