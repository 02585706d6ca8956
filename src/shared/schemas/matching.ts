import { z } from "zod";
import { textIdParam } from "./common";
import { SEXUALITIES } from "../options";
import { mainPhotoSchema } from "./photos";
import { shownExtras } from "./profile-fields";
import { shownWishSchema } from "./wish";

/** One person who suggested the candidate, and why. */
export const suggestionSchema = z.object({
  id: z.string(),
  suggestedBy: z.string(),
  reason: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});

/** Pending suggestions of one candidate, grouped: they are accepted or declined together. */
export const candidateGroupSchema = z.object({
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    age: z.number().int(),
    pronouns: z.string(),
    sexuality: z.enum(SEXUALITIES),
    neighborhood: z.string(),
    bio: z.string(),
    hobbies: z.array(z.string()),
    ...shownExtras,
    wish: shownWishSchema.nullable(),
    certifications: z.array(z.string()),
    mainPhoto: mainPhotoSchema,
    /** Their main photo carries the selfie's verified mark. */
    verified: z.boolean(),
  }),
  suggestions: z.array(suggestionSchema),
  /** The member said yes and waits for the candidate's ("Waiting for {first name}"). */
  waiting: z.boolean(),
  /** The candidate said yes to the member ("{first name} said yes"). */
  theySaidYes: z.boolean(),
});
export type CandidateGroup = z.infer<typeof candidateGroupSchema>;

export const suggestionsResponseSchema = z.object({
  groups: z.array(candidateGroupSchema),
  /** The member paused their profile: nobody is shown to them until they resume. */
  paused: z.boolean(),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** A yes: the match when it was the second yes, or null while it waits for the candidate's. */
export const acceptResponseSchema = z.object({
  matchId: z.string().nullable(),
  partner: z.object({ id: z.string(), name: z.string(), mainPhoto: mainPhotoSchema }),
});
export type AcceptResponse = z.infer<typeof acceptResponseSchema>;

export const candidateParamsSchema = z.object({ candidateId: textIdParam("Suggestion") });
