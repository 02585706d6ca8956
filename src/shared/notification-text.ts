import type { NotificationKind } from "./schemas/notifications";

/** What a notification says happened: first names only, never anything a member wrote. */
export function notificationText(n: {
  kind: NotificationKind;
  actorFirstName: string | null;
  count: number;
}): string {
  const someone = n.actorFirstName ?? "Someone";
  switch (n.kind) {
    case "suggestion":
      return `A new suggestion for you: ${someone}`;
    case "match":
      return `${someone} matched with you: say hello`;
    case "message":
      return n.count > 1
        ? `${someone} sent you ${n.count} messages`
        : `${someone} sent you a message`;
    case "endorsement":
      return `${someone} wrote about you: approve or hide it`;
    case "promptAsked":
      return `${someone} asked you to answer a prompt about them`;
    case "waitlistPromoted":
      return "A seat came free: you're going to the event";
    case "dateShared":
      return `${someone} shared a date plan with you`;
    case "homeSafe":
      return `${someone} is home safe`;
    case "warning":
      return "A moderator sent you a warning: please read it";
  }
}

/** Each kind by name, for its preference in Settings and an unsubscribe's confirmation. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: "New messages",
  match: "New matches",
  suggestion: "Suggestions in Match for You",
  endorsement: "Friends' words waiting for you",
  promptAsked: "Prompts friends ask you to answer",
  waitlistPromoted: "A seat from an event's waitlist",
  dateShared: "Date plans friends share with you",
  homeSafe: "Friends home safe from a date",
  warning: "Moderators' warnings",
};
