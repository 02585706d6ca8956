import { messageKey } from "../i18n/i18n";
import { z } from "zod";

export const seedCountsSchema = z.object({
  profiles: z.number().int(),
  friendEntries: z.number().int(),
  clubs: z.number().int(),
  quizQuestions: z.number().int(),
  certifications: z.number().int(),
  quizAttempts: z.number().int(),
  events: z.number().int().describe("Friday events"),
  dropIns: z.number().int().describe("Drop-ins under way as the seed ran (walk-in RSVP)"),
  eventAttendees: z.number().int(),
  matchSuggestions: z.number().int(),
  matches: z.number().int(),
  messages: z.number().int(),
  pairingSuggestions: z.number().int(),
  heartTransactions: z.number().int(),
  blocks: z.number().int(),
  mutes: z.number().int(),
  profileUnlocks: z.number().int(),
  endorsements: z.number().int().describe("Endorsements and friends' prompts"),
});
export type SeedCounts = z.infer<typeof seedCountsSchema>;

/** A demo member as the seed shows them: public fields and the demo sign-in email, never a password hash. */
export const demoUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  neighborhood: z.string(),
  age: z.number().int(),
});
export type DemoUser = z.infer<typeof demoUserSchema>;

export const seedResultSchema = z.object({
  created: z.boolean(),
  message: z.string(),
  ms: z.number(),
  counts: seedCountsSchema,
  users: z.array(demoUserSchema),
  /** The demo staff member: every staff screen opens to them (a few open cases wait on /moderation). */
  moderator: demoUserSchema.nullable(),
  events: z.array(
    z.object({
      title: z.string(),
      startsAt: z.string(),
      venue: z.string(),
      checkInCode: z.string(),
    }),
  ),
  /** The password every demo account shares. */
  signIn: z.object({ password: z.string() }),
});
export type SeedResult = z.infer<typeof seedResultSchema>;

export const seedStatusSchema = z.object({ demoMode: z.boolean(), seeded: z.boolean() });
export type SeedStatus = z.infer<typeof seedStatusSchema>;

/** Labels for the counts table, in the order the seed page shows them. */
export const SEED_COUNT_LABELS: Record<keyof SeedCounts, string> = {
  profiles: messageKey("Members"),
  friendEntries: messageKey("Friends in circles"),
  clubs: messageKey("Clubs"),
  quizQuestions: messageKey("Quiz questions"),
  certifications: messageKey("Certifications"),
  quizAttempts: messageKey("Quiz attempts"),
  events: messageKey("Friday events"),
  dropIns: messageKey("Drop-in happening now"),
  eventAttendees: messageKey("RSVPs"),
  matchSuggestions: messageKey("Match suggestions"),
  matches: messageKey("Matches"),
  messages: messageKey("Messages"),
  pairingSuggestions: messageKey("Pairing suggestions"),
  heartTransactions: messageKey("Heart transactions"),
  blocks: messageKey("Blocks"),
  mutes: messageKey("Mutes"),
  profileUnlocks: messageKey("Profile unlocks"),
  endorsements: messageKey("Friends' words"),
};
