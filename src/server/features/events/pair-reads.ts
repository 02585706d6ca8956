import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../../db/client";

/** Two members coming to an event together: the one who RSVP'd and their confirmed wingperson. */
export interface EventPair {
  memberId: string;
  wingpersonId: string;
}

/** The confirmed pairs at an event: seated together, counted as two seats. */
export async function confirmedPairs(db: Db, eventId: string): Promise<EventPair[]> {
  return queryRows<EventPair>(
    db,
    sql`select member_id as "memberId", wingperson_id as "wingpersonId"
          from event_pairs
         where event_id = ${eventId} and status = 'confirmed'
         order by created_at`,
  );
}
