import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DecidePairingResult } from "#shared/schemas/pairing";
import type { Db } from "../../db/client";
import { friendEntries, pairingSuggestions, profiles } from "../../db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";
import { introduceBothWays, mayBeSuggested } from "../matching";
import { activeMatchBetween, assertNotLimited, notBlocked } from "../relations";
import type { ServiceContext } from "../../http/context";
import { isUuid } from "../../http/validation";
import { pairingById } from "./pairing-lists";
import { msg } from "#shared/message";

export type Decision = "approve" | "decline";

/**
 * The target member's word on a pending pairing, given once: a conditional update from
 * 'pending', so a double click or two tabs can't decide twice. Approving puts each linked
 * friend in the other's Match for You, when it can (`introduced`).
 */
export async function decidePairing(
  ctx: ServiceContext,
  { pairingId, decision }: { pairingId: string; decision: Decision },
): Promise<DecidePairingResult> {
  const { db, userId, now } = ctx;
  if (!isUuid(pairingId)) throw new NotFoundError("Suggestion");
  // Approving may start a match; declining is always allowed.
  if (decision === "approve") await assertNotLimited(db, userId, now);
  const introduced = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(pairingSuggestions)
      .set({ status: decision === "approve" ? "approved" : "declined", decidedAt: now })
      .where(
        and(
          eq(pairingSuggestions.id, pairingId),
          eq(pairingSuggestions.targetId, userId),
          eq(pairingSuggestions.status, "pending"),
          notBlocked(userId, pairingSuggestions.suggesterId),
        ),
      )
      .returning();
    if (!decided) return refuse(tx, userId, pairingId);
    const made = decision === "approve" && (await introduce(tx, decided));
    await publish(tx, { type: "pairing.changed", to: [decided.suggesterId] });
    if (decision === "approve") {
      await notify(tx, {
        to: decided.suggesterId,
        kind: "pairingApproved",
        objectId: decided.id,
        actorId: userId,
        now,
      });
    }
    return made;
  });
  return { pairing: await pairingById(ctx, { pairingId }), introduced };
}

/** Why the update found nothing to decide: not yours to see, not yours to decide, or decided. */
async function refuse(tx: Db, userId: string, pairingId: string): Promise<never> {
  const [row] = await tx
    .select({
      status: pairingSuggestions.status,
      targetId: pairingSuggestions.targetId,
      targetName: profiles.name,
    })
    .from(pairingSuggestions)
    .innerJoin(profiles, eq(profiles.id, pairingSuggestions.targetId))
    .where(
      and(
        eq(pairingSuggestions.id, pairingId),
        or(eq(pairingSuggestions.suggesterId, userId), eq(pairingSuggestions.targetId, userId)),
        notBlocked(
          userId,
          sql`case when ${pairingSuggestions.suggesterId} = ${userId} then ${pairingSuggestions.targetId} else ${pairingSuggestions.suggesterId} end`,
        ),
      ),
    );
  if (!row) throw new NotFoundError("Suggestion");
  if (row.targetId !== userId) {
    throw new ForbiddenError(
      msg("Only {targetName} can approve or decline this suggestion.", {
        targetName: row.targetName,
      }),
      "not_target",
    );
  }
  throw new ConflictError(
    msg(
      "This suggestion was already {status, select, approved {approved} declined {declined} matched {matched} other {pending}}.",
      { status: row.status },
    ),
    "already_decided",
  );
}

const mine = alias(friendEntries, "suggester_friend");
const theirs = alias(friendEntries, "target_friend");
const suggester = alias(profiles, "suggester");
const target = alias(profiles, "target");

/**
 * If both friends are members, A (the suggester's friend) is offered B "suggested by" the
 * suggester, and B is offered A "suggested by" the approving member: both are asked, or neither
 * (a match needs two yeses). Not across a block, not when either friend has since withdrawn
 * consent; already matched, the pairing is 'matched'. Only when each is within who the other
 * wants to meet and neither paused (matching's `mayBeSuggested`). True when they were introduced.
 */
async function introduce(
  tx: Db,
  pairing: typeof pairingSuggestions.$inferSelect,
): Promise<boolean> {
  // A friend removed from a circle since leaves nobody to introduce.
  if (!pairing.suggesterFriendId || !pairing.targetFriendId) return false;
  const a = mine.linkedProfileId;
  const b = theirs.linkedProfileId;
  const [pair] = await tx
    .select({
      a,
      b,
      bothConsent: sql<boolean>`${mine.consent} and ${theirs.consent}`,
      blocked: sql<boolean>`not ${notBlocked(a, b)}`,
      matched: sql<boolean>`${activeMatchBetween(a, b)}`,
      // Each is offered the other only within who they said they want to meet, and not paused.
      aGetsB: mayBeSuggested(a, b).mapWith(Boolean),
      bGetsA: mayBeSuggested(b, a).mapWith(Boolean),
      suggesterName: suggester.name,
      targetName: target.name,
    })
    .from(mine)
    .innerJoin(theirs, eq(theirs.id, pairing.targetFriendId))
    .innerJoin(suggester, eq(suggester.id, pairing.suggesterId))
    .innerJoin(target, eq(target.id, pairing.targetId))
    .where(eq(mine.id, pairing.suggesterFriendId));
  if (!pair?.a || !pair.b || pair.a === pair.b) return false;
  // A friend linked since to the other side's member would be offered their own friend.
  if (pair.a === pairing.targetId || pair.b === pairing.suggesterId) return false;
  if (pair.matched) {
    await tx
      .update(pairingSuggestions)
      .set({ status: "matched" })
      .where(eq(pairingSuggestions.id, pairing.id));
    return false;
  }
  if (pair.blocked || !pair.bothConsent || !pair.aGetsB || !pair.bGetsA) return false;
  await introduceBothWays(
    tx,
    {
      source: "pairing",
      pairingSuggestionId: pairing.id,
      reason: pairing.reason,
      tags: pairing.tags,
    },
    [
      {
        targetId: pair.a,
        candidateId: pair.b,
        suggesterId: pairing.suggesterId,
        suggestedByName: pair.suggesterName,
      },
      {
        targetId: pair.b,
        candidateId: pair.a,
        suggesterId: pairing.targetId,
        suggestedByName: pair.targetName,
      },
    ],
  );
  return true;
}
