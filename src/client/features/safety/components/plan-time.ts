import { dateFormat } from "@/client/lib/date-format";

const day = dateFormat({ weekday: "short", month: "short", day: "numeric" });
const clock = dateFormat({ hour: "numeric", minute: "2-digit" });

/** "Fri, Nov 27, 7:00 PM – 10:00 PM", in the viewer's own time, as they typed it in. */
export function formatPlanTime(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = start.toDateString() === end.toDateString();
  return `${day(start)}, ${clock(start)} – ${sameDay ? "" : `${day(end)}, `}${clock(end)}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A date as a datetime-local input holds it: local time, to the minute. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The next half hour from `now`: where a plan's start begins. */
export function nextHalfHour(now = new Date()): Date {
  const next = new Date(now);
  next.setSeconds(0, 0);
  next.setMinutes(next.getMinutes() < 30 ? 30 : 60);
  return next;
}
