/**
 * The time zone a member's device keeps, as their browser reports it in a cookie, so a screen the
 * server draws shows times as the device will (decision 0045): the app hydrates that page, and a
 * time drawn on another clock would make it draw the page anew.
 */
export const DEVICE_TIME_ZONE_COOKIE = "vouch_tz";

/** `name` when it is a time zone this runtime knows, else undefined. */
export function knownTimeZone(name: string | undefined): string | undefined {
  if (!name || name.length > 64) return undefined;
  // Asked on every drawn page load: a zone is checked (an Intl format built) once per name.
  if (!checked.has(name)) {
    if (checked.size >= 1_000) checked.clear();
    checked.set(name, resolved(name));
  }
  return checked.get(name);
}

const checked = new Map<string, string | undefined>();

function resolved(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
