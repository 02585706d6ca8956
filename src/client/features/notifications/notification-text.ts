import { eventHref } from "@/client/lib/event-links";
import { formatEventTime } from "@/client/lib/format-date";
import { paths } from "@/client/lib/paths";
import { depositBackText } from "@/shared/texts";
import type { Notification } from "@/shared/schemas/notifications";

const someone = (n: Notification) => n.actorFirstName ?? "Someone";

/** What happened, in first names, and the screen that shows it. */
export function describeNotification(n: Notification): { text: string; to: string } {
  const chat = `${paths.matching}?tab=history&chat=${encodeURIComponent(n.objectId)}`;
  switch (n.kind) {
    case "suggestion":
      return { text: `A new suggestion for you: ${someone(n)}`, to: paths.matching };
    case "match":
      return { text: `${someone(n)} matched with you: say hello`, to: chat };
    case "message":
      return {
        text:
          n.count > 1
            ? `${someone(n)} sent you ${n.count} messages`
            : `${someone(n)} sent you a message`,
        to: chat,
      };
    case "endorsement":
      return { text: `${someone(n)} wrote about you: approve or hide it`, to: paths.profile };
    case "promptAsked":
      return { text: `${someone(n)} asked you to answer a prompt about them`, to: paths.circle };
    case "waitlistPromoted":
      return {
        text: `A seat came free: you're going to ${n.event?.title ?? "the event"}`,
        to: eventHref(n.objectId),
      };
    case "eventTomorrow":
      return {
        text: n.event
          ? `Tomorrow: ${n.event.title} at ${n.event.venue}, ${formatEventTime(n.event.startsAt)}.${
              n.event.depositRequired > 0 ? ` ${depositBackText(n.event.depositRequired)}` : ""
            }`
          : "An event you're going to is tomorrow",
        to: eventHref(n.objectId),
      };
    case "yourTurn":
      return { text: `${someone(n)} is waiting for your answer: it's your turn`, to: chat };
    case "dateShared":
      return { text: `${someone(n)} shared a date plan with you`, to: paths.home };
    case "homeSafe":
      return { text: `${someone(n)} is home safe`, to: paths.home };
    case "warning":
      return { text: "A moderator sent you a warning: please read it", to: paths.home };
  }
}
