import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { PAIR_CONFIRM_HOURS } from "#shared/constants";
import { queryRows, type Db } from "../../db/client";
import { eventPairs, type events } from "../../db/schema";
import { RuleError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { notify } from "../notifications";
import { notBlocked } from "../relations";
import { HOUR } from "./reads";

// Come as a pair: who may be a member's wingperson, and what a pair holds while it waits.

type EventRow = typeof events.$inferSelect;

/**
 * Whether `wingpersonId` may come as `memberId`'s wingperson: a friend in the member's circle
 * linked to their account, neither blocked by the other (nor suspended), still a member, and not
 * yet going or paired at this event. The one home of that rule, as a condition.
 */
function wingpersonAllowed(eventId: string, memberId: string, wingpersonId: string): SQL {
  return sql`exists (select 1 from friend_entries f
                      where f.owner_id = ${memberId} and f.linked_profile_id = ${wingpersonId})
    and exists (select 1 from profiles p where p.id = ${wingpersonId} and p.deleted_at is null)
    and ${notBlocked(memberId, sql`${wingpersonId}`)}
    and not exists (select 1 from event_attendees a
                     where a.event_id = ${eventId} and a.profile_id = ${wingpersonId})
    and not exists (select 1 from event_pairs x where x.event_id = ${eventId}
                     and ${wingpersonId} in (x.member_id, x.wingperson_id))`;
}

export async function mayBeWingperson(
  tx: Db,
  eventId: string,
  memberId: string,
  wingpersonId: string,
): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    tx,
    sql`select ${wingpersonAllowed(eventId, memberId, wingpersonId)} as ok`,
  );
  return row?.ok === true;
}

class WingpersonUnavailableError extends RuleError {
  constructor() {
    super(
      "This friend can't come as your wingperson to this event. Pick another linked friend, or come on your own.",
      "wingperson_unavailable",
    );
  }
}

/** Refuses a wingperson the rule above doesn't allow. */
export async function assertWingperson(
  tx: Db,
  eventId: string,
  memberId: string,
  wingpersonId: string,
): Promise<void> {
  if (!(await mayBeWingperson(tx, eventId, memberId, wingpersonId)))
    throw new WingpersonUnavailableError();
}

/** An invitation stands PAIR_CONFIRM_HOURS, and never past the event's start. */
function pairExpiry(event: EventRow, now: Date): Date {
  return new Date(Math.min(now.getTime() + PAIR_CONFIRM_HOURS * HOUR, event.startsAt.getTime()));
}

/** Holds the wingperson's seat while they answer, and asks them. */
export async function invitePair(
  tx: Db,
  event: EventRow,
  memberId: string,
  wingpersonId: string,
  now: Date,
): Promise<void> {
  await tx.insert(eventPairs).values({
    eventId: event.id,
    memberId,
    wingpersonId,
    expiresAt: pairExpiry(event, now),
  });
  await notify(tx, {
    to: wingpersonId,
    kind: "pairInvited",
    objectId: event.id,
    actorId: memberId,
    now,
  });
  await publish(tx, { type: "event.updated", to: [wingpersonId] });
}

/**
 * Undoes the pairs a member is part of at an event, as they cancel or take a seat of their own:
 * a confirmed partner stays as a single with their own seat; a pending invitation they made is
 * withdrawn (its held seat frees); one made to them is declined for them. Returns how many held
 * seats came free.
 */
export async function leavePairs(
  tx: Db,
  event: EventRow,
  profileId: string,
  now: Date,
): Promise<number> {
  const gone = await tx
    .delete(eventPairs)
    .where(
      and(
        eq(eventPairs.eventId, event.id),
        or(eq(eventPairs.memberId, profileId), eq(eventPairs.wingpersonId, profileId)),
      ),
    )
    .returning();
  for (const pair of gone) {
    const partner = pair.memberId === profileId ? pair.wingpersonId : pair.memberId;
    if (pair.status === "pending" && pair.wingpersonId === profileId)
      await notify(tx, {
        to: pair.memberId,
        kind: "pairDeclined",
        objectId: event.id,
        actorId: profileId,
        now,
      });
    await publish(tx, { type: "event.updated", to: [partner] });
  }
  return gone.filter((p) => p.status === "pending").length;
}
