import { isSameDay } from "date-fns";
import { DAY_MS } from "@/shared/constants";
import { deviceTimeZone } from "@/client/lib/device-clock";
import { onDeviceClock } from "@/client/lib/on-device-clock";

const TODAY: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const THIS_WEEK: Intl.DateTimeFormatOptions = { ...TODAY, weekday: "short" };
const BEFORE: Intl.DateTimeFormatOptions = { ...TODAY, month: "short", day: "numeric" };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatted(at: Date, language: string, options: Intl.DateTimeFormatOptions): string {
  const timeZone = deviceTimeZone();
  const key = `${language}|${timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format)
    formats.set(key, (format = new Intl.DateTimeFormat(language, { ...options, timeZone })));
  // Intl puts a narrow no-break space before "AM" in some engines and not others (the server's
  // and the browser's must draw the same text).
  return format.format(at).replace(/[\u202f\u00a0]/g, " ");
}

/**
 * A message's time in the reader's language: "9:38 AM" today, "Mon 9:38 AM" this week,
 * "Nov 17, 9:38 AM" before.
 */
export function formatMessageTime(iso: string, language: string, now = new Date()): string {
  const at = new Date(iso);
  if (isSameDay(onDeviceClock(at), onDeviceClock(now))) return formatted(at, language, TODAY);
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return formatted(at, language, THIS_WEEK);
  return formatted(at, language, BEFORE);
}
