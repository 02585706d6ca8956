import { eventHref } from "@/client/lib/event-links";
import { paths } from "@/client/lib/paths";
import { notificationText } from "@/shared/notification-text";
import type { Notification } from "@/shared/schemas/notifications";

/** The screen that shows what a notification is about. */
function screenOf(n: Notification): string {
  switch (n.kind) {
    case "match":
    case "message":
      return `${paths.matching}?tab=history&chat=${encodeURIComponent(n.objectId)}`;
    case "suggestion":
      return paths.matching;
    case "endorsement":
      return paths.profile;
    case "promptAsked":
      return paths.circle;
    case "waitlistPromoted":
      return eventHref(n.objectId);
    case "dateShared":
    case "homeSafe":
    case "warning":
      return paths.home;
  }
}

/** What happened, in first names (the same words as its mail), and the screen that shows it. */
export function describeNotification(n: Notification): { text: string; to: string } {
  return { text: notificationText(n), to: screenOf(n) };
}
