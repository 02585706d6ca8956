import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../../db/client";
import { createEvent, publishEvent } from "../../events";
import { depositReason } from "../../hearts";
import { DEMO_EVENTS, demoEventStart } from "../demo-events";
import { DAY_MS } from "#shared/constants";
import { type SeedWorld, type SeededEvent } from "./world";

const HOUR_MS = 3_600_000;

/**
 * The demo events, made and published by the first demo member (who holds every staff role)
 * through the host's own service, as a host on /host would: the same rules, drafts first. They
 * were made a month ago, so the drop-in already under way was still ahead then. Their check-in
 * codes are drawn afresh on each installation (shown on /seed).
 */
export async function createDemoEvents(tx: Db, now: Date): Promise<SeededEvent[]> {
  const [host] = await queryRows<{ id: string }>(
    tx,
    sql`select id from profiles where is_demo order by name, username limit 1`,
  );
  if (!host) return [];
  const ctx = { db: tx, userId: host.id, now: new Date(now.getTime() - 30 * DAY_MS) };
  const made: SeededEvent[] = [];
  for (const demo of DEMO_EVENTS) {
    const startsAt = demoEventStart(now, demo);
    const draft = await createEvent(
      ctx,
      {
        title: demo.title,
        description: demo.description,
        venue: demo.venue,
        venueAddress: demo.venueAddress,
        venueVerified: true,
        neighborhood: demo.neighborhood,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + demo.hours * HOUR_MS).toISOString(),
        capacity: demo.capacity,
        depositRequired: demo.depositRequired,
        kind: demo.startedHoursAgo === undefined ? "friday" : "drop-in",
      },
      { demo: true },
    );
    await publishEvent(ctx, draft.id);
    made.push({
      id: draft.id,
      title: draft.title,
      capacity: draft.capacity,
      depositRequired: draft.depositRequired,
    });
  }
  return made;
}

/** RSVPs to the demo events: each holds the deposit and none exceeds capacity. */
export function addEvents({ plan, members, ago, events: made }: SeedWorld): void {
  const events = made.map((event) => ({ event, taken: 0 }));
  if (events.length === 0) return;
  members.forEach((member, i) => {
    for (const e of [i % events.length, (i + 3) % events.length]) {
      const seat = events[e]!;
      if (seat.taken >= seat.event.capacity) continue;
      seat.taken++;
      const at = ago(((i % 3) + 1) * DAY_MS);
      plan.eventAttendees.push({
        event_id: seat.event.id,
        profile_id: member.id,
        deposit_paid: seat.event.depositRequired,
        checked_in: false,
        created_at: at,
      });
      if (seat.event.depositRequired > 0) {
        member.ledger.push({
          amount: -seat.event.depositRequired,
          type: "spend",
          reason: depositReason(seat.event.title),
          at,
          eventId: seat.event.id,
        });
      }
    }
  });
}
