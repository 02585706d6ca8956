import { NEW_YORK_TIME_ZONE } from "./constants";
import { dateFormat } from "./date-format";
import type { Language } from "./i18n/languages";

// New York's wall clock needs Intl's time zones (date-fns has none); times on the device's own
// clock use date-fns. Kept apart from date-fns, so the screens showing event times don't load it.
const eventTimeIn = (locale: string) =>
  dateFormat(
    {
      timeZone: NEW_YORK_TIME_ZONE,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    },
    locale,
  );
const eventTime = { en: eventTimeIn("en-US"), es: eventTimeIn("es-US") };

/** "Fri, Nov 27, 7:00 PM" ("vie, 27 nov, 7:00 p.m." in Spanish) */
export function formatEventTime(iso: string | Date, language: Language = "en"): string {
  return eventTime[language](new Date(iso));
}
