import { APP_PATHS, eventPath } from "./app-paths";
import type { Notification } from "./schemas/notifications";
import { depositBackText } from "./texts";

export type DescribedNotification = Pick<
  Notification,
  "kind" | "objectId" | "actorFirstName" | "count" | "event"
>;

/**
 * What happened, in first names, never anything a member wrote, and the screen that shows it:
 * the bell's list and push notifications say the same. `eventTime` words an event's start (the
 * app's and the server's formatter for New York's wall clock).
 */
export function describeNotification(
  n: DescribedNotification,
  eventTime: (iso: string) => string,
): { text: string; to: string } {
  const someone = n.actorFirstName ?? "Someone";
  const chat = `${APP_PATHS.matching}?tab=history&chat=${encodeURIComponent(n.objectId)}`;
  switch (n.kind) {
    case "suggestion":
      return { text: `A new suggestion for you: ${someone}`, to: APP_PATHS.matching };
    case "match":
      return { text: `${someone} matched with you: say hello`, to: chat };
    case "message":
      return {
        text:
          n.count > 1 ? `${someone} sent you ${n.count} messages` : `${someone} sent you a message`,
        to: chat,
      };
    case "endorsement":
      return { text: `${someone} wrote about you: approve or hide it`, to: APP_PATHS.profile };
    case "promptAsked":
      return {
        text: `${someone} asked you to answer a prompt about them`,
        to: APP_PATHS.circle,
      };
    case "waitlistPromoted":
      return {
        text: `A seat came free: you're going to ${n.event?.title ?? "the event"}`,
        to: eventPath(n.objectId),
      };
    case "eventTomorrow":
      return {
        text: n.event
          ? `Tomorrow: ${n.event.title} at ${n.event.venue}, ${eventTime(n.event.startsAt)}.${
              n.event.depositRequired > 0 ? ` ${depositBackText(n.event.depositRequired)}` : ""
            }`
          : "An event you're going to is tomorrow",
        to: eventPath(n.objectId),
      };
    case "yourTurn":
      return { text: `${someone} is waiting for your answer: it's your turn`, to: chat };
    case "dateShared":
      return { text: `${someone} shared a date plan with you`, to: APP_PATHS.home };
    case "homeSafe":
      return { text: `${someone} is home safe`, to: APP_PATHS.home };
    case "warning":
      return { text: "A moderator sent you a warning: please read it", to: APP_PATHS.home };
  }
}
