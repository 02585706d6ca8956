const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * "3 minutes ago", "in 2 days", in the reader's language: one unit, rounded, with the units
 * formatDistanceStrict chose before (a month is 30 days).
 */
export function relativeTime(when: Date | string, now: number, language: string): string {
  const ms = new Date(when).getTime() - now;
  const size = Math.abs(ms);
  const [unit, per]: [Intl.RelativeTimeFormatUnit, number] =
    size < MINUTE
      ? ["second", 1000]
      : size < HOUR
        ? ["minute", MINUTE]
        : size < DAY
          ? ["hour", HOUR]
          : size < MONTH
            ? ["day", DAY]
            : size < YEAR
              ? ["month", MONTH]
              : ["year", YEAR];
  const value = Math.round(ms / per);
  return new Intl.RelativeTimeFormat(language, { numeric: "always" }).format(
    // "0 seconds ago" rather than "in 0 seconds".
    value === 0 ? -0 : value,
    unit,
  );
}
