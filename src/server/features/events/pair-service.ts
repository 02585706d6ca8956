import { and, eq, lte, sql } from "drizzle-orm";
import type { EventActionResult } from "#shared/schemas/events";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { eventPairs } from "../../db/schema";
import { ConflictError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";
import type { EventRef } from "./reads";
import { mayBeWingperson } from "./pair-rules";
import {
  assertNotStarted,
  lockEvent,
  promoteFromWaitlist,
  result,
  seat,
  type EventRow,
} from "./service";

// A wingperson's answer to an invitation to come as a pair, and invitations that lapse unanswered.

class NoInvitationError extends ConflictError {
  constructor() {
    super("No invitation to come as a pair waits for you at this event.", "no_pair_invitation");
  }
}

async function pendingInvitation(tx: Db, eventId: string, wingpersonId: string) {
  const [pair] = await tx
    .select()
    .from(eventPairs)
    .where(
      and(
        eq(eventPairs.eventId, eventId),
        eq(eventPairs.wingpersonId, wingpersonId),
        eq(eventPairs.status, "pending"),
      ),
    );
  return pair;
}

/**
 * The wingperson confirms: their seat, held since the invitation, becomes theirs and their own
 * deposit is held (too few hearts refuses, changing nothing).
 */
export async function confirmPair(
  ctx: ServiceContext,
  { eventId }: EventRef,
): Promise<EventActionResult> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const pair = await pendingInvitation(tx, eventId, userId);
    if (!pair) throw new NoInvitationError();
    if (pair.expiresAt.getTime() <= now.getTime())
      throw new RuleError("This invitation has expired.", "pair_expired");
    assertNotStarted(event, now, "joined as a pair");
    // The rule as it stands now (a block or an unlinked friend since refuses it), asked without
    // this pair, which the rule would count as the wingperson being paired already. A refusal
    // rolls the delete back.
    await tx
      .delete(eventPairs)
      .where(and(eq(eventPairs.eventId, eventId), eq(eventPairs.memberId, pair.memberId)));
    const allowed = await mayBeWingperson(tx, eventId, pair.memberId, userId);
    if (!allowed)
      throw new RuleError("You can't come as a pair to this event any more.", "pair_unavailable");
    await seat(tx, event, userId);
    await tx.insert(eventPairs).values({ ...pair, status: "confirmed" });
    await notify(tx, {
      to: pair.memberId,
      kind: "pairConfirmed",
      objectId: eventId,
      actorId: userId,
      now,
    });
    await publish(tx, { type: "event.updated", to: [pair.memberId] });
  });
  return result(ctx, eventId, 0);
}

/** Ends a pending pair: its held seat frees, the member who named the wingperson goes alone. */
async function endInvitation(
  tx: Db,
  event: EventRow,
  memberId: string,
  wingpersonId: string,
  now: Date,
) {
  await notify(tx, {
    to: memberId,
    kind: "pairDeclined",
    objectId: event.id,
    actorId: wingpersonId,
    now,
  });
  await publish(tx, { type: "event.updated", to: [memberId, wingpersonId] });
  await promoteFromWaitlist(tx, event, now);
}

/** The wingperson declines: the held seat frees for the waitlist. */
export async function declinePair(
  ctx: ServiceContext,
  { eventId }: EventRef,
): Promise<EventActionResult> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const [gone] = await tx
      .delete(eventPairs)
      .where(
        and(
          eq(eventPairs.eventId, eventId),
          eq(eventPairs.wingpersonId, userId),
          eq(eventPairs.status, "pending"),
        ),
      )
      .returning();
    if (!gone) throw new NoInvitationError();
    await endInvitation(tx, event, gone.memberId, userId, now);
  });
  return result(ctx, eventId, 0);
}

/**
 * Releases every pending pair whose time to answer ran out (PAIR_CONFIRM_HOURS, or the start):
 * the held seat frees and the waitlist promotes as after a cancel. Returns how many.
 */
export async function releaseExpiredPairs(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ eventId: eventPairs.eventId, memberId: eventPairs.memberId })
    .from(eventPairs)
    .where(and(eq(eventPairs.status, "pending"), lte(eventPairs.expiresAt, now)))
    .orderBy(eventPairs.expiresAt);
  let released = 0;
  for (const { eventId, memberId } of due) {
    await db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      // Conditional: a confirm that came first keeps its pair.
      const [gone] = await tx
        .delete(eventPairs)
        .where(
          and(
            eq(eventPairs.eventId, eventId),
            eq(eventPairs.memberId, memberId),
            eq(eventPairs.status, "pending"),
            sql`${eventPairs.expiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!gone) return;
      released++;
      await endInvitation(tx, event, memberId, gone.wingpersonId, now);
    });
  }
  return released;
}
