import { z } from "zod";
import { mainPhotoSchema } from "./photos";
import { uuidParam } from "./common";
import { MESSAGE_MAX } from "../constants";
import { SEXUALITIES } from "../options";
import { plainText } from "./text";

export const messageTextSchema = z
  .string({ error: "Write a message first" })
  .trim()
  .min(1, "Write a message first")
  .max(MESSAGE_MAX, `Messages are at most ${MESSAGE_MAX} characters`)
  .refine(...plainText("A message"));

export const sendMessageSchema = z.object({ text: messageTextSchema });

export const messageSchema = z.object({
  id: z.number().int(),
  matchId: z.string(),
  senderId: z.string(),
  text: z.string(),
  sentAt: z.string(),
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
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const MESSAGES_PAGE_SIZE = 40;

export const matchParamsSchema = z.object({ matchId: uuidParam("Conversation") });
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});
