import { QUIZ_PASS_PERCENT } from "#shared/constants";
import type { Db } from "../../db/client";
import { clubs } from "../../db/schema";
import { CLUB_CATALOG } from "./catalog";
import { addQuestion, createClub, type StudioContext } from "./studio";

/**
 * Writes each club of the catalogue that isn't in the database yet, with its questions, through
 * the studio's own functions (no editor acting). A club already there is its editors' and is left
 * as it is; calling this again changes nothing.
 */
export async function ensureClubCatalog(db: Db, now = new Date()): Promise<void> {
  const present = new Set((await db.select({ id: clubs.id }).from(clubs)).map((c) => c.id));
  const ctx: StudioContext = { db, now, userId: null };
  for (const club of CLUB_CATALOG) {
    if (present.has(club.id)) continue;
    await db.transaction(async (tx) => {
      const inTx = { ...ctx, db: tx };
      await createClub(inTx, {
        id: club.id,
        name: club.name,
        description: club.description,
        passPercent: QUIZ_PASS_PERCENT,
      });
      for (const q of club.questions) await addQuestion(inTx, { clubId: club.id, ...q });
    });
  }
}
