import { DEVICE_TIME_ZONE_COOKIE } from "@/shared/device-time-zone";
import { i18n } from "@/shared/i18n/i18n";
import { drawnSince } from "./drawn-data";
import { useHydrated } from "./use-hydrated";

// Times shown "on the device's clock" (a message's time, a day's date) are the browser's own
// local times. A screen drawn on the server shows them on the clock the member's browser reported
// (src/client/app/render-screen.tsx sets it), so the browser's first render draws the same page.

interface DrawingClock {
  timeZone: () => string | undefined;
  /** When the screen being drawn was drawn (ms), on the server. */
  drawnAt: () => number | undefined;
}
let drawing: DrawingClock = { timeZone: () => undefined, drawnAt: () => undefined };
const drawingTimeZone = () => drawing.timeZone();

/** On the server: where the screen being drawn gets its device's time zone and its time. */
export function drawOnClockOf(clock: DrawingClock) {
  drawing = clock;
}

/**
 * "Now", for a relative time ("3 minutes ago"): the time the screen was drawn, on the server and
 * as the app hydrates that screen (so both draw the same words), then the device's own.
 */
export function useNowAsDrawn(): number {
  const hydrated = useHydrated();
  // A relative time reads the clock as it is drawn (as formatDistanceToNow would); it is not
  // kept ticking.
  // eslint-disable-next-line react-hooks/purity
  return drawing.drawnAt() ?? (hydrated ? null : drawnSince()) ?? Date.now();
}

/** The device's time zone: undefined in the browser (its own), the reported one on the server. */
export const deviceTimeZone = () => drawingTimeZone();

/**
 * An Intl date format on the device's clock, in `language` (asked each time: the reader may
 * change it), made the first time it is used for a clock and language (each costs a few
 * milliseconds to build, more with a time zone).
 */
export function deviceDateFormat(
  options: Intl.DateTimeFormatOptions,
  language: () => string = () => "en-US",
): (at: Date) => string {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (at) => {
    const timeZone = drawingTimeZone();
    const locale = language();
    const key = `${locale} ${timeZone ?? ""}`;
    let format = made.get(key);
    if (!format)
      made.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
    return format.format(at);
  };
}

/** "Nov 27, 7:30 PM" on the device's clock, in the reader's language. */
export const deviceDateTime = deviceDateFormat(
  { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
  () => i18n.language,
);

// Temporal where the browser has it: the first Intl format a page builds costs 20–60 ms of the
// start's main thread (ICU's data), where Temporal answers in well under one.
type WithTemporal = { Temporal?: { Now: { timeZoneId: () => string } } };

/** The IANA time zone the device keeps. */
function ownTimeZone(): string | undefined {
  const temporal = (globalThis as WithTemporal).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Tells the server the device's time zone, for the screens it draws next. */
export function reportDeviceTimeZone() {
  const timeZone = ownTimeZone();
  if (!timeZone) return;
  const value = encodeURIComponent(timeZone);
  if (document.cookie.split("; ").includes(`${DEVICE_TIME_ZONE_COOKIE}=${value}`)) return;
  const secure = location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${DEVICE_TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax${secure}`;
}
