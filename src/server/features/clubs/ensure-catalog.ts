import type { Db } from "../../db/client";
import { clubs, quizQuestions } from "../../db/schema";
import { CLUB_CATALOG } from "./catalog";

/** Puts the four clubs and their quizzes in the database once; later calls change nothing. */
export async function ensureClubCatalog(db: Db): Promise<void> {
  const inserted = await db
    .insert(clubs)
    .values(
      CLUB_CATALOG.map((club, position) => ({
        id: club.id,
        name: club.name,
        description: club.description,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: clubs.id });
  const fresh = new Set(inserted.map((c) => c.id));
  const questions = CLUB_CATALOG.filter((club) => fresh.has(club.id)).flatMap((club) =>
    club.questions.map((q, position) => ({
      clubId: club.id,
      position,
      question: q.question,
      options: q.options,
      answerIndex: q.answerIndex,
    })),
  );
  if (questions.length > 0) await db.insert(quizQuestions).values(questions);
}
