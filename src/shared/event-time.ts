import { NEW_YORK_TIME_ZONE } from "./constants";
import { dateFormat } from "./date-format";

// New York's wall clock needs Intl's time zones (date-fns has none); times on the device's own
// clock use date-fns. Kept apart from date-fns, so the screens showing event times don't load it.
const eventTime = dateFormat({
  timeZone: NEW_YORK_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Fri, Nov 27, 7:00 PM" */
export function formatEventTime(iso: string | Date): string {
  return eventTime(new Date(iso));
}
