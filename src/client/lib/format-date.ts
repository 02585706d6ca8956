/** Vouch happens in New York: event times are shown in New York time wherever the viewer is. */
export const NEW_YORK = "America/New_York";

const eventTime = new Intl.DateTimeFormat("en-US", {
  timeZone: NEW_YORK,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Fri, Nov 27, 7:00 PM" */
export function formatEventTime(iso: string | Date): string {
  return eventTime.format(new Date(iso));
}
