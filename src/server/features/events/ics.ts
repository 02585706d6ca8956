import { EVENT_CHECK_IN_HOURS } from "#shared/constants";

interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  venue: string;
  startsAt: Date;
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

// RFC 5545 text: backslash, semicolon, comma and every line break (CRLF, LF or a lone CR, which
// a calendar reads as the end of the line) are escaped.
const text = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n?|\n/g, "\\n");

// Lines longer than 75 octets are folded: CRLF and a space.
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A one-event calendar file; the end is when check-in closes. */
export function eventCalendarFile(event: CalendarEvent, now: Date): string {
  const end = new Date(event.startsAt.getTime() + EVENT_CHECK_IN_HOURS * 3_600_000);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vouch//Friday events//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.id}@vouch`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(event.title)}`,
    `LOCATION:${text(event.venue)}`,
    `DESCRIPTION:${text(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ]
    .map(fold)
    .join("\r\n");
}

/** A file name from the title: "books-bubbles.ics". */
export const calendarFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "event"
  }.ics`;
