import { z } from "zod";
import { messageSchema } from "./chat";
import { CERTIFICATION_CREATED } from "./clubs";
import { eventPromotedDataSchema } from "./events";
import { dateShareChangedSchema } from "./safety";

const matchRef = z.object({ matchId: z.string() });
const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/**
 * What the live stream tells a member's open screens. The server publishes only these (the type
 * of `publish` says so) and the client reads them; a test parses what reaches a stream with it.
 */
export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message.created"),
    // Without the message when it is too long for one notification, or when its reader gets a
    // safety note its sender mustn't see: the screen fetches it.
    data: matchRef.extend({ message: messageSchema.optional() }),
  }),
  // Read up to `readAt` by `readerId`; without them when either member has read receipts off.
  z.object({
    type: z.literal("conversation.read"),
    data: matchRef.extend({ readerId: z.string().optional(), readAt: z.string().optional() }),
  }),
  // The partner is typing (never stored; at most one every 2 s): "is typing…" for 5 s.
  z.object({ type: z.literal("typing"), data: matchRef.extend({ memberId: z.string() }) }),
  // A message was edited or unsent, or a reaction put on or taken off: the thread is fetched.
  z.object({ type: z.literal("message.changed"), data: matchRef }),
  z.object({ type: z.literal("match.created"), data: matchRef }),
  // A match ended by an unmatch or a block: both members' screens drop its conversation.
  z.object({ type: z.literal("match.ended"), data: matchRef }),
  // A moderator removed a message: both members' screens fetch the thread again.
  z.object({ type: z.literal("message.removed"), data: matchRef }),
  // A moderator removed a member's prompt, or warned them: what shows them, and their own
  // screens (the warning), are fetched again.
  bare("moderation.acted"),
  // The member muted or unmuted a conversation: their other screens move it.
  z.object({ type: z.literal("conversation.muted"), data: matchRef }),
  bare("suggestion.created"),
  bare("suggestion.decided"),
  bare("pairing.changed"),
  bare("circle.changed"),
  // An endorsement or a friend's prompt was written, asked, answered, edited, approved, hidden or
  // withdrawn: to the member it is about and to its author.
  bare("endorsements.changed"),
  // A friend confirmed a member's photos or withdrew it: to the member, the friend, and everyone
  // shown the member ("Confirmed by friends" on their profile).
  bare("confirmations.changed"),
  // A notification for the member was made or marked read: the bell and the list are fetched.
  bare("notifications.changed"),
  // The member changed how notifications reach them (Settings, or a mail's unsubscribe link).
  bare("notifications.preferences"),
  // Hearts the member earned from someone else's action (a friend they invited joined), or that
  // Stripe's webhook credited for a paid top-up or took back for its refund: the balance and the
  // wallet are fetched again.
  bare("hearts.earned"),
  // A member added, removed or reordered photos, or a moderator removed one: the cards that
  // show them (and the member's own screens) are fetched again.
  bare("photos.changed"),
  bare(CERTIFICATION_CREATED),
  z.object({ type: z.literal("event.promoted"), data: eventPromotedDataSchema }),
  bare("matchmaker.changed"),
  // The member answered a debrief (to them and the friends who introduced the pair), or became
  // a couple with "We found each other" (to both: their profiles paused).
  bare("debrief.changed"),
  // An event the member goes to or waits for was changed or cancelled by its host.
  bare("event.updated"),
  // The host published, moved or redrew an event's seating: to its guests going (a checked-in
  // guest's table and its icebreaker show, or change).
  bare("seating.changed"),
  // To the member who deleted their account: their other tabs sign out, the stream closes.
  bare("account.deleted"),
  // To members who saw someone who deleted their account: what showed them is refetched.
  bare("member.left"),
  // A plan shared with the member, or their own, was shared, marked home safe or stopped.
  z.object({ type: z.literal("dateShare.changed"), data: dateShareChangedSchema }),
  bare("resync"),
  // The stream's session was signed out or revoked: the stream ends after it.
  bare("session.ended"),
  // The member opened more streams than one server keeps for them: this one, their oldest, ends.
  // The tab connects again when it is looked at.
  bare("stream.replaced"),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Opening the stream: where the member's screen was drawn by the server, when (decision 0045). */
export const liveQuerySchema = z.object({
  since: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "When the server drew the screen that opens the stream (ms since 1970): `ready` then says " +
        "whether anything for the member has happened since",
    ),
});

/**
 * The stream's first event. `caughtUp`: nothing was published for the member since `since`, so
 * a screen drawn then is up to date; otherwise (or without `since`) it refetches.
 */
export const liveReadySchema = z.object({
  type: z.literal("ready"),
  // Optional: a server process of the release before says `ready` alone.
  data: z.object({ caughtUp: z.boolean() }).optional(),
});
export type LiveReady = z.infer<typeof liveReadySchema>;

/** The live stream's body: Server-Sent Events, each `data:` a JSON `{ type, data? }`. */
export const liveStreamSchema = z
  .string()
  .describe(
    'Server-Sent Events; each data line is JSON { type, data? }: "ready" first (liveReadySchema), then the events ' +
      'published for the member, and "resync" when some may have been lost (refetch)',
  );
