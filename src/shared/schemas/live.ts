import { z } from "zod";
import { messageSchema } from "./chat";
import { CERTIFICATION_CREATED } from "./clubs";
import { eventPromotedDataSchema } from "./events";

const matchRef = z.object({ matchId: z.string() });
const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/**
 * What the live stream tells a member's open screens. The server publishes only these (the type
 * of `publish` says so) and the client reads them; a test parses what reaches a stream with it.
 */
export const liveEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message.created"),
    // Without the message when it is too long for one notification: the screen fetches it.
    data: matchRef.extend({ message: messageSchema.optional() }),
  }),
  z.object({ type: z.literal("conversation.read"), data: matchRef }),
  z.object({ type: z.literal("match.created"), data: matchRef }),
  bare("suggestion.created"),
  bare("suggestion.decided"),
  bare("pairing.changed"),
  bare("circle.changed"),
  bare(CERTIFICATION_CREATED),
  z.object({ type: z.literal("event.promoted"), data: eventPromotedDataSchema }),
  bare("matchmaker.changed"),
  bare("resync"),
  // The stream's session was signed out or revoked: the stream ends after it.
  bare("session.ended"),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The live stream's body: Server-Sent Events, each `data:` a JSON `{ type, data? }`. */
export const liveStreamSchema = z
  .string()
  .describe(
    'Server-Sent Events; each data line is JSON { type, data? }: "ready" first, then the events ' +
      'published for the member, and "resync" when some may have been lost (refetch)',
  );
