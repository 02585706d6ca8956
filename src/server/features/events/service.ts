import { and, eq, sql } from "drizzle-orm";
import { notify } from "../notifications";
import {
  EARN,
  EVENT_CHECK_IN_HOURS,
  EVENT_FREE_CANCEL_HOURS,
  EVENT_PROMOTION_CUTOFF_HOURS,
} from "#shared/constants";
import type {
  CheckInInput,
  EventActionResult,
  EventPromotedData,
  RsvpInput,
} from "#shared/schemas/events";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { eventAttendees, events, eventWaitlist, pairMeetings } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { countFailure, spendWrites, tooManyWrites, type WriteLimit } from "../../http/write-limits";
import {
  creditHearts,
  depositReason,
  InsufficientHeartsError,
  refundReason,
  spendHearts,
  weMetReason,
} from "../hearts";
import { getEvent, HOUR, type EventRef } from "./reads";
import { assertWingperson, invitePair, leavePairs, mayBeWingperson } from "./pair-rules";
import { eventShownHere } from "./visibility";
import { introducersOf } from "./matchmaker";
import { msg } from "#shared/message";

// What members do about events: RSVP, cancel, the waitlist, check-in and "we met".

export type EventRow = typeof events.$inferSelect;

/**
 * Locks an event members see for the rest of the transaction: RSVPs, cancels, check-ins and its
 * host's changes take turns. A draft is not there for members.
 */
export async function lockEvent(tx: Db, eventId: string): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eventShownHere))
    .for("update");
  if (!event) throw new NotFoundError("Event");
  return event;
}

class EventCancelledError extends RuleError {
  constructor() {
    super("This event was cancelled by its host.", "event_cancelled");
  }
}

/** Seats and waitlist places are taken only at an event still on. */
function assertNotCancelled(event: EventRow) {
  if (event.status === "cancelled") throw new EventCancelledError();
}

/** Seats taken: members going, and a seat held for each wingperson who hasn't answered yet. */
export async function seatsTaken(tx: Db, eventId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select (select count(*)::int from event_attendees where event_id = ${eventId})
             + (select count(*)::int from event_pairs
                 where event_id = ${eventId} and status = 'pending') as n`,
  );
  return row?.n ?? 0;
}

async function attendance(tx: Db, eventId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.profileId, userId)));
  return row;
}

class EventStartedError extends RuleError {
  constructor(action: string) {
    super(
      msg(
        "This event has already started, so it can't be {action, select, cancelled {cancelled} joined {joined} other {joined as a pair}} any more.",
        { action },
      ),
      "event_started",
    );
  }
}

class NotGoingError extends ConflictError {
  constructor() {
    super("You're not going to this event.", "not_going");
  }
}

export function assertNotStarted(event: EventRow, now: Date, action: string) {
  if (now.getTime() >= event.startsAt.getTime()) throw new EventStartedError(action);
}

/** Walk-in: an RSVP is taken until check-in closes, so a member at the door can still join. */
function assertOpenForRsvp(event: EventRow, now: Date) {
  if (now.getTime() > event.startsAt.getTime() + EVENT_CHECK_IN_HOURS * HOUR)
    throw new RuleError("This event is over.", "event_over");
}

export async function result(
  ctx: ServiceContext,
  eventId: string,
  refunded: number,
): Promise<EventActionResult> {
  const event = await getEvent(ctx, { eventId });
  return { event, balance: event.balance, refunded };
}

/**
 * RSVP: takes a seat (never beyond capacity) and holds the deposit; also once the event is under
 * way, as a walk-in, while seats are free. Naming a wingperson (before the start) takes two
 * seats: the second is held for the friend until they answer.
 */
export async function rsvp(
  ctx: ServiceContext,
  { eventId, wingpersonId }: EventRef & RsvpInput,
): Promise<EventActionResult> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    assertNotCancelled(event);
    assertOpenForRsvp(event, now);
    if (await attendance(tx, eventId, userId))
      throw new ConflictError("You're already going to this event.", "already_going");
    if (wingpersonId) {
      assertNotStarted(event, now, "joined as a pair");
      await assertWingperson(tx, eventId, userId, wingpersonId);
    }
    const taken = await seatsTaken(tx, eventId);
    if (taken >= event.capacity)
      throw new ConflictError("This event is full. You can join the waitlist.", "event_full");
    if (wingpersonId && taken + 2 > event.capacity)
      throw new ConflictError(
        "Only one seat is left: come on your own, or join the waitlist as a pair.",
        "no_seats_for_two",
      );
    await takeSeat(tx, event, userId, now);
    if (wingpersonId) await invitePair(tx, event, userId, wingpersonId, now);
  });
  return result(ctx, eventId, 0);
}

/**
 * A member taking a seat of their own declines any invitation to come as someone's wingperson;
 * returns the held seats that freed.
 */
async function takeSeat(tx: Db, event: EventRow, userId: string, now: Date): Promise<number> {
  await seat(tx, event, userId);
  return leavePairs(tx, event, userId, now);
}

/** Seats a member, holding the deposit, and takes them off the waitlist if they were on it. */
export async function seat(tx: Db, event: EventRow, userId: string) {
  if (event.depositRequired > 0) {
    await spendHearts(tx, {
      profileId: userId,
      amount: event.depositRequired,
      reason: depositReason(event.title),
      eventId: event.id,
    });
  }
  await tx
    .delete(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.profileId, userId)));
  await tx
    .insert(eventAttendees)
    .values({ eventId: event.id, profileId: userId, depositPaid: event.depositRequired });
}

/**
 * Cancels an RSVP: the deposit comes back when it is early enough, and a freed seat goes to the
 * first member on the waitlist who can pay, in this same transaction.
 */
export async function cancelRsvp(
  ctx: ServiceContext,
  { eventId }: EventRef,
): Promise<EventActionResult> {
  const { db, userId, now } = ctx;
  const refunded = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const mine = await attendance(tx, eventId, userId);
    if (!mine) throw new NotGoingError();
    assertNotStarted(event, now, "cancelled");
    await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.profileId, userId)));
    await leavePairs(tx, event, userId, now);
    const early = event.startsAt.getTime() - now.getTime() >= EVENT_FREE_CANCEL_HOURS * HOUR;
    const refund = early ? mine.depositPaid : 0;
    if (refund > 0) {
      await creditHearts(tx, {
        profileId: userId,
        amount: refund,
        reason: refundReason(event.title),
        eventId,
      });
    }
    await promoteFromWaitlist(tx, event, now);
    return refund;
  });
  return result(ctx, eventId, refunded);
}

/**
 * Gives up a leaving member's seats at events still to come, each offered to the waitlist as a
 * cancel's is. Nothing is refunded: the member's ledger goes with their account.
 */
export async function releaseSeatsOf(tx: Db, profileId: string, now: Date): Promise<void> {
  // Seats the member holds, and seats held for them as a wingperson who hasn't answered.
  const seats = await queryRows<{ eventId: string }>(
    tx,
    sql`select e.id as "eventId" from events e
         where e.starts_at > ${now.toISOString()}::timestamptz
           and (exists (select 1 from event_attendees a where a.event_id = e.id and a.profile_id = ${profileId})
             or exists (select 1 from event_pairs x where x.event_id = e.id
                         and ${profileId} in (x.member_id, x.wingperson_id)))
         order by e.id`,
  );
  for (const { eventId } of seats) {
    const event = await lockEvent(tx, eventId);
    await tx
      .delete(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.profileId, profileId)));
    await leavePairs(tx, event, profileId, now);
    await promoteFromWaitlist(tx, event, now);
  }
}

/**
 * Fills free seats from the waitlist in order, skipping members who can't pay the deposit. A pair
 * waits for two seats free together (a single behind it may pass meanwhile); its wingperson is
 * then asked, their seat held. A wingperson who may no longer come leaves the member a single.
 */
export async function promoteFromWaitlist(tx: Db, event: EventRow, now: Date) {
  if (event.startsAt.getTime() - now.getTime() <= EVENT_PROMOTION_CUTOFF_HOURS * HOUR) return;
  let free = event.capacity - (await seatsTaken(tx, event.id));
  if (free <= 0) return;
  const queue = await tx
    .select({ profileId: eventWaitlist.profileId, wingpersonId: eventWaitlist.wingpersonId })
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, event.id))
    .orderBy(eventWaitlist.id);
  for (const { profileId, wingpersonId } of queue) {
    if (free <= 0) break;
    if (wingpersonId && free < 2) continue;
    const pair =
      wingpersonId !== null && (await mayBeWingperson(tx, event.id, profileId, wingpersonId));
    try {
      free += await takeSeat(tx, event, profileId, now);
    } catch (error) {
      // The conditional spend changed nothing: they keep their place and the next one is asked.
      if (error instanceof InsufficientHeartsError) continue;
      throw error;
    }
    free--;
    if (pair) {
      await invitePair(tx, event, profileId, wingpersonId, now);
      free--;
    }
    const data: EventPromotedData = { eventId: event.id, title: event.title };
    await publish(tx, { type: "event.promoted", to: [profileId], data });
    await notify(tx, {
      to: profileId,
      kind: "waitlistPromoted",
      objectId: event.id,
      actorId: null,
      now,
    });
  }
}

/**
 * Queues a member for a full event, or a pair when fewer than two seats are free; nothing is held
 * while waiting.
 */
export async function joinWaitlist(
  ctx: ServiceContext,
  { eventId, wingpersonId }: EventRef & RsvpInput,
): Promise<EventActionResult> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    assertNotCancelled(event);
    assertNotStarted(event, now, "joined");
    if (await attendance(tx, eventId, userId))
      throw new ConflictError("You're already going to this event.", "already_going");
    if (wingpersonId) await assertWingperson(tx, eventId, userId, wingpersonId);
    if (event.capacity - (await seatsTaken(tx, eventId)) >= (wingpersonId ? 2 : 1))
      throw new ConflictError("Seats are still free: RSVP instead.", "seats_free");
    const [added] = await tx
      .insert(eventWaitlist)
      .values({ eventId, profileId: userId, wingpersonId: wingpersonId ?? null })
      .onConflictDoNothing()
      .returning({ id: eventWaitlist.id });
    if (!added) throw new ConflictError("You're already on the waitlist.", "already_waitlisted");
  });
  return result(ctx, eventId, 0);
}

export async function leaveWaitlist(
  ctx: ServiceContext,
  { eventId }: EventRef,
): Promise<EventActionResult> {
  const { db, userId } = ctx;
  await db.transaction(async (tx) => {
    await lockEvent(tx, eventId);
    const [removed] = await tx
      .delete(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.profileId, userId)))
      .returning({ id: eventWaitlist.id });
    if (!removed) throw new ConflictError("You're not on the waitlist.", "not_waitlisted");
  });
  return result(ctx, eventId, 0);
}

const WRONG_CODE = Symbol("wrong check-in code");

/** Who may try a code how often: each attendee, and all of an event's attendees' wrong codes. */
export interface CheckInLimits {
  /** Every try per attendee per event; counted by the route before the service runs. */
  tries: WriteLimit;
  /** Wrong codes per event from all its attendees together. */
  wrongCodes: WriteLimit;
}

/**
 * Check-in at the venue with the event's code, from the start to EVENT_CHECK_IN_HOURS after:
 * gives the deposit back and, when a matched pair has now both checked in, rewards whoever
 * introduced them. A right code always checks in (within the attendee's own tries). Wrong codes
 * also count for the event, from all its attendees together, so that many accounts can't share
 * the guessing: past that budget, a wrong code uses up the rest of its attendee's tries for the
 * window. That slows guessing and never refuses a right code, so a few griefers can't pause
 * check-in for the whole room.
 */
export async function checkIn(
  ctx: ServiceContext,
  { eventId, ...input }: EventRef & CheckInInput,
  limits: CheckInLimits,
): Promise<EventActionResult> {
  const { db, userId, now } = ctx;
  const refunded = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    const start = event.startsAt.getTime();
    if (now.getTime() < start)
      throw new RuleError("Check-in opens when the event starts.", "check_in_not_open");
    if (now.getTime() > start + EVENT_CHECK_IN_HOURS * HOUR)
      throw new RuleError("Check-in for this event has closed.", "check_in_closed");
    const mine = await attendance(tx, eventId, userId);
    if (!mine) throw new NotGoingError();
    if (mine.checkedIn)
      throw new ConflictError(
        "You've already checked in. Enjoy the evening!",
        "already_checked_in",
      );
    if (input.code !== event.checkInCode) {
      const { pastLimit } = await countFailure(tx, limits.wrongCodes, eventId);
      if (!pastLimit) return WRONG_CODE;
      return { waitSeconds: await spendWrites(tx, limits.tries, userId, eventId) };
    }
    return markCheckedIn(tx, event, mine, now);
  });
  // Refused once the wrong code is counted: the count must outlive the refusal.
  if (refunded === WRONG_CODE)
    throw new RuleError(
      "That code doesn't match. Check the code shown at the venue.",
      "wrong_check_in_code",
      { code: "That code doesn't match" },
    );
  if (typeof refunded === "object") throw tooManyWrites(limits.wrongCodes, refunded.waitSeconds);
  return result(ctx, eventId, refunded);
}

type Attendance = typeof eventAttendees.$inferSelect;

/**
 * Checks an attendee in, by their code or by the host at the door: the deposit comes back and
 * their meetings with matches checked in here are rewarded. Returns the hearts given back.
 */
export async function markCheckedIn(
  tx: Db,
  event: EventRow,
  attendee: Attendance,
  now: Date,
): Promise<number> {
  const { profileId } = attendee;
  await tx
    .update(eventAttendees)
    .set({ checkedIn: true, checkedInAt: now, noShowAt: null })
    .where(and(eq(eventAttendees.eventId, event.id), eq(eventAttendees.profileId, profileId)));
  if (attendee.depositPaid > 0) {
    await creditHearts(tx, {
      profileId,
      amount: attendee.depositPaid,
      reason: refundReason(event.title),
      eventId: event.id,
    });
  }
  await rewardMeetings(tx, event, profileId);
  return attendee.depositPaid;
}

/**
 * Every match of the member who checked in here too is a meeting, recorded once per pair; the
 * members who suggested that match earn the reward once. The event lock makes two partners'
 * check-ins take turns, so the second always sees the first.
 */
async function rewardMeetings(tx: Db, event: EventRow, userId: string) {
  const partners = await queryRows<{ partnerId: string }>(
    tx,
    sql`select a.profile_id as "partnerId" from event_attendees a
         join matches x on x.status = 'active'
          and x.user_a_id = least(a.profile_id, ${userId})
          and x.user_b_id = greatest(a.profile_id, ${userId})
        where a.event_id = ${event.id} and a.checked_in and a.profile_id <> ${userId}`,
  );
  for (const { partnerId } of partners) {
    const [a, b] = userId < partnerId ? [userId, partnerId] : [partnerId, userId];
    const [met] = await tx
      .insert(pairMeetings)
      .values({ userAId: a, userBId: b, eventId: event.id })
      .onConflictDoNothing()
      .returning({ a: pairMeetings.userAId });
    if (!met) continue;
    const suggesters = await queryRows<{ id: string }>(tx, introducersOf(a, b));
    for (const suggester of suggesters) {
      await creditHearts(tx, {
        profileId: suggester.id,
        amount: EARN.eventCheckInPair,
        reason: weMetReason(event.title),
        eventId: event.id,
      });
      await publish(tx, { type: "matchmaker.changed", to: [suggester.id] });
    }
  }
}
