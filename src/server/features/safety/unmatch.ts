import type { MatchTarget } from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import { NotFoundError } from "../../http/errors";
import { endMatchBetween, memberMatch } from "../matching";
import { dropMutesOf } from "./mutes";

/** Ends the member's match for both of them, without a block: it leaves both Text Histories. */
export async function unmatch({ db, userId, now }: ServiceContext, { matchId }: MatchTarget) {
  await db.transaction(async (tx) => {
    const match = await memberMatch(tx, userId, matchId);
    const ended = await endMatchBetween(tx, {
      one: userId,
      other: match.partnerId,
      status: "ended",
      now,
    });
    // Ended by a block or another unmatch in the meantime: the same answer as unknown.
    if (ended !== match.id) throw new NotFoundError("Conversation");
    await dropMutesOf(tx, ended);
  });
}
