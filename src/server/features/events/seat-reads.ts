import { sql } from "drizzle-orm";
import type { EventDetail } from "#shared/schemas/events";
import { queryRows, type Db } from "../../db/client";
import { friendPromptsAbout } from "../endorsements";

/** A small stable hash: the same table draws the same card on every look. */
function hashOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h;
}

/**
 * The member's table and its icebreaker card: only once the host published the seating and the
 * member checked in. The card is one of the friends' answered prompts about the people at the
 * table that the member is shown, drawn by the table.
 */
export async function tableOf(db: Db, me: string, eventId: string): Promise<EventDetail["table"]> {
  const [seat] = await queryRows<{ number: number }>(
    db,
    sql`select s.table_number as number
          from event_seats s
          join events e on e.id = s.event_id
          join event_attendees a on a.event_id = s.event_id and a.profile_id = s.profile_id
         where s.event_id = ${eventId} and s.profile_id = ${me}
           and a.checked_in and e.seating_published_at is not null and e.table_size is not null`,
  );
  if (!seat) return null;
  const mates = await queryRows<{ id: string }>(
    db,
    sql`select s.profile_id as id from event_seats s
          join event_attendees a on a.event_id = s.event_id and a.profile_id = s.profile_id
         where s.event_id = ${eventId} and s.table_number = ${seat.number}`,
  );
  const cards = await friendPromptsAbout(
    db,
    me,
    mates.map((m) => m.id),
  );
  const card = cards[hashOf(`${eventId}:${seat.number}`) % Math.max(1, cards.length)];
  return {
    number: seat.number,
    icebreaker: card
      ? {
          promptId: card.prompt,
          about: card.aboutFirstName,
          answer: card.answer,
          by: card.byFirstName,
        }
      : null,
  };
}
