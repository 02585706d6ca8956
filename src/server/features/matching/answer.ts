import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { DECLINE_UNDO_SECONDS } from "#shared/constants";
import type { AcceptResponse } from "#shared/schemas/matching";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { matches, matchSuggestions, profiles } from "../../db/schema";
import { NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { assertNotLimited, notBlocked } from "../relations";
import { notify } from "../notifications";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { matchStarted } from "./match-started";
import { memberStarted } from "./member-started";
import { lockPair } from "./pairs";

import { shownInMatchForYou } from "./service";
import { liveYes } from "./yes";

/**
 * The member's yes to this candidate (a match needs two yeses). The first yes
 * waits on the member's own suggestions of the candidate; the second settles every suggestion
 * between the two and starts their one match, in this transaction. The pair's lock makes yeses at
 * once take turns, so the second sees the first and the match is made exactly once.
 */
export async function acceptCandidate(
  { db, userId, now }: ServiceContext,
  { candidateId }: { candidateId: string },
): Promise<AcceptResponse> {
  await assertNotLimited(db, userId, now);
  return db.transaction(async (tx) => {
    const [a, b] = await lockPair(tx, userId, candidateId);
    const partner = await visiblePartner(tx, userId, candidateId);

    const [existing] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.userAId, a), eq(matches.userBId, b), eq(matches.status, "active")));
    if (existing) {
      // A repeat of a yes that already made the match answers the same; anything else is unknown.
      if (!(await everAccepted(tx, userId, candidateId))) throw new NotFoundError("Suggestion");
      return { matchId: existing.id, partner };
    }

    const said = await queryRows<{ id: string }>(
      tx,
      sql`update match_suggestions s set yes_at = coalesce(s.yes_at, ${now.toISOString()}::timestamptz)
           where s.candidate_id = ${candidateId} and ${shownInMatchForYou(userId, now)}
       returning s.id`,
    );
    if (said.length === 0) throw new NotFoundError("Suggestion");

    const [theirs] = await queryRows<{ live: boolean }>(
      tx,
      sql`select bool_or(${liveYes("o", now)}) as live from match_suggestions o
           where o.target_id = ${candidateId} and o.candidate_id = ${userId} and o.status = 'pending'`,
    );
    if (!theirs?.live) {
      // Their yes lapsed (or never came): their card is back, and now says this member said yes.
      await tx
        .update(matchSuggestions)
        .set({ yesAt: null })
        .where(
          and(
            eq(matchSuggestions.targetId, candidateId),
            eq(matchSuggestions.candidateId, userId),
            eq(matchSuggestions.status, "pending"),
          ),
        );
      await publish(tx, { type: "suggestion.decided", to: [userId, candidateId] });
      return { matchId: null, partner };
    }

    await tx.execute(
      sql`update match_suggestions set status = 'accepted', decided_at = ${now.toISOString()}::timestamptz
           where status = 'pending'
             and ((target_id = ${userId} and candidate_id = ${candidateId})
               or (target_id = ${candidateId} and candidate_id = ${userId}))`,
    );
    const [match] = await tx
      .insert(matches)
      .values({ userAId: a, userBId: b, createdAt: now, firstYesBy: candidateId })
      .returning({ id: matches.id });
    await matchStarted.run(tx, userId, candidateId, now);
    // Whoever said yes first opened the conversation (the activity tripwire counts their starts).
    await memberStarted.run(tx, candidateId, now);
    // The member answering sees the match now; the one who said yes first is told.
    await notify(tx, { to: candidateId, kind: "match", objectId: match!.id, actorId: userId, now });
    await publish(tx, {
      type: "match.created",
      to: [userId, candidateId],
      data: { matchId: match!.id },
    });
    return { matchId: match!.id, partner };
  });
}

/**
 * Declines every pending suggestion of this candidate, or takes back the member's yes. The
 * candidate's card goes too (it needs both asked) and they are never told why: both screens
 * just hear that a suggestion was decided.
 */
export async function declineCandidate(
  { db, userId, now }: ServiceContext,
  { candidateId }: { candidateId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPair(tx, userId, candidateId);
    const declined = await tx
      .update(matchSuggestions)
      .set({ status: "declined", decidedAt: now })
      .where(
        and(
          eq(matchSuggestions.targetId, userId),
          eq(matchSuggestions.candidateId, candidateId),
          eq(matchSuggestions.status, "pending"),
          notBlocked(userId, matchSuggestions.candidateId),
        ),
      )
      .returning({ id: matchSuggestions.id });
    if (declined.length === 0) throw new NotFoundError("Suggestion");
    await publish(tx, { type: "suggestion.decided", to: [userId, candidateId] });
  });
}

/**
 * Takes back a decline made moments ago: the member's suggestions of this candidate that they
 * declined in the last few seconds are pending again, with any yes they held. Older declines
 * stay declined.
 */
export async function undoDecline(
  { db, userId, now }: ServiceContext,
  { candidateId }: { candidateId: string },
): Promise<void> {
  const since = new Date(now.getTime() - DECLINE_UNDO_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await lockPair(tx, userId, candidateId);
    const restored = await tx
      .update(matchSuggestions)
      .set({ status: "pending", decidedAt: null })
      .where(
        and(
          eq(matchSuggestions.targetId, userId),
          eq(matchSuggestions.candidateId, candidateId),
          eq(matchSuggestions.status, "declined"),
          gte(matchSuggestions.decidedAt, since),
          notBlocked(userId, matchSuggestions.candidateId),
          sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${matchSuggestions.candidateId}
                and ${profiles.deletedAt} is not null)`,
        ),
      )
      .returning({ id: matchSuggestions.id });
    if (restored.length === 0)
      throw new RuleError("That decline can no longer be undone", "undo_expired");
    await publish(tx, { type: "suggestion.created", to: [userId, candidateId] });
  });
}

/** The candidate as the member may see them: 404 when unknown, gone or blocked either way. */
async function visiblePartner(tx: Db, userId: string, candidateId: string) {
  const [partner] = await tx
    .select({
      id: profiles.id,
      name: profiles.name,
      mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(userId, profiles.id)}`.mapWith(toPhoto),
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, candidateId),
        isNull(profiles.deletedAt),
        notBlocked(userId, profiles.id),
      ),
    );
  if (!partner || candidateId === userId) throw new NotFoundError("Suggestion");
  return partner;
}

async function everAccepted(tx: Db, userId: string, candidateId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: matchSuggestions.id })
    .from(matchSuggestions)
    .where(
      and(
        eq(matchSuggestions.targetId, userId),
        eq(matchSuggestions.candidateId, candidateId),
        eq(matchSuggestions.status, "accepted"),
      ),
    )
    .limit(1);
  return Boolean(row);
}
