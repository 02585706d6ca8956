import { sql } from "drizzle-orm";
import type { Guest, HostEvent, HostEventList } from "#shared/schemas/hosting";
import type { EventKind, EventState } from "#shared/schemas/events";
import type { ServiceContext } from "../../http/context";
import { queryRows, type Db } from "../../db/client";
import { NotFoundError } from "../../http/errors";
import { isUuid } from "../../http/validation";
import { notBlocked } from "../relations";
import { eventImage, eventShown } from "./visibility";
import { confirmedPairs, type EventPair } from "./pair-reads";

// What hosts read: their events (and every other published event's counts), a guest list.

interface HostEventRow {
  id: string;
  hostId: string | null;
  status: EventState;
  title: string;
  description: string;
  venue: string;
  venueAddress: string;
  venueVerified: boolean;
  neighborhood: string;
  startsAt: Date | string;
  endsAt: Date | string;
  capacity: number;
  depositRequired: number;
  kind: EventKind;
  imageId: string | null;
  imagePlaceholder: string | null;
  going: number;
  waiting: number;
  checkedIn: number;
  noShows: number;
}

const columns = sql`e.id, e.host_id as "hostId", e.status, e.title, e.description, e.venue,
  e.venue_address as "venueAddress", e.venue_verified as "venueVerified", e.neighborhood,
  e.starts_at as "startsAt", e.ends_at as "endsAt", e.capacity,
  e.deposit_required as "depositRequired", e.kind, e.image_id as "imageId",
  e.image_placeholder as "imagePlaceholder",
  (select count(*)::int from event_attendees a where a.event_id = e.id) as going,
  (select count(*)::int from event_waitlist w where w.event_id = e.id) as waiting,
  (select count(*)::int from event_attendees a where a.event_id = e.id and a.checked_in) as "checkedIn",
  (select count(*)::int from event_attendees a where a.event_id = e.id and a.no_show_at is not null) as "noShows"`;

function toHostEvent(row: HostEventRow, userId: string, now: Date): HostEvent {
  return {
    id: row.id,
    mine: row.hostId === userId,
    status: row.status,
    title: row.title,
    description: row.description,
    venue: row.venue,
    venueAddress: row.venueAddress,
    venueVerified: row.venueVerified,
    neighborhood: row.neighborhood,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    capacity: row.capacity,
    depositRequired: row.depositRequired,
    kind: row.kind,
    image: eventImage(row.id, row.imageId, row.imagePlaceholder),
    counts: {
      going: row.going,
      waiting: row.waiting,
      checkedIn: row.checkedIn,
      noShows: row.noShows,
    },
    started: now.getTime() >= new Date(row.startsAt).getTime(),
    over: now.getTime() >= new Date(row.endsAt).getTime(),
  };
}

/**
 * The host's own events, drafts included, and every other host's shown event with its counts:
 * theirs first, each part soonest first. Events over more than a month are left out.
 */
export async function listHostEvents({ db, userId, now }: ServiceContext): Promise<HostEventList> {
  const since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const rows = await queryRows<HostEventRow>(
    db,
    sql`select ${columns} from events e
         where (e.host_id = ${userId} or ${eventShown("e")})
           and e.ends_at > ${since}::timestamptz
         order by (e.host_id is not distinct from ${userId}) desc, e.starts_at, e.title`,
  );
  return { events: rows.map((row) => toHostEvent(row, userId, now)) };
}

/** One of the host's own events; anyone else's is not found. */
export async function hostEvent(
  { db, userId, now }: Pick<ServiceContext, "db" | "userId" | "now">,
  eventId: string,
): Promise<HostEvent> {
  if (!isUuid(eventId)) throw new NotFoundError("Event");
  const [row] = await queryRows<HostEventRow>(
    db,
    sql`select ${columns} from events e where e.id = ${eventId} and e.host_id = ${userId}`,
  );
  if (!row) throw new NotFoundError("Event");
  return toHostEvent(row, userId, now);
}

/**
 * Who is coming, by name only (a member who blocked the host, or whom the host blocked, is
 * counted but not named, as a block hides each from the other everywhere): going (checked in or a no-show once marked) in the order they
 * RSVPed, then the waitlist in its order. A confirmed wingperson is listed right after the
 * member who named them; each names the other.
 */
export async function guestsOf(db: Db, hostId: string, eventId: string): Promise<Guest[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    checkedIn: boolean | null;
    checkedInAt: Date | string | null;
    noShow: boolean | null;
    position: number | null;
    pairedWith: { name: string; confirmed: boolean } | null;
  }>(
    db,
    sql`select * from (
          select p.id, p.name, a.checked_in as "checkedIn", a.checked_in_at as "checkedInAt",
                 a.no_show_at is not null as "noShow", null::int as position, a.created_at as at,
                 (select json_build_object('name', q.name, 'confirmed', x.status = 'confirmed')
                    from event_pairs x
                    join profiles q on q.id = case when x.member_id = a.profile_id
                                                   then x.wingperson_id else x.member_id end
                   where x.event_id = a.event_id and a.profile_id in (x.member_id, x.wingperson_id)
                     and ${notBlocked(hostId, sql.raw("q.id"))}) as "pairedWith"
            from event_attendees a join profiles p on p.id = a.profile_id
           where a.event_id = ${eventId}
          union all
          select p.id, p.name, null, null, null,
                 (row_number() over (order by w.id))::int, w.created_at,
                 (select json_build_object('name', q.name, 'confirmed', false) from profiles q
                   where q.id = w.wingperson_id and ${notBlocked(hostId, sql.raw("q.id"))})
            from event_waitlist w join profiles p on p.id = w.profile_id
           where w.event_id = ${eventId}) g
         where ${notBlocked(hostId, sql.raw("g.id"))}
        order by g.position nulls first, g.at, g.name, g.id`,
  );
  const guests = rows.map((r): Guest => ({
    id: r.id,
    name: r.name,
    state:
      r.position !== null ? "waiting" : r.checkedIn ? "checkedIn" : r.noShow ? "noShow" : "going",
    checkedInAt: r.checkedInAt ? new Date(r.checkedInAt).toISOString() : null,
    waitlistPosition: r.position,
    pairedWith: r.pairedWith,
  }));
  return pairsTogether(guests, await confirmedPairs(db, eventId));
}

/** Each confirmed wingperson going listed right after the member who named them. */
function pairsTogether<G extends Pick<Guest, "id" | "state">>(
  guests: G[],
  pairs: EventPair[],
): G[] {
  const going = new Map(guests.filter((g) => g.state !== "waiting").map((g) => [g.id, g]));
  const shown = pairs.filter((p) => going.has(p.memberId) && going.has(p.wingpersonId));
  const wingpersonOf = new Map(shown.map((p) => [p.memberId, going.get(p.wingpersonId)!]));
  const seconds = new Set(shown.map((p) => p.wingpersonId));
  return guests.flatMap((g) => {
    if (seconds.has(g.id)) return [];
    const wingperson = wingpersonOf.get(g.id);
    return wingperson ? [g, wingperson] : [g];
  });
}

const CSV_STATES: Record<Guest["state"], string> = {
  going: "Going",
  waiting: "Waiting",
  checkedIn: "Checked in",
  noShow: "No-show",
};

/** A cell as CSV wants it, and never a formula a spreadsheet would run. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The guest list as CSV: names, statuses, check-in times. Never an email. */
export function guestListCsv(guests: Guest[]): string {
  const lines = [["Name", "Status", "Waitlist position", "Checked in at"].join(",")];
  for (const g of guests)
    lines.push(
      [
        cell(g.name),
        CSV_STATES[g.state],
        g.waitlistPosition === null ? "" : String(g.waitlistPosition),
        g.checkedInAt ?? "",
      ].join(","),
    );
  return `${lines.join("\r\n")}\r\n`;
}
