import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { QUIZ_LIVE_QUESTIONS_NEEDED } from "#shared/constants";
import { quizQuestions } from "../../db/schema";

/**
 * Whether a club's quiz is open to members: it has enough live (not retired) questions. Until
 * then members don't see the club, and nobody can start its quiz.
 */
export function quizOpen(clubId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`((select count(*) from ${quizQuestions} q
     where q.club_id = ${clubId} and q.retired_at is null) >= ${QUIZ_LIVE_QUESTIONS_NEEDED})`;
}
