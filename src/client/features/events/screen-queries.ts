import type { ScreenReads } from "@/client/lib/screen-reads";
import { calendarEventsQueryOptions, upcomingEventsQueryOptions } from "./api";
import { comingFriday, newYorkDate } from "./fridays";

/** What /events reads as it is first drawn: the list, and the calendar's first four Fridays. */
export const screenQueries = (): ScreenReads => [
  upcomingEventsQueryOptions,
  calendarEventsQueryOptions(comingFriday(newYorkDate(new Date()))),
];
