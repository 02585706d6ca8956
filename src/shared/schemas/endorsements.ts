import { z } from "zod";
import { ENDORSEMENT_MAX, PROMPT_ANSWER_MAX } from "../constants";
import { FRIEND_PROMPT_IDS } from "../options";
import { textIdParam, uuidParam } from "./common";
import { mainPhotoSchema } from "./photos";
import { plainLine, plainText } from "./text";

/*
 * Friends' own words: an endorsement a linked circle friend writes about a
 * member, and a friend's answer to a prompt the member asked them. Nothing shows until the
 * member approves it.
 */

/**
 * - asked: a prompt the member asked, not answered yet (prompts only)
 * - pending: written or edited, waiting for the member's approval
 * - approved: shown on the member's profile
 * - hidden: the member hid it (or declined it); they may show it again
 * - removed: a moderator removed it; it never shows again
 */
export const ENDORSEMENT_STATUSES = ["asked", "pending", "approved", "hidden", "removed"] as const;
export const endorsementStatusSchema = z.enum(ENDORSEMENT_STATUSES);
export type EndorsementStatus = z.infer<typeof endorsementStatusSchema>;

export const friendPromptIdSchema = z.enum(FRIEND_PROMPT_IDS, {
  error: "Choose a prompt from the list",
});

/** The friend's words: an endorsement (ENDORSEMENT_MAX) or a prompt's answer (shorter, checked by kind). */
export const endorsementTextSchema = z
  .string({ error: "Write a few words" })
  .trim()
  .min(1, "Write a few words")
  .max(ENDORSEMENT_MAX, `At most ${ENDORSEMENT_MAX} characters`)
  .refine(...plainText("Your words"));

/** What a friend's answer to a prompt may be, checked once the entry is known to be a prompt. */
export const friendPromptAnswerSchema = z
  .string()
  .max(PROMPT_ANSWER_MAX, `An answer must be at most ${PROMPT_ANSWER_MAX} characters`)
  .refine(...plainLine("An answer"));

const authorSchema = z.object({
  firstName: z.string(),
  mainPhoto: mainPhotoSchema,
});

/** An approved endorsement as a profile view shows it: the friend's first name, photo, words. */
export const shownEndorsementSchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  text: z.string(),
});

/** An approved friend's prompt, shown beside the member's own prompts, signed by the friend. */
export const shownFriendPromptSchema = z.object({
  id: z.uuid(),
  prompt: friendPromptIdSchema,
  answer: z.string(),
  author: authorSchema,
});

/** A member's friends' words as a viewer may see them (the profile view's part). */
export const friendWordsSchema = z.object({
  endorsements: z.array(shownEndorsementSchema),
  friendPrompts: z.array(shownFriendPromptSchema),
});
export type FriendWords = z.infer<typeof friendWordsSchema>;

/** GET /api/endorsements/about-me: what friends wrote about the member, and whom to ask. */
export const aboutMeSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(["endorsement", "prompt"]),
      prompt: friendPromptIdSchema.nullable(),
      /** Null while a prompt is asked and not answered. */
      text: z.string().nullable(),
      status: endorsementStatusSchema.exclude(["removed"]),
      author: authorSchema,
      updatedAt: z.string().describe("ISO 8601 time"),
    }),
  ),
  /** The member's linked friends, and whether a prompt is already with each. */
  friends: z.array(z.object({ friendId: z.uuid(), firstName: z.string(), asked: z.boolean() })),
});
export type AboutMe = z.infer<typeof aboutMeSchema>;
export type AboutMeItem = AboutMe["items"][number];

const ownWordsSchema = z.object({
  id: z.uuid(),
  text: z.string().nullable(),
  status: endorsementStatusSchema,
});

/** GET /api/endorsements/by-me: members whose circles list the member, and their words for each. */
export const byMeSchema = z.object({
  members: z.array(
    z.object({
      memberId: z.string(),
      firstName: z.string(),
      mainPhoto: mainPhotoSchema,
      endorsement: ownWordsSchema.nullable(),
      friendPrompt: ownWordsSchema.extend({ prompt: friendPromptIdSchema }).nullable(),
    }),
  ),
});
export type ByMe = z.infer<typeof byMeSchema>;
export type VouchableMember = ByMe["members"][number];

export const writeEndorsementSchema = z.strictObject({
  memberId: textIdParam("Member"),
  text: endorsementTextSchema,
});

export const editEndorsementSchema = z.strictObject({ text: endorsementTextSchema });
/** A friend's words as typed, before they are trimmed. */
export type Words = z.input<typeof editEndorsementSchema>;

export const askFriendPromptSchema = z.strictObject({ prompt: friendPromptIdSchema });

export const endorsementParamsSchema = z.object({ id: uuidParam("Endorsement") });
export const askParamsSchema = z.object({ friendId: uuidParam("Friend") });

export const endorsementResponseSchema = z.object({
  id: z.uuid(),
  status: endorsementStatusSchema,
});
