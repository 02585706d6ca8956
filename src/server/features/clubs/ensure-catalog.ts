import { sql } from "drizzle-orm";
import { QUIZ_PASS_PERCENT } from "#shared/constants";
import type { Db } from "../../db/client";
import { clubs } from "../../db/schema";
import { CLUB_CATALOG } from "./catalog";
import { addQuestion, createClub, type StudioContext } from "./studio";

// Processes starting together (npm run start:cluster) write the catalogue one at a time.
const CATALOG_LOCK = 724_313;

/**
 * Writes each club of the catalogue that isn't in the database yet, with its questions, through
 * the studio's own functions (no editor acting). A club already there is its editors' and is left
 * as it is; calling this again changes nothing.
 */
export async function ensureClubCatalog(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_LOCK})`);
    const present = new Set((await tx.select({ id: clubs.id }).from(clubs)).map((c) => c.id));
    const ctx: StudioContext = { db: tx, now, userId: null };
    for (const club of CLUB_CATALOG) {
      if (present.has(club.id)) continue;
      await createClub(ctx, {
        id: club.id,
        name: club.name,
        description: club.description,
        passPercent: QUIZ_PASS_PERCENT,
      });
      for (const q of club.questions) await addQuestion(ctx, { clubId: club.id, ...q });
    }
  });
}
