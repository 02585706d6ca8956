import { and, eq, sql } from "drizzle-orm";
import {
  EVENT_CHECK_IN_HOURS,
  EVENT_FREE_CANCEL_HOURS,
  NEW_YORK_TIME_ZONE,
} from "#shared/constants";
import type {
  EventDetail,
  EventKind,
  EventState,
  EventStatus,
  EventSummary,
} from "#shared/schemas/events";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { eventAttendees, events } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { notBlocked } from "../relations";
import { mainPhotoOfListed, toPhoto, type PhotoRow } from "../photos";
import { tableOf } from "./seat-reads";
import { eventImage, eventShown, eventShownHere } from "./visibility";

// What the events screens read: the list, the calendar, one event's dialog and its calendar file.

/** Which event an action is about. */
export type EventRef = { eventId: string };

export const HOUR = 3_600_000;

interface SummaryRow {
  id: string;
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  venue: string;
  venueAddress: string;
  venueVerified: boolean;
  neighborhood: string;
  kind: EventKind;
  state: EventState;
  imageId: string | null;
  imagePlaceholder: string | null;
  capacity: number;
  depositRequired: number;
  going: number;
  held: number;
  isGoing: boolean;
  isWaitlisted: boolean;
}

function summaryColumns(userId: string) {
  return sql`e.id, e.title, e.starts_at as "startsAt", e.ends_at as "endsAt", e.venue,
      e.venue_address as "venueAddress", e.venue_verified as "venueVerified", e.neighborhood,
      e.kind, e.status as state, e.image_id as "imageId", e.image_placeholder as "imagePlaceholder",
      e.capacity,
      e.deposit_required as "depositRequired",
      (select count(*)::int from event_attendees a where a.event_id = e.id) as going,
      (select count(*)::int from event_pairs x where x.event_id = e.id and x.status = 'pending') as held,
      exists(select 1 from event_attendees a where a.event_id = e.id and a.profile_id = ${userId}) as "isGoing",
      exists(select 1 from event_waitlist w where w.event_id = e.id and w.profile_id = ${userId}) as "isWaitlisted"`;
}

function phaseAt(startsAt: Date, now: Date): EventSummary["phase"] {
  const sinceStart = now.getTime() - startsAt.getTime();
  if (sinceStart < 0) return "upcoming";
  return sinceStart <= EVENT_CHECK_IN_HOURS * HOUR ? "check-in" : "over";
}

function toSummary(row: SummaryRow, now: Date): EventSummary {
  const status: EventStatus = row.isGoing ? "going" : row.isWaitlisted ? "waitlisted" : "none";
  return {
    phase: phaseAt(new Date(row.startsAt), now),
    id: row.id,
    title: row.title,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    venue: row.venue,
    venueAddress: row.venueAddress,
    venueVerified: row.venueVerified,
    neighborhood: row.neighborhood,
    kind: row.kind,
    cancelled: row.state === "cancelled",
    image: eventImage(row.id, row.imageId, row.imagePlaceholder),
    capacity: row.capacity,
    depositRequired: row.depositRequired,
    seatsLeft: Math.max(0, row.capacity - row.going - row.held),
    status,
  };
}

/** An event is listed until its check-in closes, so a member at the venue can still check in. */
const notOver = (now: Date) =>
  sql`e.starts_at > ${new Date(now.getTime() - EVENT_CHECK_IN_HOURS * HOUR).toISOString()}::timestamptz`;

/** Every event not yet over, soonest first. */
export async function listUpcoming({ db, userId, now }: ServiceContext): Promise<EventSummary[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns(userId)} from events e
          where ${notOver(now)} and ${eventShown("e")} order by e.starts_at, e.title`,
  );
  return rows.map((row) => toSummary(row, now));
}

/** The events on the calendar's four weeks from `from` (a New York date), past ones included. */
export async function listCalendar(
  { db, userId, now }: ServiceContext,
  { from, days }: { from: string; days: number },
): Promise<EventSummary[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns(userId)} from events e
      where (e.starts_at at time zone ${NEW_YORK_TIME_ZONE})::date >= ${from}::date
        and (e.starts_at at time zone ${NEW_YORK_TIME_ZONE})::date < ${from}::date + ${days}::int
        and ${eventShown("e")}
      order by e.starts_at, e.title`,
  );
  return rows.map((row) => toSummary(row, now));
}

interface DetailRow extends SummaryRow {
  description: string;
  checkedIn: boolean;
  waitlistPosition: number | null;
  balance: number;
  matchesGoing: { id: string; name: string; mainPhoto: PhotoRow | null }[];
  hostMessages: { body: string; sentAt: string }[];
  pair: {
    role: "named" | "invited";
    status: "pending" | "confirmed";
    firstName: string;
    expiresAt: string;
  } | null;
  waitingWith: string | null;
  linkedFriends: { id: string; name: string }[];
}

/** The detail dialog: who of the member's own matches is going, never anyone else. */
export async function getEvent(ctx: ServiceContext, { eventId }: EventRef): Promise<EventDetail> {
  const { db, userId, now } = ctx;
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${summaryColumns(userId)}, e.description,
        coalesce((select a.checked_in from event_attendees a
                   where a.event_id = e.id and a.profile_id = ${userId}), false) as "checkedIn",
        (select count(*)::int from event_waitlist w
          where w.event_id = e.id and w.id <= (select w2.id from event_waitlist w2
            where w2.event_id = e.id and w2.profile_id = ${userId})) as "waitlistPosition",
        (select p.hearts_balance from profiles p where p.id = ${userId}) as balance,
        coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name,
                   'mainPhoto', ${mainPhotoOfListed(sql.raw("p.id"))}) order by p.name, p.id)
            from event_attendees a
            join matches x on x.status = 'active'
              and ((x.user_a_id = a.profile_id and x.user_b_id = ${userId})
                or (x.user_b_id = a.profile_id and x.user_a_id = ${userId}))
            join profiles p on p.id = a.profile_id
           where a.event_id = e.id and ${notBlocked(userId, sql.raw("a.profile_id"))}), '[]'::json) as "matchesGoing",
        coalesce((select json_agg(json_build_object('body', m.body, 'sentAt', m.created_at)
                   order by m.created_at desc)
            from event_host_messages m
           where m.event_id = e.id and exists(select 1 from event_attendees a
                   where a.event_id = e.id and a.profile_id = ${userId})), '[]'::json) as "hostMessages",
        (select json_build_object('role', case when x.member_id = ${userId} then 'named' else 'invited' end,
                  'status', x.status, 'firstName', split_part(btrim(p.name), ' ', 1), 'expiresAt', x.expires_at)
            from event_pairs x
            join profiles p on p.id = case when x.member_id = ${userId} then x.wingperson_id else x.member_id end
           where x.event_id = e.id and ${userId} in (x.member_id, x.wingperson_id)
             and ${notBlocked(userId, sql.raw("p.id"))}
           limit 1) as pair,
        (select split_part(btrim(p.name), ' ', 1) from event_waitlist w join profiles p on p.id = w.wingperson_id
          where w.event_id = e.id and w.profile_id = ${userId}
            and ${notBlocked(userId, sql.raw("p.id"))}) as "waitingWith",
        coalesce((select json_agg(json_build_object('id', f.linked_profile_id, 'name', f.name)
                   order by f.name, f.linked_profile_id)
            from friend_entries f join profiles p on p.id = f.linked_profile_id
           where f.owner_id = ${userId} and p.deleted_at is null
             and ${notBlocked(userId, sql.raw("p.id"))}), '[]'::json) as "linkedFriends"
      from events e where e.id = ${eventId} and ${eventShown("e")}`,
  );
  if (!row) throw new NotFoundError("Event");
  const toStart = new Date(row.startsAt).getTime() - now.getTime();
  const summary = toSummary(row, now);
  return {
    ...summary,
    cancelRefunds: toStart >= EVENT_FREE_CANCEL_HOURS * HOUR,
    description: row.description,
    going: row.going,
    checkedIn: row.checkedIn,
    table: row.checkedIn ? await tableOf(db, userId, eventId) : null,
    waitlistPosition: row.isWaitlisted ? row.waitlistPosition : null,
    matchesGoing: row.matchesGoing.map((m) => m.name),
    matchesGoingMembers: row.matchesGoing.map((m) => ({
      id: m.id,
      name: m.name,
      mainPhoto: toPhoto(m.mainPhoto),
    })),
    balance: row.balance,
    hostMessages: row.hostMessages.map((m) => ({
      body: m.body,
      sentAt: new Date(m.sentAt).toISOString(),
    })),
    pair: row.pair
      ? { ...row.pair, expiresAt: new Date(row.pair.expiresAt).toISOString() }
      : row.waitingWith
        ? { role: "named", status: "waiting", firstName: row.waitingWith, expiresAt: null }
        : null,
    // A pair is named before the start, by a member with no place yet and no invitation.
    wingpersonChoices:
      summary.status === "none" && !row.pair && summary.phase === "upcoming" && !summary.cancelled
        ? row.linkedFriends
        : [],
  };
}

/** The event for a calendar file: only for a member who is going. */
export async function calendarEntry({ db, userId }: ServiceContext, { eventId }: EventRef) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      venue: events.venue,
      startsAt: events.startsAt,
    })
    .from(events)
    .innerJoin(
      eventAttendees,
      and(eq(eventAttendees.eventId, events.id), eq(eventAttendees.profileId, userId)),
    )
    .where(and(eq(events.id, eventId), eventShownHere));
  if (!row) throw new NotFoundError("Event");
  return row;
}
