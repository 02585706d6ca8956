import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { DECLINE_UNDO_SECONDS } from "../../../shared/constants";
import { acceptResponseSchema, suggestionsResponseSchema } from "../../../shared/schemas/matching";
import type { AppEnv } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { jsonContent, memberContext } from "../../openapi";
import { validationHook } from "../../validation";
import { acceptCandidate, declineCandidate, listSuggestions, undoDecline } from "./service";

const candidateParams = z.object({ candidateId: z.string().min(1).max(100) });

const listRoute = createRoute({
  tags: ["matching"],
  middleware: [requireUser] as const,
  method: "get",
  path: "/suggestions",
  summary: "Match for You: pending suggestions for the member, grouped by candidate",
  responses: { 200: jsonContent(suggestionsResponseSchema, "Grouped suggestions") },
});

const acceptRoute = createRoute({
  tags: ["matching"],
  middleware: [requireUser] as const,
  method: "post",
  path: "/candidates/{candidateId}/accept",
  summary: "Accept every pending suggestion of this candidate and start the match",
  request: { params: candidateParams },
  responses: { 200: jsonContent(acceptResponseSchema, "The match") },
});

const declineRoute = createRoute({
  tags: ["matching"],
  middleware: [requireUser] as const,
  method: "post",
  path: "/candidates/{candidateId}/decline",
  summary: "Decline every pending suggestion of this candidate",
  request: { params: candidateParams },
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), "Declined") },
});

const undoDeclineRoute = createRoute({
  tags: ["matching"],
  middleware: [requireUser] as const,
  method: "post",
  path: "/candidates/{candidateId}/undo-decline",
  summary: `Undo a decline of this candidate made in the last ${DECLINE_UNDO_SECONDS} seconds: their suggestions are pending again`,
  request: { params: candidateParams },
  responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), "Pending again") },
});

export const matchingRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listSuggestions(memberContext(c)), 200))
  .openapi(acceptRoute, async (c) =>
    c.json(await acceptCandidate(memberContext(c), c.req.valid("param").candidateId), 200),
  )
  .openapi(declineRoute, async (c) => {
    await declineCandidate(memberContext(c), c.req.valid("param").candidateId);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(undoDeclineRoute, async (c) => {
    await undoDecline(memberContext(c), c.req.valid("param").candidateId);
    return c.json({ ok: true as const }, 200);
  });
