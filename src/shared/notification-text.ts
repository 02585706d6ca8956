import { messageKey } from "./i18n/i18n";
import { APP_PATHS, eventPath, pairingSuggestionsPath } from "./app-paths";
import { formatEventTime } from "./event-time";
import type { Notification, NotificationKind } from "./schemas/notifications";
import { depositBackText } from "./texts";
import type { TFunction } from "./i18n/i18n";
import type { Language } from "./i18n/languages";

/** What a notification's words need: never anything a member wrote. */
export type DescribedNotification = Pick<
  Notification,
  "kind" | "objectId" | "actorFirstName" | "count" | "event" | "emoji"
>;

/**
 * What happened, in first names, and the screen that shows it, said with `t`: the bell's list,
 * its mails and its pushes say the same.
 */
export function describeNotification(
  n: DescribedNotification,
  t: TFunction,
  language: Language = "en",
): { text: string; to: string } {
  const someone = n.actorFirstName ?? t("Someone");
  const chat = `${APP_PATHS.matching}?tab=history&chat=${encodeURIComponent(n.objectId)}`;
  const event = n.event;
  switch (n.kind) {
    case "suggestion":
      return {
        text: t("A new suggestion for you: {someone}", { someone }),
        to: APP_PATHS.matching,
      };
    case "match":
      return { text: t("{someone} matched with you: say hello", { someone }), to: chat };
    case "message":
      return {
        text:
          n.count > 1
            ? t("{someone} sent you {count} messages", { someone, count: n.count })
            : t("{someone} sent you a message", { someone }),
        to: chat,
      };
    case "reaction":
      return {
        text: n.emoji
          ? t("{someone} reacted {emoji} to your message", { someone, emoji: n.emoji })
          : t("{someone} reacted to your message", { someone }),
        to: chat,
      };
    case "endorsement":
      return {
        text: t("{someone} wrote about you: approve or hide it", { someone }),
        to: APP_PATHS.profile,
      };
    case "promptAsked":
      return {
        text: t("{someone} asked you to answer a prompt about them", { someone }),
        to: APP_PATHS.circle,
      };
    case "waitlistPromoted":
      return {
        text: event
          ? t("A seat came free: you're going to {title}", { title: event.title })
          : t("A seat came free: you're going to the event"),
        to: eventPath(n.objectId),
      };
    case "eventTomorrow": {
      if (!event)
        return { text: t("An event you're going to is tomorrow"), to: eventPath(n.objectId) };
      const tomorrow = t("Tomorrow: {title} at {venue}, {time}.", {
        title: event.title,
        venue: event.venue,
        time: formatEventTime(event.startsAt, language),
      });
      return {
        text:
          event.depositRequired > 0
            ? `${tomorrow} ${depositBackText(t, event.depositRequired)}`
            : tomorrow,
        to: eventPath(n.objectId),
      };
    }
    case "eventChanged":
      return {
        text: event
          ? t("{title} changed: now {time} at {venue}", {
              title: event.title,
              time: formatEventTime(event.startsAt, language),
              venue: event.venue,
            })
          : t("An event you're going to changed its time or place"),
        to: eventPath(n.objectId),
      };
    case "eventCancelled":
      return {
        text: !event
          ? t("An event was cancelled")
          : event.depositRequired > 0
            ? t("{title} was cancelled: your deposit is back", { title: event.title })
            : t("{title} was cancelled", { title: event.title }),
        to: eventPath(n.objectId),
      };
    case "hostMessage":
      return {
        text: event
          ? t("The host of {title} sent a message", { title: event.title })
          : t("The host of an event you're going to sent a message"),
        to: eventPath(n.objectId),
      };
    case "pairInvited":
      return {
        text: event
          ? t("{someone} asked you to come as a pair to {title}: confirm or decline", {
              someone,
              title: event.title,
            })
          : t("{someone} asked you to come as a pair to an event: confirm or decline", {
              someone,
            }),
        to: eventPath(n.objectId),
      };
    case "pairConfirmed":
      return {
        text: event
          ? t("{someone} confirmed: you're coming as a pair to {title}", {
              someone,
              title: event.title,
            })
          : t("{someone} confirmed: you're coming as a pair to the event", { someone }),
        to: eventPath(n.objectId),
      };
    case "pairDeclined":
      return {
        text: event
          ? t("{someone} can't come with you to {title}: your own seat is kept", {
              someone,
              title: event.title,
            })
          : t("{someone} can't come with you to the event: your own seat is kept", { someone }),
        to: eventPath(n.objectId),
      };
    case "pairingWaiting":
      return {
        text: t("{someone} suggested a match for your friend: approve or decline it", { someone }),
        to: pairingSuggestionsPath,
      };
    case "pairingApproved":
      return {
        text: t("{someone} approved the match you suggested", { someone }),
        to: pairingSuggestionsPath,
      };
    case "pairingMatched":
      return { text: t("Two friends you introduced matched"), to: pairingSuggestionsPath };
    case "invitationAnswered":
      return {
        text: t("{someone} confirmed they're your friend on Vouch", { someone }),
        to: APP_PATHS.circle,
      };
    case "photosConfirmed":
      return {
        text: t("{someone} confirmed your photos are really you", { someone }),
        to: APP_PATHS.profile,
      };
    case "friendJoined":
      return {
        text: t("{someone} joined Vouch from your invite", { someone }),
        to: APP_PATHS.circle,
      };
    case "yourTurn":
      return {
        text: t("{someone} is waiting for your answer: it's your turn", { someone }),
        to: chat,
      };
    case "dateShared":
      return { text: t("{someone} shared a date plan with you", { someone }), to: APP_PATHS.home };
    case "homeSafe":
      return { text: t("{someone} is home safe", { someone }), to: APP_PATHS.home };
    case "warning":
      return { text: t("A moderator sent you a warning: please read it"), to: APP_PATHS.home };
    case "debriefAsked":
      return {
        text: t("How did it go with {someone}? Two private questions for you", { someone }),
        to: APP_PATHS.home,
      };
    case "coupleThanks":
      return {
        text: t("Two friends you introduced found each other. Thank you: +1 couple"),
        to: APP_PATHS.profile,
      };
  }
}

/**
 * Each kind by name, for its preference in Settings and an unsubscribe's confirmation: English
 * keys, said with `t(NOTIFICATION_KIND_LABELS[kind])`.
 */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: messageKey("New messages"),
  match: messageKey("New matches"),
  reaction: messageKey("Reactions to your messages"),
  yourTurn: messageKey("Reminders that it's your turn"),
  suggestion: messageKey("Suggestions in Match for You"),
  endorsement: messageKey("Friends' words waiting for you"),
  promptAsked: messageKey("Prompts friends ask you to answer"),
  pairingWaiting: messageKey("Pairings waiting for your answer"),
  pairingApproved: messageKey("Pairings you suggested, approved"),
  pairingMatched: messageKey("Friends you introduced who matched"),
  invitationAnswered: messageKey("Friends confirming your invitation"),
  friendJoined: messageKey("Friends joining from your invite"),
  photosConfirmed: messageKey("Friends confirming your photos"),
  waitlistPromoted: messageKey("A seat from an event's waitlist"),
  eventTomorrow: messageKey("Events you're going to, the day before"),
  eventChanged: messageKey("Events you're going to, moved or changed"),
  eventCancelled: messageKey("Events you're going to, cancelled"),
  hostMessage: messageKey("Messages from an event's host"),
  pairInvited: messageKey("Friends asking you to come to an event as a pair"),
  pairConfirmed: messageKey("Friends confirming they come with you as a pair"),
  pairDeclined: messageKey("Friends who can't come with you as a pair"),
  dateShared: messageKey("Date plans friends share with you"),
  homeSafe: messageKey("Friends home safe from a date"),
  warning: messageKey("Moderators' warnings"),
  debriefAsked: messageKey("Questions the day after you met a match"),
  coupleThanks: messageKey("Couples you introduced"),
};
