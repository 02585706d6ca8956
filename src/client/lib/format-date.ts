import { format, isSameDay } from "date-fns";
import { DAY_MS, NEW_YORK_TIME_ZONE } from "@/shared/constants";
import { dateFormat } from "./date-format";

// New York's wall clock needs Intl's time zones; times on the device's own clock use date-fns.
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

/** A message's time: "9:38 AM" today, "Mon 9:38 AM" this week, "Nov 17, 9:38 AM" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (isSameDay(at, now)) return format(at, "h:mm a");
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return format(at, "EEE h:mm a");
  return format(at, "MMM d, h:mm a");
}
