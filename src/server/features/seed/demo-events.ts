import { NEW_YORK_TIME_ZONE } from "#shared/constants";
import { newYorkOffsetMinutes } from "#shared/new-york-offset";
import type { Neighborhood } from "#shared/options";

export interface DemoEvent {
  title: string;
  description: string;
  venue: string;
  venueAddress: string;
  neighborhood: Neighborhood;
  /** Which coming Friday: 0 is the next one. */
  fridayOffset: number;
  /** Local New York time. */
  hour: number;
  minute: number;
  capacity: number;
  depositRequired: number;
  /** How long it lasts. */
  hours: number;
  /** Instead of a Friday: started this long before the seed ran, so check-in is open now. */
  startedHoursAgo?: number;
  /** Seated at tables, with a pair among its guests and its host's seating published. */
  tables?: true;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Books & Bubbles",
    description:
      "Bring the last book you loved; leave with a recommendation and maybe a date. Sparkling wine on the house.",
    venue: "Housing Works Bookstore Cafe",
    venueAddress: "126 Crosby St",
    neighborhood: "SoHo",
    fridayOffset: 0,
    hour: 19,
    minute: 0,
    capacity: 16,
    depositRequired: 3,
    hours: 3,
  },
  {
    title: "Vinyl Listening Night",
    description:
      "Side A, side B, and conversation in between. Members' picks played in full on a proper hi-fi.",
    venue: "Rough Trade",
    venueAddress: "64 N 9th St",
    neighborhood: "Williamsburg",
    fridayOffset: 0,
    hour: 20,
    minute: 30,
    capacity: 8,
    depositRequired: 5,
    hours: 3,
  },
  {
    title: "Chess & Wine in the Village",
    description: "Casual games for all levels at long wooden tables. Losers pour the next glass.",
    venue: "The Uncommons",
    venueAddress: "230 Thompson St",
    neighborhood: "West Village",
    fridayOffset: 1,
    hour: 19,
    minute: 0,
    capacity: 20,
    depositRequired: 2,
    hours: 3,
    tables: true,
  },
  {
    title: "Natural Wine Tasting",
    description: "Six pours from small producers, guided by a sommelier who promises no jargon.",
    venue: "Chelsea Market",
    venueAddress: "75 9th Ave",
    neighborhood: "Chelsea",
    fridayOffset: 2,
    hour: 19,
    minute: 30,
    capacity: 10,
    depositRequired: 5,
    hours: 3,
  },
  {
    title: "Beer Garden Social",
    description: "Long tables, pretzels and Czech lager under the trees. Introductions guaranteed.",
    venue: "Bohemian Hall & Beer Garden",
    venueAddress: "29-19 24th Ave",
    neighborhood: "Astoria",
    fridayOffset: 3,
    hour: 18,
    minute: 30,
    capacity: 24,
    depositRequired: 0,
    hours: 3,
  },
  {
    title: "Soirée Française",
    description:
      "French conversation for every level, then a film short and a cheese board. Allez!",
    venue: "Union Hall",
    venueAddress: "702 Union St",
    neighborhood: "Park Slope",
    fridayOffset: 5,
    hour: 19,
    minute: 0,
    capacity: 12,
    depositRequired: 3,
    hours: 3,
  },
  {
    title: "Coffee & Crosswords Drop-in",
    description:
      "Happening now: grab a pencil and a stranger, solve the Saturday puzzle together. Walk in while seats last: RSVP here, then check in with the code at the counter.",
    venue: "Café Grumpy",
    venueAddress: "224 W 20th St",
    neighborhood: "Chelsea",
    fridayOffset: 0,
    hour: 0,
    minute: 0,
    capacity: 12,
    depositRequired: 2,
    startedHoursAgo: 1,
    hours: 4,
  },
];

/** When a demo event starts, relative to the moment of seeding. */
export function demoEventStart(now: Date, event: DemoEvent): Date {
  if (event.startedHoursAgo !== undefined) {
    const minute = 60_000;
    return new Date(
      Math.floor(now.getTime() / minute) * minute - event.startedHoursAgo * 3_600_000,
    );
  }
  return fridayInNewYork(now, event.fridayOffset, event.hour, event.minute);
}

/** The calendar date in New York at the given instant. */
function newYorkDate(at: Date): { year: number; month: number; day: number; weekday: number } {
  const f = new Intl.DateTimeFormat("en-US", {
    timeZone: NEW_YORK_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    weekday: "short",
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: weekdays.indexOf(p.weekday!),
  };
}

/**
 * The start of a demo event: the `fridayOffset`-th Friday after today in New York (a Friday
 * today counts only if it is still before noon), at the event's local time.
 */
export function fridayInNewYork(
  now: Date,
  fridayOffset: number,
  hour: number,
  minute: number,
): Date {
  const today = newYorkDate(now);
  let daysAhead = (5 - today.weekday + 7) % 7;
  const utcMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const localMinutes = (((utcMinutes + newYorkOffsetMinutes(now)) % 1440) + 1440) % 1440;
  if (daysAhead === 0 && localMinutes >= 12 * 60) daysAhead = 7;
  daysAhead += 7 * fridayOffset;
  const naiveUtc = Date.UTC(today.year, today.month - 1, today.day + daysAhead, hour, minute);
  // Local wall time → UTC: subtract New York's offset on that day (EST or EDT).
  return new Date(naiveUtc - newYorkOffsetMinutes(new Date(naiveUtc)) * 60_000);
}
