// Events happen in New York, so their time is shown in New York time wherever the viewer is.
const nextEventTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Fri, Nov 27, 7:00 PM" */
export const formatNextEventTime = (iso: string) => nextEventTime.format(new Date(iso));
