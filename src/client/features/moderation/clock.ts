import type { TFunction } from "@/shared/i18n/i18n";

const HOUR_MS = 3_600_000;

/** The 24-hour promise as a moderator reads it: "Due in 5 h", "Overdue by 6 h". */
export function dueLabel(t: TFunction, dueAt: string, now = Date.now()): string {
  const left = new Date(dueAt).getTime() - now;
  const hours = Math.max(1, Math.round(Math.abs(left) / HOUR_MS));
  if (left < 0) return t("Overdue by {hours} h", { hours });
  return left < HOUR_MS ? t("Due within the hour") : t("Due in {hours} h", { hours });
}

/** "3 h ago", "2 d ago". */
export function agoLabel(t: TFunction, at: string, now = Date.now()): string {
  const hours = Math.floor((now - new Date(at).getTime()) / HOUR_MS);
  if (hours < 1) return t("under an hour ago");
  return hours < 48
    ? t("{hours} h ago", { hours })
    : t("{days} d ago", { days: Math.floor(hours / 24) });
}
