import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { acceptResponseSchema, suggestionsResponseSchema } from "../../../shared/schemas/matching";
import { type AppEnv, serviceContext } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { acceptCandidate, declineCandidate, listSuggestions } from "./service";

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

export const matchingRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listSuggestions(serviceContext(c)), 200))
  .openapi(acceptRoute, async (c) =>
    c.json(await acceptCandidate(serviceContext(c), c.req.valid("param")), 200),
  )
  .openapi(declineRoute, async (c) => {
    await declineCandidate(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
