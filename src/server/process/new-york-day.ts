import { DAY_MS } from "#shared/constants";
import { newYorkOffsetMinutes } from "#shared/new-york-offset";

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
