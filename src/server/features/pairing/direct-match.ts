import { and, eq, isNull, sql } from "drizzle-orm";
import { COST } from "#shared/constants";
import type { SpendResult } from "#shared/schemas/pairing";
import type { Db } from "../../db/client";
import { friendEntries, matchSuggestions, profiles } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { LEDGER_REASON, spendHearts } from "../hearts";
import {
  isPaused,
  matchEndedBetween,
  introduceBothWays,
  memberStarted,
  verifiedOnlyAdmits,
  wishAdmits,
} from "../matching";
import { activeMatchBetween, assertNotLimited, notBlocked } from "../relations";
import type { ServiceContext } from "../../http/context";
import { explorable, explorableButForVerified } from "./explorable";
import { verifiedOnlyText } from "#shared/texts";
import { qualified } from "./friends";
import { isUuid } from "../../http/validation";
import { msg } from "#shared/message";

interface DirectMatch {
  memberId: string;
  friendId: string;
  reason: string;
}

/**
 * Direct Match (5 hearts): one of your linked, consenting friends goes straight into the
 * explored member's Match for You, "suggested by" you.
 */
export async function directMatch(
  { db, userId, now }: ServiceContext,
  input: DirectMatch,
): Promise<SpendResult> {
  await assertNotLimited(db, userId, now);
  if (!isUuid(input.friendId)) throw new NotFoundError("Friend");
  return db.transaction(async (tx) => {
    const member = await exploredMember(tx, userId, input.memberId);
    const [friend] = await tx
      .select({
        name: friendEntries.name,
        consent: friendEntries.consent,
        linked: friendEntries.linkedProfileId,
      })
      .from(friendEntries)
      .where(and(eq(friendEntries.id, input.friendId), eq(friendEntries.ownerId, userId)));
    if (!friend) throw new NotFoundError("Friend");
    if (!friend.consent) {
      throw new RuleError(
        msg("{friend} hasn't agreed to be suggested yet.", { friend: friend.name }),
        "friend_without_consent",
      );
    }
    if (!friend.linked) {
      throw new RuleError(
        msg("{friend} isn't on Vouch yet: a direct match needs a friend who is a member.", {
          friend: friend.name,
        }),
        "friend_not_member",
      );
    }
    if (friend.linked === member.id) {
      throw new RuleError(
        msg("{friend} is {member}: choose another friend.", {
          friend: friend.name,
          member: member.name,
        }),
        "same_person",
      );
    }
    const fit = await fitFor(tx, member.id, friend.linked);
    if (fit.paused) {
      throw new RuleError(
        msg("{friend} has paused their profile for now.", { friend: friend.name }),
        "paused",
      );
    }
    if (fit.admitted === false) {
      throw new RuleError(
        msg(
          "{friend} is outside who {member} said they want to meet, so Vouch won't suggest them. Your hearts weren't spent.",
          { friend: friend.name, member: member.name },
        ),
        "outside_wish",
      );
    }
    if (!fit.verifiedAdmitted) {
      throw new RuleError(
        msg(
          "{member} meets verified members only, and {friend} hasn't verified their photos yet. Your hearts weren't spent.",
          { member: member.name, friend: friend.name },
        ),
        "verified_only",
      );
    }
    if (!fit.verifiedAdmitsBack) {
      throw new RuleError(
        msg(
          "{friend} meets verified members only, and {member} hasn't verified their photos yet. Your hearts weren't spent.",
          { friend: friend.name, member: member.name },
        ),
        "verified_only",
      );
    }
    // Both are asked (a match needs two yeses): the friend is shown the member too.
    if (fit.admitsBack === false) {
      throw new RuleError(
        msg(
          "{member} is outside who {friend} said they want to meet, so Vouch won't suggest them. Your hearts weren't spent.",
          { member: member.name, friend: friend.name },
        ),
        "outside_wish",
      );
    }
    // The spend locks your balance, so the checks after it hold for concurrent requests too.
    const heartsBalance = await spendHearts(tx, {
      profileId: userId,
      amount: COST.directMatch,
      reason: LEDGER_REASON.directMatch,
    });
    await assertCanSuggest(
      tx,
      { targetId: member.id, candidateId: friend.linked, suggesterId: userId },
      {
        unavailable: `${friend.name} can't be suggested to ${member.name} right now.`,
        duplicate: `You already suggested ${friend.name} to ${member.name}.`,
      },
    );
    await introduceBothWays(tx, { source: "direct", reason: input.reason }, [
      {
        targetId: member.id,
        candidateId: friend.linked,
        suggesterId: userId,
        suggestedByName: member.myName,
      },
      {
        targetId: friend.linked,
        candidateId: member.id,
        suggesterId: userId,
        suggestedByName: member.myName,
      },
    ]);
    await memberStarted.run(tx, userId, now);
    return { heartsBalance };
  });
}

interface SelfSuggest {
  memberId: string;
  voucherFriendId: string;
  reason: string;
}

/** Self-suggest (2 hearts): you, in the explored member's Match for You, vouched for by a friend. */
export async function selfSuggest(
  { db, userId, now }: ServiceContext,
  input: SelfSuggest,
): Promise<SpendResult> {
  await assertNotLimited(db, userId, now);
  if (!isUuid(input.voucherFriendId)) throw new NotFoundError("Friend");
  return db.transaction(async (tx) => {
    const member = await exploredMember(tx, userId, input.memberId);
    const [voucher] = await tx
      .select({ name: friendEntries.name, consent: friendEntries.consent })
      .from(friendEntries)
      .where(and(eq(friendEntries.id, input.voucherFriendId), eq(friendEntries.ownerId, userId)));
    if (!voucher) throw new NotFoundError("Friend");
    // See docs/decisions/0008-ending-a-match.md: after an ended match only a friend's
    // introduction may bring the two together again.
    const [ended] = await tx
      .select({ yes: matchEndedBetween(userId, member.id).mapWith(Boolean) })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (ended?.yes) {
      throw new RuleError(
        msg(
          "Your match with {member} ended: only a friend's introduction can bring you together again.",
          { member: member.name },
        ),
        "match_ended",
      );
    }
    if (!voucher.consent) {
      throw new RuleError(
        msg("{voucherName} hasn't agreed to be part of introductions yet.", {
          voucherName: voucher.name,
        }),
        "friend_without_consent",
      );
    }
    const fit = await fitFor(tx, member.id, userId);
    if (fit.paused) {
      throw new RuleError(
        "Your profile is paused: turn the pause off in Settings to suggest yourself.",
        "paused",
      );
    }
    if (fit.admitted === false) {
      throw new RuleError(
        msg(
          "You're outside who {member} said they want to meet, so Vouch won't suggest you. Your hearts weren't spent.",
          { member: member.name },
        ),
        "outside_wish",
      );
    }
    if (fit.admitsBack === false) {
      throw new RuleError(
        msg(
          "{member} is outside who you said you want to meet: change that on your profile first. Your hearts weren't spent.",
          { member: member.name },
        ),
        "outside_wish",
      );
    }
    if (!fit.verifiedAdmitsBack) {
      throw new RuleError(
        msg(
          "You meet verified members only, and {member} hasn't verified their photos yet: turn that off in Settings to suggest yourself. Your hearts weren't spent.",
          { member: member.name },
        ),
        "verified_only",
      );
    }
    const heartsBalance = await spendHearts(tx, {
      profileId: userId,
      amount: COST.selfSuggest,
      reason: LEDGER_REASON.selfSuggest,
    });
    await assertCanSuggest(
      tx,
      { targetId: member.id, candidateId: userId, suggesterId: userId },
      {
        // Across a block you can't explore them at all: a match is the one reason left.
        unavailable: `You and ${member.name} are already matched.`,
        duplicate: `You already suggested yourself to ${member.name}.`,
      },
    );
    // Suggesting yourself is your yes: the member's Accept starts the match.
    await introduceBothWays(tx, { source: "self", reason: input.reason }, [
      {
        targetId: member.id,
        candidateId: userId,
        suggesterId: userId,
        suggestedByName: voucher.name,
      },
      {
        targetId: userId,
        candidateId: member.id,
        suggesterId: userId,
        suggestedByName: voucher.name,
        yesAt: now,
      },
    ]);
    await memberStarted.run(tx, userId, now);
    return { heartsBalance };
  });
}

/**
 * The candidate against the target, by matching's rules: whether the target's stated wish admits
 * them and the candidate's admits the target (null: not said), whether the candidate paused, and
 * whether each one's verified-only setting admits the other.
 */
async function fitFor(tx: Db, targetId: string, candidateId: string) {
  const [row] = await tx
    .select({
      admitted: wishAdmits(targetId, candidateId),
      admitsBack: wishAdmits(candidateId, targetId),
      paused: isPaused(candidateId).mapWith(Boolean),
      verifiedAdmitted: verifiedOnlyAdmits(targetId, candidateId).mapWith(Boolean),
      verifiedAdmitsBack: verifiedOnlyAdmits(candidateId, targetId).mapWith(Boolean),
    })
    .from(profiles)
    .where(eq(profiles.id, candidateId));
  if (!row) throw new NotFoundError("Member");
  return row;
}

/** The explored member as you may explore them (`explorable`), and your name. */
async function exploredMember(tx: Db, userId: string, memberId: string) {
  const [[member], [me]] = await Promise.all([
    tx
      .select({ id: profiles.id, name: profiles.name })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, memberId),
          isNull(profiles.deletedAt),
          explorable(userId, qualified(profiles.id)),
        ),
      ),
    tx.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId)),
  ]);
  if (!me) throw new NotFoundError("Member");
  if (!member) {
    // Out of sight only for their verified-only setting: say so, rather than a 404.
    const [verifiedOnly] = await tx
      .select({ name: profiles.name })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, memberId),
          isNull(profiles.deletedAt),
          explorableButForVerified(userId, qualified(profiles.id)),
        ),
      );
    if (verifiedOnly) {
      throw new RuleError(verifiedOnlyText(verifiedOnly.name.split(" ")[0]!), "verified_only");
    }
    throw new NotFoundError("Member");
  }
  return { ...member, myName: me.name };
}

/**
 * Refuses a candidate the target can't be offered. Whether those two blocked each other, or
 * are matched, is theirs to know: a suggester is refused alike either way (as Explore leaves
 * the friend out of `directMatchFriendIds` alike), never told which.
 */
async function assertCanSuggest(
  tx: Db,
  s: { targetId: string; candidateId: string; suggesterId: string },
  refusals: { unavailable: string; duplicate: string },
): Promise<void> {
  const [state] = await tx
    .select({
      clear: notBlocked(s.targetId, qualified(profiles.id)).mapWith(Boolean),
      matched: activeMatchBetween(s.targetId, s.candidateId).mapWith(Boolean),
      pending: activeSuggestion(s).mapWith(Boolean),
    })
    .from(profiles)
    .where(eq(profiles.id, s.candidateId));
  if (!state) throw new NotFoundError("Member");
  // Your own suggestion first: answering it the same with or without a block keeps the block unseen.
  if (state.pending) throw new ConflictError(refusals.duplicate, "duplicate_suggestion");
  if (!state.clear || state.matched) throw new RuleError(refusals.unavailable, "cannot_suggest");
}

function activeSuggestion(s: { targetId: string; candidateId: string; suggesterId: string }) {
  return sql`exists (select 1 from ${matchSuggestions}
    where ${matchSuggestions.targetId} = ${s.targetId} and ${matchSuggestions.candidateId} = ${s.candidateId}
      and ${matchSuggestions.suggesterId} = ${s.suggesterId} and ${matchSuggestions.status} = 'pending')`;
}
