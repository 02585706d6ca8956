import { and, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { checkInPath } from "#shared/app-paths";
import type { Door, Guest } from "#shared/schemas/hosting";
import type { ServiceContext } from "../../http/context";
import { eventAttendees, events } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { newCheckInCode } from "./check-in-code";
import { recordHostAction } from "./host-audit";
import { guestsOf, hostEvent } from "./host-reads";
import { lockHostedEvent } from "./host-service";
import { markCheckedIn } from "./service";

// The door: the code large and as a QR code, checking guests in by name, no-shows, a new code.

/** The door screen of one of the host's events: its code, the QR code of the check-in's link. */
export async function doorOf(ctx: ServiceContext, eventId: string): Promise<Door> {
  const { db, userId, now, baseURL } = ctx;
  const event = await hostEvent(ctx, eventId);
  const [row] = await db
    .select({ code: events.checkInCode })
    .from(events)
    .where(eq(events.id, eventId));
  const checkInUrl = new URL(checkInPath(eventId, row!.code), baseURL).toString();
  const qrSvg = await QRCode.toString(checkInUrl, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });
  return {
    event,
    checkInCode: row!.code,
    checkInUrl,
    qrSvg,
    guests: await guestsOf(db, userId, eventId),
    ended: now.getTime() >= new Date(event.endsAt).getTime(),
  };
}

/**
 * The host checks a guest in by name, once the event has started: as their own code would, the
 * deposit comes back and their meetings count.
 */
export async function checkInGuest(
  ctx: ServiceContext,
  { eventId, memberId }: { eventId: string; memberId: string },
): Promise<Guest[]> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    if (event.status !== "published")
      throw new RuleError("Only a published event's guests can be checked in.", "not_published");
    if (now.getTime() < event.startsAt.getTime())
      throw new RuleError("Check-in opens when the event starts.", "check_in_not_open");
    const [attendee] = await tx
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.profileId, memberId)));
    if (!attendee) throw new NotFoundError("Guest");
    if (attendee.checkedIn)
      throw new ConflictError("This guest is already checked in.", "already_checked_in");
    await markCheckedIn(tx, event, attendee, now);
    await recordHostAction(tx, {
      actorId: userId,
      action: "event.guestCheckedIn",
      target: eventId,
      detail: { memberId },
    });
  });
  return guestsOf(db, userId, eventId);
}

/**
 * After the end, the guests going who never checked in are marked no-shows (one, or all at
 * once): their deposits stay kept, as for any no-show; nothing else moves.
 */
export async function markNoShows(
  ctx: ServiceContext,
  { eventId, memberId }: { eventId: string; memberId?: string },
): Promise<Guest[]> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    if (event.status !== "published")
      throw new RuleError("Only a published event's guests can be marked.", "not_published");
    if (now.getTime() < event.endsAt.getTime())
      throw new RuleError("No-shows can be marked once the event has ended.", "event_not_ended");
    const marked = await tx
      .update(eventAttendees)
      .set({ noShowAt: now })
      .where(
        and(
          eq(eventAttendees.eventId, eventId),
          eq(eventAttendees.checkedIn, false),
          isNull(eventAttendees.noShowAt),
          memberId === undefined ? undefined : eq(eventAttendees.profileId, memberId),
        ),
      )
      .returning({ id: eventAttendees.profileId });
    if (memberId !== undefined && marked.length === 0)
      throw new ConflictError(
        "This guest checked in or is already marked a no-show.",
        "not_a_no_show",
      );
    await recordHostAction(tx, {
      actorId: userId,
      action: "event.noShowsMarked",
      target: eventId,
      detail: { members: marked.map((m) => m.id) },
    });
  });
  return guestsOf(db, userId, eventId);
}

/** A new check-in code (the old one was seen where it shouldn't be): the old one stops working. */
export async function rotateCheckInCode(ctx: ServiceContext, eventId: string): Promise<Door> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const event = await lockHostedEvent(tx, userId, eventId);
    if (event.status === "cancelled")
      throw new RuleError("This event was cancelled.", "event_cancelled");
    if (now.getTime() >= event.endsAt.getTime())
      throw new RuleError("This event is over.", "event_over");
    await tx.update(events).set({ checkInCode: newCheckInCode() }).where(eq(events.id, eventId));
    await recordHostAction(tx, { actorId: userId, action: "event.codeRotated", target: eventId });
  });
  return doorOf(ctx, eventId);
}
