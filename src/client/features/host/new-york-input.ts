import { NEW_YORK_TIME_ZONE } from "@/shared/constants";
import { dateFormat } from "@/shared/date-format";
import { newYorkOffsetMinutes } from "@/shared/new-york-offset";

// The form's times are New York wall-clock times (every event is there), whatever the device's
// own time zone: "2026-12-04T19:00" in a datetime-local input, an ISO instant on the wire.

const parts = dateFormat(
  {
    timeZone: NEW_YORK_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  "en-CA",
);

/** An instant as the datetime-local input shows it, in New York. */
export function toNewYorkInput(iso: string): string {
  // en-CA: "2026-12-04, 19:00"
  return parts(new Date(iso)).replace(", ", "T");
}

/** A datetime-local value read as New York time, as an ISO instant ("" when not a time). */
export function fromNewYorkInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return "";
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const first = naive - newYorkOffsetMinutes(new Date(naive)) * 60_000;
  // Near a change of offset, the offset at the instant itself is the one that applies.
  return new Date(naive - newYorkOffsetMinutes(new Date(first)) * 60_000).toISOString();
}
