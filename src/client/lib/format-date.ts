import { DAY_MS, NEW_YORK_TIME_ZONE } from "@/shared/constants";
import { dateFormat } from "./date-format";

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

const clock = dateFormat({ hour: "numeric", minute: "2-digit" });
const weekdayClock = dateFormat({
  weekday: "short",
  hour: "numeric",
  minute: "2-digit",
});
const dateClock = dateFormat({
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A message's time: "9:38 AM" today, "Mon 9:38 AM" this week, "Nov 17, 9:38 AM" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return clock(at);
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return weekdayClock(at);
  return dateClock(at);
}
