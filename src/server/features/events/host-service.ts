import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { PHOTO_SIZE_NAMES } from "#shared/constants";
import type { CancelResult, HostEvent, HostEventInput } from "#shared/schemas/hosting";
import type { ServiceContext } from "../../http/context";
import { type Db } from "../../db/client";
import {
  eventAttendees,
  eventHostMessages,
  eventImageFiles,
  events,
  eventPairs,
  eventWaitlist,
} from "../../db/schema";
import { NotFoundError, RuleError } from "../../http/errors";
import { isUuid } from "../../http/validation";
import { publish } from "../../realtime/publish";
import { creditHearts, refundReason } from "../hearts";
import { notifyEach } from "../notifications";
import { newPhotoId, processUpload } from "../photos";
import { newCheckInCode } from "./check-in-code";
import { recordHostAction } from "./host-audit";
import { hostEvent } from "./host-reads";
import { checkCapacity, checkTimes } from "./host-rules";
import { promoteFromWaitlist, seatsTaken, type EventRow } from "./service";
import { eventShownHere } from "./visibility";
import { msg } from "#shared/message";

// What hosts do to their events: make, edit, publish and cancel them, give them an image.

/** Locks one of the host's own events; anyone else's is not found. */
export async function lockHostedEvent(tx: Db, hostId: string, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw new NotFoundError("Event");
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)))
    .for("update");
  if (!event) throw new NotFoundError("Event");
  return event;
}

export function assertNotCancelled(event: EventRow) {
  if (event.status === "cancelled")
    throw new RuleError("This event was cancelled: it can't be changed.", "event_cancelled");
}

export function assertNotOver(event: EventRow, now: Date, action: string) {
  if (now.getTime() >= event.endsAt.getTime())
    throw new RuleError(
      msg(
        "This event is over: it can't be {action, select, seated {seated} edited {edited} cancelled {cancelled} other {changed}}.",
        { action },
      ),
      "event_over",
    );
}

const fieldsOf = (input: HostEventInput) => ({
  title: input.title,
  description: input.description,
  venue: input.venue,
  venueAddress: input.venueAddress,
  venueVerified: input.venueVerified,
  neighborhood: input.neighborhood,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  capacity: input.capacity,
  depositRequired: input.depositRequired,
  kind: input.kind,
});

/** What making and publishing an event needs: the seed makes its events with them too. */
export type HostContext = Pick<ServiceContext, "db" | "userId" | "now">;

/**
 * A new event, a draft until published: nobody but its host sees it. `demo`: the seed's, whose
 * code /seed shows.
 */
export async function createEvent(
  ctx: HostContext,
  input: HostEventInput,
  { demo = false }: { demo?: boolean } = {},
): Promise<HostEvent> {
  const { db, userId, now } = ctx;
  checkTimes(input, now);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...fieldsOf(input),
        hostId: userId,
        status: "draft",
        checkInCode: newCheckInCode(),
        isDemo: demo,
        createdAt: now,
      })
      .returning({ id: events.id });
    await recordHostAction(tx, {
      actorId: userId,
      action: "event.created",
      target: row!.id,
      detail: { title: input.title },
    });
    return row!.id;
  });
  return hostEvent(ctx, id);
}

/** Everyone going or waiting for an event, for a statement that tells each of them. */
const guestsToTell = (eventId: string) =>
  sql`select profile_id, ${eventId}::text, null::text from event_attendees where event_id = ${eventId}
      union select profile_id, ${eventId}::text, null::text from event_waitlist where event_id = ${eventId}`;

/**
 * Edits an event. On a published one, a new time or venue is told to everyone going and waiting;
 * the capacity never drops below the members going; a larger one seats the waitlist.
 */
export async function updateEvent(
  ctx: ServiceContext,
  { eventId, ...input }: HostEventInput & { eventId: string },
): Promise<HostEvent> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    assertNotCancelled(event);
    assertNotOver(event, now, "edited");
    checkTimes(input, now, event);
    const going = await seatsTaken(tx, eventId);
    checkCapacity(input.capacity, going);
    const next = fieldsOf(input);
    const [updated] = await tx.update(events).set(next).where(eq(events.id, eventId)).returning();
    const moved =
      event.startsAt.getTime() !== next.startsAt.getTime() ||
      event.endsAt.getTime() !== next.endsAt.getTime() ||
      event.venue !== next.venue ||
      event.venueAddress !== next.venueAddress;
    if (event.status === "published") {
      if (moved) await notifyEach(tx, "eventChanged", guestsToTell(eventId), now);
      if (next.capacity > event.capacity) await promoteFromWaitlist(tx, updated!, now);
      await publish(tx, { type: "event.updated", to: await guestIds(tx, eventId) });
    }
    await recordHostAction(tx, {
      actorId: userId,
      action: "event.edited",
      target: eventId,
      detail: { moved },
    });
  });
  return hostEvent(ctx, eventId);
}

async function guestIds(tx: Db, eventId: string): Promise<string[]> {
  const [going, waiting] = await Promise.all([
    tx
      .select({ id: eventAttendees.profileId })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, eventId)),
    tx
      .select({ id: eventWaitlist.profileId })
      .from(eventWaitlist)
      .where(eq(eventWaitlist.eventId, eventId)),
  ]);
  return [...new Set([...going, ...waiting].map((r) => r.id))];
}

/** A draft goes on: members see it from now on. Its start must still be ahead. */
export async function publishEvent(ctx: HostContext, eventId: string): Promise<HostEvent> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    if (event.status !== "draft")
      throw new RuleError("This event isn't a draft: it was already published.", "not_a_draft");
    checkTimes({ startsAt: event.startsAt.toISOString() }, now);
    await tx
      .update(events)
      .set({ status: "published", publishedAt: now })
      .where(eq(events.id, eventId));
    await recordHostAction(tx, { actorId: userId, action: "event.published", target: eventId });
  });
  return hostEvent(ctx, eventId);
}

/**
 * Cancels a published event, in one transaction: every deposit still held comes back through the
 * ledger, everyone going and waiting is told, their seats and places are given up, and members
 * see it "Cancelled". The event's lock makes an RSVP at the same moment go before (and be
 * refunded) or after (and be refused).
 */
export async function cancelEvent(ctx: ServiceContext, eventId: string): Promise<CancelResult> {
  const { db, userId, now } = ctx;
  const outcome = await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    if (event.status === "draft")
      throw new RuleError("A draft isn't published: there's nothing to cancel.", "not_published");
    assertNotCancelled(event);
    assertNotOver(event, now, "cancelled");
    const held = await tx
      .select({ profileId: eventAttendees.profileId, depositPaid: eventAttendees.depositPaid })
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.eventId, eventId),
          eq(eventAttendees.checkedIn, false),
          gt(eventAttendees.depositPaid, 0),
        ),
      )
      .orderBy(eventAttendees.profileId);
    let refunded = 0;
    for (const { profileId, depositPaid } of held) {
      await creditHearts(tx, {
        profileId,
        amount: depositPaid,
        reason: refundReason(event.title),
        eventId,
      });
      refunded += depositPaid;
    }
    const told = await notifyEach(tx, "eventCancelled", guestsToTell(eventId), now);
    await publish(tx, { type: "event.updated", to: told });
    await tx.delete(eventAttendees).where(eq(eventAttendees.eventId, eventId));
    await tx.delete(eventWaitlist).where(eq(eventWaitlist.eventId, eventId));
    await tx.delete(eventPairs).where(eq(eventPairs.eventId, eventId));
    await tx
      .update(events)
      .set({ status: "cancelled", cancelledAt: now })
      .where(eq(events.id, eventId));
    await recordHostAction(tx, {
      actorId: userId,
      action: "event.cancelled",
      target: eventId,
      detail: { refunded, refundedMembers: held.length, told: told.length },
    });
    return { refunded, refundedMembers: held.length, told: told.length };
  });
  return { event: await hostEvent(ctx, eventId), ...outcome };
}

/** Gives an event its image, processed as members' photos are (upright, no metadata, WebP). */
export async function setEventImage(
  ctx: ServiceContext,
  { eventId, bytes }: { eventId: string; bytes: Buffer },
): Promise<HostEvent> {
  const { db, userId, now } = ctx;
  // Found first, so nobody processes images for an event that isn't theirs.
  await hostEvent(ctx, eventId);
  const processed = await processUpload(ctx, bytes);
  await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    assertNotCancelled(event);
    assertNotOver(event, now, "changed");
    await tx.delete(eventImageFiles).where(eq(eventImageFiles.eventId, eventId));
    await tx
      .insert(eventImageFiles)
      .values(PHOTO_SIZE_NAMES.map((size) => ({ eventId, size, bytes: processed.files[size] })));
    await tx
      .update(events)
      .set({ imageId: newPhotoId(), imagePlaceholder: processed.placeholder })
      .where(eq(events.id, eventId));
    await recordHostAction(tx, { actorId: userId, action: "event.imageChanged", target: eventId });
  });
  return hostEvent(ctx, eventId);
}

/** Tells everyone going (not those waiting) what the host wrote; shown on the event to them. */
export async function messageGuests(
  ctx: ServiceContext,
  { eventId, body }: { eventId: string; body: string },
): Promise<{ told: number }> {
  const { db, userId, now } = ctx;
  return db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    if (event.status !== "published")
      throw new RuleError("Only a published event's guests can be messaged.", "not_published");
    await tx.insert(eventHostMessages).values({ eventId, hostId: userId, body, createdAt: now });
    const told = await notifyEach(
      tx,
      "hostMessage",
      sql`select profile_id, ${eventId}::text, null::text from event_attendees where event_id = ${eventId}`,
      now,
    );
    await publish(tx, { type: "event.updated", to: told });
    await recordHostAction(tx, {
      actorId: userId,
      action: "event.messaged",
      target: eventId,
      detail: { told: told.length },
    });
    return { told: told.length };
  });
}

/** The image's bytes at one size, for members who see the event and for its host. */
export async function eventImageBytes(
  { db, userId }: ServiceContext,
  { eventId, size }: { eventId: string; size: (typeof PHOTO_SIZE_NAMES)[number] },
): Promise<Buffer> {
  if (!isUuid(eventId)) throw new NotFoundError("Image");
  const [row] = await db
    .select({ bytes: eventImageFiles.bytes })
    .from(eventImageFiles)
    .innerJoin(events, eq(events.id, eventImageFiles.eventId))
    .where(
      and(
        eq(eventImageFiles.eventId, eventId),
        eq(eventImageFiles.size, size),
        isNotNull(events.imageId),
        sql`(${eventShownHere} or ${events.hostId} = ${userId})`,
      ),
    );
  if (!row) throw new NotFoundError("Image");
  return row.bytes;
}
