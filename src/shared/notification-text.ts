import { APP_PATHS, eventPath, pairingSuggestionsPath } from "./app-paths";
import { formatEventTime } from "./event-time";
import type { Notification, NotificationKind } from "./schemas/notifications";
import { depositBackText } from "./texts";

/** What a notification's words need: never anything a member wrote. */
export type DescribedNotification = Pick<
  Notification,
  "kind" | "objectId" | "actorFirstName" | "count" | "event" | "emoji"
>;

/**
 * What happened, in first names, and the screen that shows it: the bell's list, its mails and
 * its pushes say the same.
 */
export function describeNotification(n: DescribedNotification): { text: string; to: string } {
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
    case "reaction":
      return {
        text: n.emoji
          ? `${someone} reacted ${n.emoji} to your message`
          : `${someone} reacted to your message`,
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
          ? `Tomorrow: ${n.event.title} at ${n.event.venue}, ${formatEventTime(n.event.startsAt)}.${
              n.event.depositRequired > 0 ? ` ${depositBackText(n.event.depositRequired)}` : ""
            }`
          : "An event you're going to is tomorrow",
        to: eventPath(n.objectId),
      };
    case "eventChanged":
      return {
        text: n.event
          ? `${n.event.title} changed: now ${formatEventTime(n.event.startsAt)} at ${n.event.venue}`
          : "An event you're going to changed its time or place",
        to: eventPath(n.objectId),
      };
    case "eventCancelled":
      return {
        text: `${n.event?.title ?? "An event"} was cancelled${
          n.event && n.event.depositRequired > 0 ? ": your deposit is back" : ""
        }`,
        to: eventPath(n.objectId),
      };
    case "hostMessage":
      return {
        text: `The host of ${n.event?.title ?? "an event you're going to"} sent a message`,
        to: eventPath(n.objectId),
      };
    case "pairInvited":
      return {
        text: `${someone} asked you to come as a pair to ${n.event?.title ?? "an event"}: confirm or decline`,
        to: eventPath(n.objectId),
      };
    case "pairConfirmed":
      return {
        text: `${someone} confirmed: you're coming as a pair to ${n.event?.title ?? "the event"}`,
        to: eventPath(n.objectId),
      };
    case "pairDeclined":
      return {
        text: `${someone} can't come with you to ${n.event?.title ?? "the event"}: your own seat is kept`,
        to: eventPath(n.objectId),
      };
    case "pairingWaiting":
      return {
        text: `${someone} suggested a match for your friend: approve or decline it`,
        to: pairingSuggestionsPath,
      };
    case "pairingApproved":
      return { text: `${someone} approved the match you suggested`, to: pairingSuggestionsPath };
    case "pairingMatched":
      return { text: "Two friends you introduced matched", to: pairingSuggestionsPath };
    case "invitationAnswered":
      return { text: `${someone} confirmed they're your friend on Vouch`, to: APP_PATHS.circle };
    case "photosConfirmed":
      return { text: `${someone} confirmed your photos are really you`, to: APP_PATHS.profile };
    case "friendJoined":
      return { text: `${someone} joined Vouch from your invite`, to: APP_PATHS.circle };
    case "yourTurn":
      return { text: `${someone} is waiting for your answer: it's your turn`, to: chat };
    case "dateShared":
      return { text: `${someone} shared a date plan with you`, to: APP_PATHS.home };
    case "homeSafe":
      return { text: `${someone} is home safe`, to: APP_PATHS.home };
    case "warning":
      return { text: "A moderator sent you a warning: please read it", to: APP_PATHS.home };
    case "debriefAsked":
      return {
        text: `How did it go with ${someone}? Two private questions for you`,
        to: APP_PATHS.home,
      };
    case "coupleThanks":
      return {
        text: "Two friends you introduced found each other. Thank you: +1 couple",
        to: APP_PATHS.profile,
      };
  }
}

/** Each kind by name, for its preference in Settings and an unsubscribe's confirmation. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: "New messages",
  match: "New matches",
  reaction: "Reactions to your messages",
  yourTurn: "Reminders that it's your turn",
  suggestion: "Suggestions in Match for You",
  endorsement: "Friends' words waiting for you",
  promptAsked: "Prompts friends ask you to answer",
  pairingWaiting: "Pairings waiting for your answer",
  pairingApproved: "Pairings you suggested, approved",
  pairingMatched: "Friends you introduced who matched",
  invitationAnswered: "Friends confirming your invitation",
  friendJoined: "Friends joining from your invite",
  photosConfirmed: "Friends confirming your photos",
  waitlistPromoted: "A seat from an event's waitlist",
  eventTomorrow: "Events you're going to, the day before",
  eventChanged: "Events you're going to, moved or changed",
  eventCancelled: "Events you're going to, cancelled",
  hostMessage: "Messages from an event's host",
  pairInvited: "Friends asking you to come to an event as a pair",
  pairConfirmed: "Friends confirming they come with you as a pair",
  pairDeclined: "Friends who can't come with you as a pair",
  dateShared: "Date plans friends share with you",
  homeSafe: "Friends home safe from a date",
  warning: "Moderators' warnings",
  debriefAsked: "Questions the day after you met a match",
  coupleThanks: "Couples you introduced",
};
