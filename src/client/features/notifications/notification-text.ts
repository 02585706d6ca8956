import { formatEventTime } from "@/client/lib/format-date";
import { describeNotification as describe } from "@/shared/notification-text";
import type { Notification } from "@/shared/schemas/notifications";

/** What happened, in first names, and the screen that shows it (the wording's home is shared). */
export const describeNotification = (n: Notification) => describe(n, formatEventTime);
