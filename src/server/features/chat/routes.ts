import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { MESSAGE_CHANGE_MINUTES, MESSAGE_MAX, REACTIONS } from "#shared/constants";
import {
  conversationsResponseSchema,
  editMessageSchema,
  matchParamsSchema,
  messageParamsSchema,
  messageSearchQuerySchema,
  messageSearchResponseSchema,
  reactionSchema,
  typingResponseSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from "#shared/schemas/chat";
import { errorResponseSchema, okSchema } from "#shared/schemas/common";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse, writeLimit } from "../../http/write-limits";
import { sendMessage } from "./send-message";
import { listConversations, listMessages, markRead } from "./service";
import { editMessage, setReaction, unsendMessage } from "./message-changes";
import { searchMessages } from "./search";
import { signalTyping } from "./typing";

const conversationsRoute = createRoute({
  tags: ["chat"],
  method: "get",
  path: "/conversations",
  summary:
    "Text History: the member's conversations with their turn, unread count and last message",
  responses: { 200: jsonContent(conversationsResponseSchema, "Conversations, most recent first") },
});

const messagesRoute = createRoute({
  tags: ["chat"],
  method: "get",
  path: "/conversations/{matchId}/messages",
  summary: "A page of the thread, oldest first (the newest page, or the one before `before`)",
  request: {
    params: matchParamsSchema,
    query: messagesQuerySchema,
  },
  responses: { 200: jsonContent(messagesPageSchema, "Messages") },
});

const sendRoute = createRoute({
  tags: ["chat"],
  method: "post",
  path: "/conversations/{matchId}/messages",
  summary: `Send a message (1–${MESSAGE_MAX} characters once trimmed)`,
  request: { params: matchParamsSchema, body: jsonContent(sendMessageSchema, "The message") },
  responses: {
    201: jsonContent(sendMessageResponseSchema, "Sent, with any hearts it earned"),
    ...tooManyWritesResponse("message"),
  },
});

const readRoute = createRoute({
  tags: ["chat"],
  middleware: [limitWrites("conversationRead")] as const,
  method: "post",
  path: "/conversations/{matchId}/read",
  summary: "Mark the conversation read up to now",
  request: { params: matchParamsSchema },
  responses: { 200: jsonContent(okSchema, "Read"), ...tooManyWritesResponse("conversationRead") },
});

const typingRoute = createRoute({
  tags: ["chat"],
  middleware: [limitWrites("typing")] as const,
  method: "post",
  path: "/conversations/{matchId}/typing",
  summary:
    "Tell the partner the member is typing (never stored; one every 2 s at most, more are dropped)",
  request: { params: matchParamsSchema },
  responses: {
    200: jsonContent(typingResponseSchema, "Sent, or dropped as too soon"),
    404: jsonContent(errorResponseSchema, "Not the member's open conversation (or muted)"),
    ...tooManyWritesResponse("typing"),
  },
});

const editRoute = createRoute({
  tags: ["chat"],
  middleware: [limitWrites("messageChange")] as const,
  method: "patch",
  path: "/conversations/{matchId}/messages/{messageId}",
  summary: `Edit the member's own message within ${MESSAGE_CHANGE_MINUTES} minutes (every version is kept for reports)`,
  request: {
    params: messageParamsSchema,
    body: jsonContent(editMessageSchema, "The new text"),
  },
  responses: {
    200: jsonContent(okSchema, "Edited"),
    404: jsonContent(errorResponseSchema, "No such message of the member's"),
    409: jsonContent(errorResponseSchema, "Too late to edit, or unsent"),
    ...tooManyWritesResponse("messageChange"),
  },
});

const unsendRoute = createRoute({
  tags: ["chat"],
  middleware: [limitWrites("messageChange")] as const,
  method: "delete",
  path: "/conversations/{matchId}/messages/{messageId}",
  summary: `Unsend the member's own message within ${MESSAGE_CHANGE_MINUTES} minutes: "Message removed" for both`,
  request: { params: messageParamsSchema },
  responses: {
    200: jsonContent(okSchema, "Unsent"),
    404: jsonContent(errorResponseSchema, "No such message of the member's"),
    409: jsonContent(errorResponseSchema, "Too late to unsend, or unsent already"),
    ...tooManyWritesResponse("messageChange"),
  },
});

const reactionRoute = createRoute({
  tags: ["chat"],
  middleware: [limitWrites("reaction")] as const,
  method: "put",
  path: "/conversations/{matchId}/messages/{messageId}/reaction",
  summary: `Put the member's reaction (${REACTIONS.join(" ")}) on a message, or take it off (null)`,
  request: {
    params: messageParamsSchema,
    body: jsonContent(reactionSchema, "The reaction"),
  },
  responses: {
    200: jsonContent(okSchema, "Set"),
    404: jsonContent(errorResponseSchema, "No such message in an open, unmuted conversation"),
    ...tooManyWritesResponse("reaction"),
  },
});

const searchRoute = createRoute({
  tags: ["chat"],
  method: "get",
  path: "/search",
  summary: "Messages with the words, in the member's own conversations (one, or all)",
  request: { query: messageSearchQuerySchema },
  responses: { 200: jsonContent(messageSearchResponseSchema, "Matching messages, newest first") },
});

export const chatRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(conversationsRoute, async (c) =>
    c.json(
      {
        conversations: await listConversations(serviceContext(c)),
      },
      200,
    ),
  )
  .openapi(messagesRoute, async (c) => {
    const input = { ...c.req.valid("param"), ...c.req.valid("query") };
    return c.json(await listMessages(serviceContext(c), input), 200);
  })
  .openapi(sendRoute, async (c) => {
    const input = { ...c.req.valid("param"), ...c.req.valid("json") };
    // Counted within the send statement itself (decision 5), not by a middleware's own.
    const limit = writeLimit(c.var.deps.env, "message");
    return c.json(await sendMessage(serviceContext(c), input, limit), 201);
  })
  .openapi(readRoute, async (c) => {
    await markRead(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(typingRoute, async (c) =>
    c.json({ sent: await signalTyping(serviceContext(c), c.req.valid("param")) }, 200),
  )
  .openapi(editRoute, async (c) => {
    await editMessage(serviceContext(c), c.req.valid("param"), c.req.valid("json").text);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(unsendRoute, async (c) => {
    await unsendMessage(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(reactionRoute, async (c) => {
    await setReaction(serviceContext(c), c.req.valid("param"), c.req.valid("json").emoji);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(searchRoute, async (c) =>
    c.json({ results: await searchMessages(serviceContext(c), c.req.valid("query")) }, 200),
  );
