import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { MESSAGE_MAX } from "#shared/constants";
import {
  conversationsResponseSchema,
  matchParamsSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageResponseSchema,
  sendMessageSchema,
} from "#shared/schemas/chat";
import { okSchema } from "#shared/schemas/common";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse, writeLimit } from "../../http/write-limits";
import { sendMessage } from "./send-message";
import { listConversations, listMessages, markRead } from "./service";

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
    const input = { ...c.req.valid("param"), text: c.req.valid("json").text };
    // Counted within the send statement itself (decision 5), not by a middleware's own.
    const limit = writeLimit(c.var.deps.env, "message");
    return c.json(await sendMessage(serviceContext(c), input, limit), 201);
  })
  .openapi(readRoute, async (c) => {
    await markRead(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
