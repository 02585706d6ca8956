import { newYorkNote } from "@/client/lib/new-york-time";
import { NEW_YORK_TIME_ZONE } from "@/shared/constants";
import { i18n } from "@/shared/i18n/i18n";

// In the reader's language, made when asked: the language can change while the page is open.
const day = (at: Date) =>
  new Intl.DateTimeFormat(i18n.language, {
    timeZone: NEW_YORK_TIME_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(at);
const clock = (at: Date) =>
  new Intl.DateTimeFormat(i18n.language, {
    timeZone: NEW_YORK_TIME_ZONE,
    hour: "numeric",
    minute: "2-digit",
  }).format(at);

/**
 * "Fri, Nov 27, 7:00 PM – 10:00 PM": a date in New York, in New York's time as it was typed in,
 * and saying so on a device that keeps another time.
 */
export function formatPlanTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = day(start) === day(end);
  return `${day(start)}, ${clock(start)} – ${sameDay ? "" : `${day(end)}, `}${clock(end)}${newYorkNote(start)}`;
}

/** The next half hour from `now`: where a plan's start begins. */
export function nextHalfHour(now = new Date()): Date {
  const next = new Date(now);
  next.setSeconds(0, 0);
  next.setMinutes(next.getMinutes() < 30 ? 30 : 60);
  return next;
}
