import { NEW_YORK_TIME_ZONE } from "@/shared/constants";
import { newYorkOffsetMinutes } from "@/shared/new-york-offset";
import { dateFormat } from "@/shared/date-format";
import { i18n, messageKey } from "@/shared/i18n/i18n";
import { deviceDateFormat } from "./device-clock";

// Events and dates happen in New York: their times are New York's wherever the device is, and
// say so when the device keeps another time.

const WALL_TIME: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
};
const inNewYork = dateFormat({ ...WALL_TIME, timeZone: NEW_YORK_TIME_ZONE });
const onDevice = deviceDateFormat(WALL_TIME);

/** What is said after a time when the device's clock isn't New York's. */
export const NEW_YORK_TIME = messageKey("New York time");

/** Whether the device shows another time than New York's at this instant. */
export const deviceIsElsewhere = (at: Date) => inNewYork(at) !== onDevice(at);

/** " (New York time)" when the device is elsewhere, else nothing; in the reader's language. */
export const newYorkNote = (at: Date | string) =>
  deviceIsElsewhere(new Date(at)) ? ` (${i18n.t(NEW_YORK_TIME)})` : "";

const pad = (n: number) => String(n).padStart(2, "0");

/** A datetime-local input's value for an instant, as New York's wall clock shows it. */
export function toNewYorkInput(at: Date): string {
  const [date, time] = inNewYork(at).split(", ");
  const [month, day, year] = date!.split("/").map(Number);
  return `${year}-${pad(month!)}-${pad(day!)}T${time}`;
}

/** The instant a datetime-local value ("2026-11-27T19:30") names on New York's wall clock. */
export function fromNewYorkInput(value: string): Date {
  const [date, time] = value.split("T");
  const [year, month, day] = date!.split("-").map(Number);
  const [hour, minute] = time!.split(":").map(Number);
  const naive = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  // The offset of that day (EST or EDT), checked once more across a change of clocks.
  const first = naive - newYorkOffsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - newYorkOffsetMinutes(new Date(first)) * 60_000);
}
