import { z } from "zod";

/**
 * What a notification is about (docs/decisions/0040-notifications.md). Each names
 * the object it is about; the client words it and links it to its screen.
 */
export const NOTIFICATION_KINDS = [
  // A new suggestion in Match for You.
  "suggestion",
  // Someone accepted the member: a new match.
  "match",
  // Messages in a conversation, one row per conversation counting them.
  "message",
  // The partner reacted to the member's message (the kind of reaction, never the message).
  "reaction",
  // A friend's words about the member wait for their approval.
  "endorsement",
  // A friend asked the member to answer a prompt about them.
  "promptAsked",
  // A seat at an event came free for the member on its waitlist.
  "waitlistPromoted",
  // A friend shared a date plan with the member, or marked it home safe.
  "dateShared",
  "homeSafe",
  // A moderator warned the member.
  "warning",
  // Pairings: one waits for the member's answer; one they suggested was approved; two friends
  // one introduced matched (the suggester's and the target's).
  "pairingWaiting",
  "pairingApproved",
  "pairingMatched",
  // Circle: a member confirmed they are the member's friend; a friend joined from their invite.
  "invitationAnswered",
  "friendJoined",
  // A friend who met the member at an event confirmed their photos are really them.
  "photosConfirmed",
  // Reminders: it has been the member's turn for a day; an event they go to is tomorrow.
  "yourTurn",
  "eventTomorrow",
  // An event the member goes to or waits for: its host changed the time or venue, cancelled it
  // (deposits given back), or sent everyone going a message (shown on the event).
  "eventChanged",
  "eventCancelled",
  "hostMessage",
  // Come as a pair: a friend named the member as their wingperson at an event (confirm within
  // 48 h); the wingperson confirmed; the wingperson declined or let it expire.
  "pairInvited",
  "pairConfirmed",
  "pairDeclined",
  // The day after the member met a match a friend introduced: two private questions wait.
  "debriefAsked",
  // Two members the member introduced both said "We found each other": +1 couple.
  "coupleThanks",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds about an event, which carry its title, venue, time and deposit (`event`). */
export const EVENT_NOTIFICATION_KINDS: NotificationKind[] = [
  "waitlistPromoted",
  "eventTomorrow",
  "eventChanged",
  "eventCancelled",
  "hostMessage",
  "pairInvited",
  "pairConfirmed",
  "pairDeclined",
];

/** The most a page of the list holds. */
export const NOTIFICATIONS_PAGE = 50;

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The object it is about: a match (match, message, yourTurn), a suggestion, an endorsement (endorsement, promptAsked), an event, a date plan, a
   * moderator's warning. */
  objectId: z.string(),
  /** Who did it, by first name only; null when nobody in particular. */
  actorFirstName: z.string().nullable(),
  /** The emoji of a reaction notification (never the message); null otherwise. */
  emoji: z.string().nullable(),
  /** Messages a message notification stands for (grouped per conversation); 1 otherwise. */
  count: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  /** The event an event notification is about (waitlistPromoted, eventTomorrow); null otherwise. */
  event: z
    .object({
      title: z.string(),
      venue: z.string(),
      startsAt: z.iso.datetime(),
      depositRequired: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadCountResponse = z.infer<typeof unreadCountSchema>;

export const notificationParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * Where a notification may go besides the app. Each channel has its own preference per kind, so
 * another channel (web push) is one more value here, and rows in the same table.
 */
export const NOTIFICATION_CHANNELS = ["email", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** How a kind of notification goes out on a channel. */
export const DELIVERY_MODES = ["immediately", "digest", "off"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** The modes a channel offers: a push is news now or nothing, never a digest. */
export const CHANNEL_MODES: Record<NotificationChannel, readonly DeliveryMode[]> = {
  email: DELIVERY_MODES,
  push: ["immediately", "off"],
};

/**
 * What a member gets until they choose: messages and matches at once (by push
 * on a device that takes it, else by email: the mail job leaves those to push), the rest in the
 * daily email digest.
 */
export function defaultDeliveryMode(kind: NotificationKind, channel: NotificationChannel) {
  // An invitation to come as a pair lapses in 48 h: a digest could come too late.
  const atOnce = kind === "message" || kind === "match" || kind === "pairInvited";
  if (channel === "push") return atOnce ? "immediately" : "off";
  return atOnce ? "immediately" : "digest";
}

export const notificationPreferenceSchema = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS),
    channel: z.enum(NOTIFICATION_CHANNELS),
    mode: z.enum(DELIVERY_MODES),
  })
  .refine((p) => CHANNEL_MODES[p.channel].includes(p.mode), {
    message: "Push notifications come right away or not at all: there's no push digest",
    path: ["mode"],
  });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every kind on every channel, with the member's choice or the default. */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(notificationPreferenceSchema),
  paused: z
    .boolean()
    .describe(
      "Pause all notifications: nothing is mailed or pushed, whatever the choices per kind; the in-app list is still kept",
    ),
});

export const pauseNotificationsSchema = z.strictObject({
  paused: z.boolean({ error: "Say whether notifications are paused (true or false)" }),
});
export type PauseNotificationsInput = z.infer<typeof pauseNotificationsSchema>;
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** An unsubscribe link's token (signed; it works signed out). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });

export const unsubscribedSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  kinds: z.array(z.enum(NOTIFICATION_KINDS)),
});
export type Unsubscribed = z.infer<typeof unsubscribedSchema>;
