import { z } from "zod";
import { mainPhotoSchema } from "./photos";
import { uuidParam } from "./common";
import { MESSAGE_MAX, MESSAGE_SEARCH_RESULTS, REACTIONS } from "../constants";
import { SEXUALITIES } from "../options";
import { plainText } from "./text";

export const messageTextSchema = z
  .string({ error: "Write a message first" })
  .trim()
  .min(1, "Write a message first")
  .max(MESSAGE_MAX, `Messages are at most ${MESSAGE_MAX} characters`)
  .refine(...plainText("A message"));

export const sendMessageSchema = z.object({
  text: messageTextSchema,
  replyTo: z
    .number({ error: "Choose a message to reply to" })
    .int()
    .positive()
    .optional()
    .describe("The id of the message in this conversation this one answers"),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const editMessageSchema = z.object({ text: messageTextSchema });

export const reactionSchema = z.object({
  emoji: z
    .enum(REACTIONS, { error: `Choose one of ${REACTIONS.join(" ")}` })
    .nullable()
    .describe("The member's reaction, or null to take theirs off"),
});

export const messageParamsSchema = z.object({
  matchId: uuidParam("Conversation"),
  messageId: z.coerce
    .number({ error: "No such message" })
    .int("No such message")
    .positive("No such message")
    .max(Number.MAX_SAFE_INTEGER, "No such message"),
});

export const messageSchema = z.object({
  id: z.number().int(),
  matchId: z.string(),
  senderId: z.string(),
  text: z.string(),
  sentAt: z.string(),
  edited: z.literal(true).optional().describe("Edited since it was sent"),
  removed: z
    .literal(true)
    .optional()
    .describe("Unsent by its sender: shown as removed (its text is empty)"),
  replyTo: z
    .object({
      id: z.number().int(),
      fromMe: z.boolean().describe("The quoted message is the viewer's own"),
      firstLine: z
        .string()
        .nullable()
        .describe("The quoted message's first line; null when it was removed or purged"),
    })
    .optional(),
  reactions: z
    .array(z.object({ emoji: z.enum(REACTIONS), mine: z.boolean() }))
    .optional()
    .describe("Each member's reaction (at most one each)"),
  safetyNote: z
    .literal(true)
    .optional()
    .describe(
      "On a partner's message that asked for money or to move off Vouch early in the match: " +
        "show the reader a safety note. Never on the member's own messages",
    ),
});
export type Message = z.infer<typeof messageSchema>;

export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  heartsEarned: z
    .number()
    .int()
    .describe("Hearts this message earned: the first message of a match, sent in time, earns one"),
  balance: z
    .number()
    .int()
    .optional()
    .describe("The sender's hearts balance after this message, when it earned a heart"),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const CONVERSATION_SECTIONS = ["yourTurn", "theirTurn", "hidden"] as const;
export type ConversationSection = (typeof CONVERSATION_SECTIONS)[number];

export const conversationSchema = z.object({
  matchId: z.string(),
  partner: z.object({
    id: z.string(),
    name: z.string(),
    age: z.number().int(),
    pronouns: z.string(),
    sexuality: z.enum(SEXUALITIES),
    neighborhood: z.string(),
    certifications: z.array(z.string()),
    mainPhoto: mainPhotoSchema,
    /** Their main photo carries the selfie's verified mark. */
    verified: z.boolean(),
  }),
  lastMessage: z.object({ text: z.string(), sentAt: z.string(), fromMe: z.boolean() }).nullable(),
  matchedAt: z.string(),
  unread: z.number().int(),
  muted: z.boolean(),
  section: z.enum(CONVERSATION_SECTIONS),
  partnerLeft: z
    .boolean()
    .describe("The partner deleted their account: the conversation is read-only"),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsResponseSchema = z.object({ conversations: z.array(conversationSchema) });
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  /** Pass as `before` to load the page of older messages; null at the start of the conversation. */
  olderCursor: z.number().int().nullable(),
  partnerReadAt: z
    .string()
    .nullable()
    .describe(
      "When the partner last read the conversation: null unless both members have read receipts on and the conversation is open",
    ),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const MESSAGES_PAGE_SIZE = 40;

export const matchParamsSchema = z.object({ matchId: uuidParam("Conversation") });
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});

export const typingResponseSchema = z.object({
  sent: z.boolean().describe("False when a signal went out less than 2 seconds ago (dropped)"),
});

export const messageSearchQuerySchema = z.object({
  q: z
    .string({ error: "Search for a word" })
    .trim()
    .min(2, "Search for a word of at least 2 letters")
    .max(100, "Search for fewer words"),
  matchId: uuidParam("Conversation").optional(),
});

export const messageSearchResultSchema = z.object({
  matchId: z.string(),
  partnerName: z.string(),
  messageId: z.number().int(),
  text: z.string(),
  sentAt: z.string(),
  fromMe: z.boolean(),
});
export type MessageSearchResult = z.infer<typeof messageSearchResultSchema>;

export const messageSearchResponseSchema = z.object({
  results: z
    .array(messageSearchResultSchema)
    .max(MESSAGE_SEARCH_RESULTS)
    .describe("Newest first, in the member's own open or left conversations"),
});
export type MessageSearchResponse = z.infer<typeof messageSearchResponseSchema>;
