import { paths } from "@/client/lib/paths";

/** The query parameter that opens an event's detail on /events. */
export const EVENT_PARAM = "event";

/** A link to one event: /events with its detail open. */
export const eventHref = (eventId: string) =>
  `${paths.events}?${new URLSearchParams({ [EVENT_PARAM]: eventId })}`;
