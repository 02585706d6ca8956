import { TZDate } from "@date-fns/tz";
import { deviceTimeZone } from "./device-clock";

// Apart from device-clock.ts, so screens that format only with Intl (the events) don't load it.

/** `at` as date-fns reads it on the device's clock (see device-clock.ts). */
export function onDeviceClock(at: Date | string | number): Date {
  const timeZone = deviceTimeZone();
  return timeZone ? new TZDate(new Date(at).getTime(), timeZone) : new Date(at);
}
