import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  blockSchema,
  matchParamsSchema,
  matchTargetSchema,
  memberParamsSchema,
  reportResultSchema,
  reportSchema,
} from "#shared/schemas/safety";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitMemberWrite, limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { blockMember, unblockMember } from "./blocks";
import { muteConversation, unmuteConversation } from "./mutes";
import { fileReport } from "./service";
import { unmatch } from "./unmatch";

const reportRoute = createRoute({
  method: "post",
  path: "/reports",
  tags: ["safety"],
  middleware: [limitWrites("report")] as const,
  summary: "Report a member, a message or an event for review within 24 hours",
  request: { body: jsonContent(reportSchema, "What is reported, why, and the details") },
  responses: {
    201: jsonContent(reportResultSchema, "The stored report"),
    ...tooManyWritesResponse("report"),
  },
});

const blockRoute = createRoute({
  method: "post",
  path: "/blocks",
  tags: ["safety"],
  summary: "Block a member: ends the match and hides each from the other everywhere",
  request: { body: jsonContent(blockSchema, "The member to block") },
  responses: {
    200: jsonContent(okSchema, "Blocked (blocking twice changes nothing)"),
    ...tooManyWritesResponse("blockAgain"),
  },
});

const unblockRoute = createRoute({
  method: "delete",
  path: "/blocks/{memberId}",
  tags: ["safety"],
  middleware: [limitWrites("unblock")] as const,
  summary: "Undo your block of a member (the ended match does not come back)",
  request: { params: memberParamsSchema },
  responses: { 200: jsonContent(okSchema, "Unblocked"), ...tooManyWritesResponse("unblock") },
});

const muteRoute = createRoute({
  method: "post",
  path: "/mutes",
  tags: ["safety"],
  middleware: [limitWrites("mute")] as const,
  summary: "Mute one of your conversations: no unread count, listed under Hidden",
  request: { body: jsonContent(matchTargetSchema, "The conversation to mute") },
  responses: { 200: jsonContent(okSchema, "Muted"), ...tooManyWritesResponse("mute") },
});

const unmuteRoute = createRoute({
  method: "delete",
  path: "/mutes/{matchId}",
  tags: ["safety"],
  middleware: [limitWrites("mute")] as const,
  summary: "Unmute one of your conversations",
  request: { params: matchParamsSchema },
  responses: { 200: jsonContent(okSchema, "Unmuted"), ...tooManyWritesResponse("mute") },
});

const unmatchRoute = createRoute({
  method: "post",
  path: "/unmatches",
  tags: ["safety"],
  summary: "End one of your matches for both members, without a block",
  request: { body: jsonContent(matchTargetSchema, "The conversation to end") },
  responses: { 200: jsonContent(okSchema, "Ended") },
});

const ok = { ok: true } as const;

export const safetyRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(reportRoute, async (c) =>
    c.json(await fileReport(serviceContext(c), c.req.valid("json")), 201),
  )
  .openapi(blockRoute, async (c) => {
    const blocked = await blockMember(serviceContext(c), c.req.valid("json"));
    // Only a block that changed nothing counts: a new one, a safety tool, is never refused.
    if (!blocked) await limitMemberWrite(c, "blockAgain");
    return c.json(ok, 200);
  })
  .openapi(unblockRoute, async (c) => {
    await unblockMember(serviceContext(c), c.req.valid("param"));
    return c.json(ok, 200);
  })
  .openapi(muteRoute, async (c) => {
    await muteConversation(serviceContext(c), c.req.valid("json"));
    return c.json(ok, 200);
  })
  .openapi(unmuteRoute, async (c) => {
    await unmuteConversation(serviceContext(c), c.req.valid("param"));
    return c.json(ok, 200);
  })
  .openapi(unmatchRoute, async (c) => {
    await unmatch(serviceContext(c), c.req.valid("json"));
    return c.json(ok, 200);
  });
