import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pairingSuggestions } from "../../db/schema";
import { publish } from "../../realtime/publish";

/**
 * Pairing's step of removing a friend entry (circle's friendRemoved). Pairings are other
 * members' records too, so they outlive the friend: each keeps the friend's
 * name, and one still waiting for an answer is declined (there is nobody left to introduce).
 * Both members' screens hear of it.
 */
export async function keepPairingsOf(tx: Db, { id: friendId, name }: { id: string; name: string }) {
  const isFriend = or(
    eq(pairingSuggestions.suggesterFriendId, friendId),
    eq(pairingSuggestions.targetFriendId, friendId),
  );
  const kept = await tx
    .update(pairingSuggestions)
    .set({
      suggesterFriendName: sql`case when ${pairingSuggestions.suggesterFriendId} = ${friendId} then ${name} else ${pairingSuggestions.suggesterFriendName} end`,
      targetFriendName: sql`case when ${pairingSuggestions.targetFriendId} = ${friendId} then ${name} else ${pairingSuggestions.targetFriendName} end`,
      status: sql`case when ${pairingSuggestions.status} = 'pending' then 'declined' else ${pairingSuggestions.status} end`,
      decidedAt: sql`case when ${pairingSuggestions.status} = 'pending' then now() else ${pairingSuggestions.decidedAt} end`,
    })
    .where(isFriend)
    .returning({
      suggesterId: pairingSuggestions.suggesterId,
      targetId: pairingSuggestions.targetId,
    });
  const to = new Set(kept.flatMap((p) => [p.suggesterId, p.targetId]));
  if (to.size > 0) await publish(tx, { type: "pairing.changed", to: [...to] });
}
