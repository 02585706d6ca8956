import { NEW_YORK_TIME_ZONE } from "./constants";

// Made the first time it is needed, then kept: building an Intl.DateTimeFormat with a time zone
// costs far more than formatting with it, and a screen that merely imports this shouldn't pay it.
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Minutes New York is ahead of UTC at the given instant (negative: behind; EST or EDT). */
export function newYorkOffsetMinutes(at: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: NEW_YORK_TIME_ZONE,
    timeZoneName: "longOffset",
  });
  const name = offsetFormat.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
