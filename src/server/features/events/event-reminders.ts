import { sql } from "drizzle-orm";
import { DAY_MS } from "#shared/constants";
import type { Db } from "../../db/client";
import { newYorkDay } from "../../process/new-york-day";
import { notifyEach } from "../notifications";
import { eventOn } from "./visibility";

/** The New York hour from which the day before's reminders go out. */
const EVENT_REMINDER_FROM_HOUR = 10;

/**
 * "Event tomorrow": on the New York day before an event, each member going to it
 * is reminded once, from mid-morning, (the notification carries the venue, time and deposit to the screens that word
 * it). A scheduled job (jobs/jobs.ts) runs it every hour: a run again tells no one twice.
 * Returns whom it reminded.
 */
export async function remindEventsTomorrow(db: Db, now: Date): Promise<string[]> {
  const today = newYorkDay(now);
  // Not at midnight: from mid-morning, when a reminder is welcome.
  if (now.getTime() < today.start.getTime() + EVENT_REMINDER_FROM_HOUR * 3_600_000) return [];
  const tomorrow = newYorkDay(new Date(today.end.getTime() + DAY_MS / 2));
  return db.transaction((tx) =>
    notifyEach(
      tx,
      "eventTomorrow",
      sql`select a.profile_id, e.id::text, null::text
            from events e
            join event_attendees a on a.event_id = e.id
           where ${eventOn("e")}
             and e.starts_at >= ${tomorrow.start.toISOString()}::timestamptz
             and e.starts_at < ${tomorrow.end.toISOString()}::timestamptz
             and not exists (select 1 from notifications n
                              where n.member_id = a.profile_id and n.kind = 'eventTomorrow'
                                and n.object_id = e.id::text)`,
      now,
    ),
  );
}
