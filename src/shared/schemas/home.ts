import { z } from "zod";
import { matchmakerRecordSchema } from "./events";
import { mainPhotoSchema } from "./photos";
import { homeDateSharesSchema } from "./safety";

/** GET /api/home: the home header and the social queue. */
export const homeResponseSchema = z.object({
  member: z.object({
    name: z.string(),
    neighborhood: z.string(),
    heartsBalance: z.number().int(),
    paused: z
      .boolean()
      .describe("The member paused their profile (Settings): nobody is shown to them"),
  }),
  returning: z
    .boolean()
    .describe("Whether the member is back (signed in again since joining), not just signed up"),
  certifications: z.array(z.string()).describe("Names of the clubs the member is certified in"),
  circleSize: z.number().int(),
  circle: z
    .array(z.object({ name: z.string(), mainPhoto: mainPhotoSchema }))
    .describe("The member's own friends, oldest first: each one's name and, on Vouch, main photo"),
  vouchingFriends: z.number().int().describe("Friends in the circle who consent to be suggested"),
  circleInvitations: z
    .object({ count: z.number().int(), from: z.array(z.string()) })
    .describe("Members who listed this one in their circle, to confirm; the first few named"),
  matchForYou: z.object({
    pendingSuggestions: z
      .number()
      .int()
      .describe("Distinct candidates suggested to the member, waiting for their answer"),
    unreadMessages: z.number().int(),
    matches: z.number().int(),
  }),
  nextEvent: z
    .object({
      id: z.string(),
      title: z.string(),
      startsAt: z.string(),
      venue: z.string(),
      going: z.boolean().describe("Whether the member is going"),
    })
    .nullable()
    .describe("The member's own next event, else the next one to join"),
  matchmaker: matchmakerRecordSchema.describe("Introductions, matches, met in person"),
  dateShares: homeDateSharesSchema.describe("Share my date: plans under way, until they end"),
});
export type HomeData = z.infer<typeof homeResponseSchema>;
