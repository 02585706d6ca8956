import { eq, ne, sql, type SQL } from "drizzle-orm";
import { events } from "../../db/schema";

/**
 * The rule of which events members see, in one home: published ones, and cancelled ones (shown
 * "Cancelled"); a draft is its host's alone, to every member read and action as if it weren't.
 */
export const eventShown = (alias: string): SQL => sql`${sql.raw(alias)}.status <> 'draft'`;

/** The same rule for a query built on the `events` table itself. */
export const eventShownHere: SQL = ne(events.status, "draft") as SQL;

/** Still on: shown and not cancelled (a member's next event, the safe venues). */
export const eventOn = (alias: string): SQL => sql`${sql.raw(alias)}.status = 'published'`;

/** The same for a query built on the `events` table itself. */
export const eventOnHere: SQL = eq(events.status, "published") as SQL;

/** The address of an event's image (a new image, a new address: kept a long while). */
export function eventImage(
  eventId: string,
  imageId: string | null,
  placeholder: string | null,
): { url: string; placeholder: string } | null {
  if (!imageId || !placeholder) return null;
  return { url: `/api/events/${eventId}/image?v=${encodeURIComponent(imageId)}`, placeholder };
}
