import type { VerifiedVenues } from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import { events } from "../../db/schema";

/** Every venue a Friday event is held at, once each, by neighbourhood. */
export async function verifiedVenues({ db }: ServiceContext): Promise<VerifiedVenues> {
  const venues = await db
    .selectDistinct({ venue: events.venue, neighborhood: events.neighborhood })
    .from(events)
    .orderBy(events.neighborhood, events.venue);
  return { venues };
}
