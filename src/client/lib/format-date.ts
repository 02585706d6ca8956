import { DAY_MS, NEW_YORK_TIME_ZONE } from "@/shared/constants";

const eventTime = new Intl.DateTimeFormat("en-US", {
  timeZone: NEW_YORK_TIME_ZONE,
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

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const weekdayClock = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
});
const dateClock = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A message's time: "9:38 AM" today, "Mon 9:38 AM" this week, "Nov 17, 9:38 AM" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return clock.format(at);
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return weekdayClock.format(at);
  return dateClock.format(at);
}
