import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { DECLINE_UNDO_SECONDS } from "#shared/constants";
import { okSchema } from "#shared/schemas/common";
import {
  acceptResponseSchema,
  candidateParamsSchema,
  suggestionsResponseSchema,
} from "#shared/schemas/matching";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { acceptCandidate, declineCandidate, undoDecline } from "./answer";
import { listSuggestions } from "./service";

const listRoute = createRoute({
  tags: ["matching"],
  method: "get",
  path: "/suggestions",
  summary: "Match for You: pending suggestions for the member, grouped by candidate",
  responses: { 200: jsonContent(suggestionsResponseSchema, "Grouped suggestions") },
});

const acceptRoute = createRoute({
  tags: ["matching"],
  method: "post",
  path: "/candidates/{candidateId}/accept",
  summary:
    "Say yes to this candidate (every pending suggestion of them): the match starts with the second yes, until then it waits (matchId null)",
  request: { params: candidateParamsSchema },
  responses: { 200: jsonContent(acceptResponseSchema, "The match, or null while the yes waits") },
});

const declineRoute = createRoute({
  tags: ["matching"],
  method: "post",
  path: "/candidates/{candidateId}/decline",
  summary:
    "Decline every pending suggestion of this candidate, or take back a yes: the candidate is not told",
  request: { params: candidateParamsSchema },
  responses: { 200: jsonContent(okSchema, "Declined") },
});

const undoDeclineRoute = createRoute({
  tags: ["matching"],
  method: "post",
  path: "/candidates/{candidateId}/undo-decline",
  summary: `Undo a decline of this candidate made in the last ${DECLINE_UNDO_SECONDS} seconds: their suggestions are pending again`,
  request: { params: candidateParamsSchema },
  responses: { 200: jsonContent(okSchema, "Pending again") },
});

export const matchingRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listSuggestions(serviceContext(c)), 200))
  .openapi(acceptRoute, async (c) =>
    c.json(await acceptCandidate(serviceContext(c), c.req.valid("param")), 200),
  )
  .openapi(declineRoute, async (c) => {
    await declineCandidate(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(undoDeclineRoute, async (c) => {
    await undoDecline(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
