import type { VerifiedVenues } from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import { and, eq } from "drizzle-orm";
import { events } from "../../db/schema";
import { eventOnHere } from "../events";

/** Every verified venue an event still on is held at, with its address, once each, by neighbourhood. */
export async function verifiedVenues({ db }: ServiceContext): Promise<VerifiedVenues> {
  const venues = await db
    .selectDistinct({
      venue: events.venue,
      address: events.venueAddress,
      neighborhood: events.neighborhood,
    })
    .from(events)
    .where(and(eventOnHere, eq(events.venueVerified, true)))
    .orderBy(events.neighborhood, events.venue);
  return { venues };
}
