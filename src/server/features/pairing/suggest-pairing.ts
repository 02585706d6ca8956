import { and, eq, ne, sql } from "drizzle-orm";
import { COST, FREE_PAIRINGS_PER_DAY } from "#shared/constants";
import type { CreatePairing, CreatePairingResult } from "#shared/schemas/pairing";
import { SAME_PERSON_MESSAGE } from "#shared/texts";
import { friendEntries, pairingSuggestions, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";
import { LEDGER_REASON, spendHearts } from "../hearts";
import { assertNotLimited, notBlocked } from "../relations";
import { isPaused, memberStarted } from "../matching";
import { qualified } from "./friends";
import type { ServiceContext } from "../../http/context";
import { freePairingsUsed } from "./explore";
import { isUuid } from "../../http/validation";
import { pairingById } from "./pairing-lists";
import { msg } from "#shared/message";

/**
 * 'Suggest a Match': your consenting friend with another member's consenting friend, pending
 * that member's word. Free up to 3 a New York day, then 3 hearts, taken in the same transaction.
 */
export async function suggestPairing(
  ctx: ServiceContext,
  input: CreatePairing,
): Promise<CreatePairingResult> {
  const { db, userId, now } = ctx;
  await assertNotLimited(db, userId, now);
  if (!isUuid(input.myFriendId) || !isUuid(input.theirFriendId)) throw new NotFoundError("Friend");
  const { id, heartsBalance, freePairingsLeft } = await db.transaction(async (tx) => {
    // One pairing at a time per member: the free count read below stays true until commit.
    const [me] = await tx
      .select({ heartsBalance: profiles.heartsBalance })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("no key update");
    if (!me) throw new NotFoundError("Profile");

    const [mine] = await tx
      .select({
        name: friendEntries.name,
        consent: friendEntries.consent,
        linked: friendEntries.linkedProfileId,
        paused: isPaused(qualified(friendEntries.linkedProfileId)).mapWith(Boolean),
      })
      .from(friendEntries)
      .where(and(eq(friendEntries.id, input.myFriendId), eq(friendEntries.ownerId, userId)));
    if (!mine) throw new NotFoundError("Friend");
    if (mine.paused) {
      throw new RuleError(
        msg("{mineName} has paused their profile for now.", { mineName: mine.name }),
        "paused",
      );
    }
    if (!mine.consent) {
      throw new RuleError(
        msg(
          "{mineName} hasn't agreed to be suggested yet. Turn on their consent in your circle first.",
          { mineName: mine.name },
        ),
        "friend_without_consent",
      );
    }

    // Someone else's friend exists for you only while they consent and nobody is blocked.
    const [theirs] = await tx
      .select({
        ownerId: friendEntries.ownerId,
        ownerName: profiles.name,
        linked: friendEntries.linkedProfileId,
      })
      .from(friendEntries)
      .innerJoin(profiles, eq(profiles.id, friendEntries.ownerId))
      .where(
        and(
          eq(friendEntries.id, input.theirFriendId),
          ne(friendEntries.ownerId, userId),
          eq(friendEntries.consent, true),
          notBlocked(userId, friendEntries.ownerId),
          // You, in their circle, are for Self-suggest; members across a block stay unseen, and
          // members who paused aren't paired.
          sql`(${friendEntries.linkedProfileId} is null or (${friendEntries.linkedProfileId} <> ${userId}
            and ${notBlocked(userId, friendEntries.linkedProfileId)}
            and not ${isPaused(friendEntries.linkedProfileId)}))`,
        ),
      );
    if (!theirs) throw new NotFoundError("Friend");
    if (theirs.linked !== null && theirs.linked === mine.linked) {
      throw new RuleError(SAME_PERSON_MESSAGE, "same_person");
    }
    // Approving would offer the explored member their own friend.
    if (mine.linked === theirs.ownerId) {
      throw new RuleError(
        msg("{mineName} is {ownerName}: choose another friend.", {
          mineName: mine.name,
          ownerName: theirs.ownerName,
        }),
        "same_person",
      );
    }

    const [duplicate] = await tx
      .select({ id: pairingSuggestions.id })
      .from(pairingSuggestions)
      .where(
        and(
          eq(pairingSuggestions.suggesterId, userId),
          eq(pairingSuggestions.suggesterFriendId, input.myFriendId),
          eq(pairingSuggestions.targetFriendId, input.theirFriendId),
          eq(pairingSuggestions.status, "pending"),
        ),
      );
    if (duplicate) {
      throw new ConflictError(
        "You already suggested this pair. It is waiting for an answer.",
        "duplicate_pairing",
      );
    }

    const used = await freePairingsUsed(tx, userId, now);
    const costHearts = used < FREE_PAIRINGS_PER_DAY ? 0 : COST.extraPairing;
    const balance =
      costHearts > 0
        ? await spendHearts(tx, {
            profileId: userId,
            amount: costHearts,
            reason: LEDGER_REASON.extraPairing,
          })
        : me.heartsBalance;
    const [row] = await tx
      .insert(pairingSuggestions)
      .values({
        suggesterId: userId,
        suggesterFriendId: input.myFriendId,
        targetId: theirs.ownerId,
        targetFriendId: input.theirFriendId,
        reason: input.reason,
        tags: [...new Set(input.tags)],
        costHearts,
        createdAt: now,
      })
      .returning({ id: pairingSuggestions.id });
    await publish(tx, { type: "pairing.changed", to: [theirs.ownerId] });
    await notify(tx, {
      to: theirs.ownerId,
      kind: "pairingWaiting",
      objectId: row!.id,
      actorId: userId,
      now,
    });
    await memberStarted.run(tx, userId, now);
    return {
      id: row!.id,
      heartsBalance: balance,
      freePairingsLeft: Math.max(0, FREE_PAIRINGS_PER_DAY - used - (costHearts === 0 ? 1 : 0)),
    };
  });
  return { pairing: await pairingById(ctx, { pairingId: id }), heartsBalance, freePairingsLeft };
}
