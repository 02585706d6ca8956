import { NEW_YORK_TIME_ZONE } from "@/shared/constants";
import { dateFormat } from "@/shared/date-format";
import { i18n } from "@/shared/i18n/i18n";

/** Calendar dates as "YYYY-MM-DD" in New York, where every event happens. */
export type IsoDate = string;

const isoDay = dateFormat(
  { timeZone: NEW_YORK_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" },
  "en-CA",
);

/** The New York date of an instant. */
export const newYorkDate = (at: Date | string): IsoDate => isoDay(new Date(at));

const asUtc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = asUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first Friday the calendar shows: today when it is Friday, else the coming one. */
export function comingFriday(today: IsoDate): IsoDate {
  const weekday = asUtc(today).getUTCDay();
  return addDays(today, (5 - weekday + 7) % 7);
}

/** `count` Fridays a week apart from `first`. */
export const fridaysFrom = (first: IsoDate, count: number): IsoDate[] =>
  Array.from({ length: count }, (_, i) => addDays(first, 7 * i));

// In the reader's language, made when asked: the language can change while the page is open.
const tileDate = (at: Date) =>
  new Intl.DateTimeFormat(i18n.language, {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(at);
const rangeDate = (at: Date) =>
  new Intl.DateTimeFormat(i18n.language, {
    timeZone: "UTC",
    month: "short",
    day: "numeric",
  }).format(at);

/** "Fri, Nov 27" */
export const formatFriday = (date: IsoDate) => tileDate(asUtc(date));
/** "Nov 27 – Dec 18" */
export const formatRange = (first: IsoDate, last: IsoDate) =>
  `${rangeDate(asUtc(first))} – ${rangeDate(asUtc(last))}`;
