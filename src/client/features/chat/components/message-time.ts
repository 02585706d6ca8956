import { format, isSameDay } from "date-fns";
import { DAY_MS } from "@/shared/constants";
import { onDeviceClock } from "@/client/lib/on-device-clock";

/** A message's time: "9:38 AM" today, "Mon 9:38 AM" this week, "Nov 17, 9:38 AM" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = onDeviceClock(iso);
  if (isSameDay(at, onDeviceClock(now))) return format(at, "h:mm a");
  if (now.getTime() - at.getTime() < 6 * DAY_MS) return format(at, "EEE h:mm a");
  return format(at, "MMM d, h:mm a");
}
