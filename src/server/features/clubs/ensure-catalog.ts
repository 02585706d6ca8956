import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clubs, quizQuestions } from "../../db/schema";
import { CLUB_CATALOG } from "./catalog";

/**
 * Puts the four clubs and their question pools in the database, bringing an older copy up to
 * the catalogue (a question is matched by its club and place); calling it again changes nothing.
 */
export async function ensureClubCatalog(db: Db): Promise<void> {
  await db
    .insert(clubs)
    .values(
      CLUB_CATALOG.map((club, position) => ({
        id: club.id,
        name: club.name,
        description: club.description,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: clubs.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        position: sql`excluded.position`,
      },
      setWhere: sql`(${clubs.name}, ${clubs.description}, ${clubs.position})
        is distinct from (excluded.name, excluded.description, excluded.position)`,
    });
  await db
    .insert(quizQuestions)
    .values(
      CLUB_CATALOG.flatMap((club) =>
        club.questions.map((q, position) => ({
          clubId: club.id,
          position,
          question: q.question,
          options: q.options,
          answerIndex: q.answerIndex,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [quizQuestions.clubId, quizQuestions.position],
      set: {
        question: sql`excluded.question`,
        options: sql`excluded.options`,
        answerIndex: sql`excluded.answer_index`,
      },
      setWhere: sql`(${quizQuestions.question}, ${quizQuestions.options}, ${quizQuestions.answerIndex})
        is distinct from (excluded.question, excluded.options, excluded.answer_index)`,
    });
}
