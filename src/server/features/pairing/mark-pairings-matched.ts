import { and, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { friendEntries, pairingSuggestions } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";
import { OPEN_PAIRING_STATUSES } from "./open-introductions";

/**
 * When two members start an active match, every pending or approved pairing of friend entries
 * linked to those two members becomes 'matched', and its suggester and target hear of it (live, and a notification).
 * Pairing's step of starting a match (matching's matchStarted), inside the accept transaction.
 */
export async function markPairingsMatched(
  tx: Db,
  memberA: string,
  memberB: string,
  now: Date,
): Promise<void> {
  const linkedTo = (member: string) =>
    sql`(select ${friendEntries.id} from ${friendEntries} where ${friendEntries.linkedProfileId} = ${member})`;
  const marked = await tx
    .update(pairingSuggestions)
    .set({ status: "matched" })
    .where(
      and(
        inArray(pairingSuggestions.status, [...OPEN_PAIRING_STATUSES]),
        or(
          and(
            sql`${pairingSuggestions.suggesterFriendId} in ${linkedTo(memberA)}`,
            sql`${pairingSuggestions.targetFriendId} in ${linkedTo(memberB)}`,
          ),
          and(
            sql`${pairingSuggestions.suggesterFriendId} in ${linkedTo(memberB)}`,
            sql`${pairingSuggestions.targetFriendId} in ${linkedTo(memberA)}`,
          ),
        ),
      ),
    )
    .returning({
      id: pairingSuggestions.id,
      suggesterId: pairingSuggestions.suggesterId,
      targetId: pairingSuggestions.targetId,
    });
  const to = new Set(marked.flatMap((p) => [p.suggesterId, p.targetId]));
  if (to.size > 0) await publish(tx, { type: "pairing.changed", to: [...to] });
  // Both who made the introduction hear that it worked.
  for (const pairing of marked) {
    for (const member of [pairing.suggesterId, pairing.targetId]) {
      await notify(tx, {
        to: member,
        kind: "pairingMatched",
        objectId: pairing.id,
        actorId: null,
        now,
      });
    }
  }
}
