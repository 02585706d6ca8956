const HOUR_MS = 3_600_000;

/** The 24-hour promise as a moderator reads it: "Due in 5 h", "Overdue by 6 h". */
export function dueLabel(dueAt: string, now = Date.now()): string {
  const left = new Date(dueAt).getTime() - now;
  const hours = Math.max(1, Math.round(Math.abs(left) / HOUR_MS));
  if (left < 0) return `Overdue by ${hours} h`;
  return left < HOUR_MS ? "Due within the hour" : `Due in ${hours} h`;
}

/** "3 h ago", "2 d ago". */
export function agoLabel(at: string, now = Date.now()): string {
  const hours = Math.floor((now - new Date(at).getTime()) / HOUR_MS);
  if (hours < 1) return "under an hour ago";
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} d ago`;
}
