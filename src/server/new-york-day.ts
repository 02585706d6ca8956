import { DAY_MS, NEW_YORK_TIME_ZONE } from "../shared/constants";

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it.
const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: NEW_YORK_TIME_ZONE,
  timeZoneName: "longOffset",
});

/** Minutes New York is ahead of UTC at the given instant (negative: behind). */
function newYorkOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * The New York calendar day containing `now`, as [start, end): daily allowances (free pairings,
 * quiz attempts) are counted per local day of the community Vouch serves, whatever the server's time zone.
 */
export function newYorkDay(now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + newYorkOffsetMinutes(now) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start = new Date(midnightAsUtc - newYorkOffsetMinutes(new Date(midnightAsUtc)) * 60_000);
  const nextAsUtc = midnightAsUtc + DAY_MS;
  const end = new Date(nextAsUtc - newYorkOffsetMinutes(new Date(nextAsUtc)) * 60_000);
  return { start, end };
}
