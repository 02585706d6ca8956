import { and, eq, or } from "drizzle-orm";
import type { MatchTarget } from "../../../shared/schemas/safety";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { endMatchBetween } from "./end-match";
import { isUuid } from "../../validation";


/** The member's own active match with its partner's id; 404 for anyone else's or an ended one. */
export async function ownActiveMatch(db: Db, userId: string, matchId: string) {
  if (!isUuid(matchId)) throw new NotFoundError("Conversation");
  const [match] = await db
    .select({ id: matches.id, userAId: matches.userAId, userBId: matches.userBId })
    .from(matches)
    .where(
      and(
        eq(matches.id, matchId),
        eq(matches.status, "active"),
        or(eq(matches.userAId, userId), eq(matches.userBId, userId)),
      ),
    );
  if (!match) throw new NotFoundError("Conversation");
  return { id: match.id, partnerId: match.userAId === userId ? match.userBId : match.userAId };
}

/** Ends the member's match for both of them, without a block: it leaves both Text Histories. */
export async function unmatch({ db, userId, now }: ServiceContext, { matchId }: MatchTarget) {
  await db.transaction(async (tx) => {
    const match = await ownActiveMatch(tx, userId, matchId);
    const ended = await endMatchBetween(tx, {
      one: userId,
      other: match.partnerId,
      status: "ended",
      now,
    });
    // Ended by a block or another unmatch in the meantime: the same answer as unknown.
    if (ended !== match.id) throw new NotFoundError("Conversation");
  });
}
