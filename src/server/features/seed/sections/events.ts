import { randomUUID } from "node:crypto";
import { newCheckInCode } from "../../events";
import { depositReason } from "../../hearts";
import { DEMO_EVENTS, demoEventStart } from "../demo-events";
import { DAY_MS } from "#shared/constants";
import { type SeedWorld } from "./world";

/**
 * Events on the coming Fridays; RSVPs hold the deposit and never exceed capacity. Their check-in
 * codes are drawn afresh on each installation (shown on /seed), never from the demo's fixed
 * seed: with the same codes everywhere anyone could check in from home.
 */
export function addEvents({ plan, members, now, ago }: SeedWorld): void {
  const events = DEMO_EVENTS.map((event) => {
    const row = {
      id: randomUUID(),
      title: event.title,
      description: event.description,
      starts_at: demoEventStart(now, event),
      venue: event.venue,
      neighborhood: event.neighborhood,
      capacity: event.capacity,
      deposit_required: event.depositRequired,
      check_in_code: newCheckInCode(),
      is_demo: true,
      created_at: ago(30 * DAY_MS),
    };
    plan.events.push(row);
    return { row, taken: 0 };
  });
  members.forEach((member, i) => {
    for (const e of [i % events.length, (i + 3) % events.length]) {
      const event = events[e]!;
      if (event.taken >= event.row.capacity) continue;
      event.taken++;
      const at = ago(((i % 3) + 1) * DAY_MS);
      plan.eventAttendees.push({
        event_id: event.row.id,
        profile_id: member.id,
        deposit_paid: event.row.deposit_required,
        checked_in: false,
        created_at: at,
      });
      if (event.row.deposit_required > 0) {
        member.ledger.push({
          amount: -event.row.deposit_required,
          type: "spend",
          reason: depositReason(event.row.title),
          at,
          eventId: event.row.id,
        });
      }
    }
  });
}
