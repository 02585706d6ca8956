import { TZDate } from "@date-fns/tz";
import { DEVICE_TIME_ZONE_COOKIE } from "@/shared/device-time-zone";

// Times shown "on the device's clock" (a message's time, a day's date) are the browser's own
// local times. A screen drawn on the server shows them on the clock the member's browser reported
// (src/client/app/render-screen.tsx sets it), so the browser's first render draws the same page.

let drawingTimeZone: () => string | undefined = () => undefined;

/** On the server: where the screen being drawn gets its device's time zone. */
export function drawOnClockOf(timeZone: () => string | undefined) {
  drawingTimeZone = timeZone;
}

/** `at` as date-fns reads it on the device's clock. */
export function onDeviceClock(at: Date | string | number): Date {
  const timeZone = drawingTimeZone();
  return timeZone ? new TZDate(new Date(at).getTime(), timeZone) : new Date(at);
}

/**
 * An Intl date format on the device's clock, made the first time it is used for a clock (each
 * costs a few milliseconds to build, more with a time zone).
 */
export function deviceDateFormat(options: Intl.DateTimeFormatOptions): (at: Date) => string {
  const made = new Map<string | undefined, Intl.DateTimeFormat>();
  return (at) => {
    const timeZone = drawingTimeZone();
    let format = made.get(timeZone);
    if (!format)
      made.set(timeZone, (format = new Intl.DateTimeFormat("en-US", { ...options, timeZone })));
    return format.format(at);
  };
}

/** Tells the server the device's time zone, for the screens it draws next. */
export function reportDeviceTimeZone() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone) return;
  const value = encodeURIComponent(timeZone);
  if (document.cookie.split("; ").includes(`${DEVICE_TIME_ZONE_COOKIE}=${value}`)) return;
  document.cookie = `${DEVICE_TIME_ZONE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}
