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
  }),
  suggestions: z.array(suggestionSchema),
});
export type CandidateGroup = z.infer<typeof candidateGroupSchema>;

export const suggestionsResponseSchema = z.object({ groups: z.array(candidateGroupSchema) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

export const acceptResponseSchema = z.object({
  matchId: z.string(),
  partner: z.object({ id: z.string(), name: z.string(), mainPhoto: mainPhotoSchema }),
});
export type AcceptResponse = z.infer<typeof acceptResponseSchema>;

export const candidateParamsSchema = z.object({ candidateId: textIdParam("Suggestion") });
