import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  debriefAnswerSchema,
  debriefParamsSchema,
  debriefTotalsSchema,
  foundEachOtherInputSchema,
  foundEachOtherSchema,
  pendingDebriefsSchema,
} from "#shared/schemas/debrief";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { answerDebrief, debriefTotals, pendingDebriefs } from "./debrief";
import { foundEachOther, sayFoundEachOther } from "./found-each-other";

const tags = ["debrief"];

const pendingRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The matches you met through a friend whose two private questions wait for you",
  responses: { 200: jsonContent(pendingDebriefsSchema, "Debriefs to answer") },
});

const answerRoute = createRoute({
  method: "post",
  path: "/{matchId}",
  tags,
  middleware: [limitWrites("debriefAnswer")] as const,
  summary: "Answer the debrief about a match you met, once; only you ever see your answer",
  request: {
    params: debriefParamsSchema,
    body: jsonContent(debriefAnswerSchema, "Your two answers"),
  },
  responses: {
    200: jsonContent(okSchema, "Answered"),
    ...tooManyWritesResponse("debriefAnswer"),
  },
});

const totalsRoute = createRoute({
  method: "get",
  path: "/totals",
  tags,
  summary: "The totals of the debriefs about your introductions, from a few answers on",
  responses: { 200: jsonContent(debriefTotalsSchema, "The totals") },
});

const coupleRoute = createRoute({
  method: "get",
  path: "/found-each-other",
  tags,
  summary: '"We found each other": your friend-made matches, and what you said',
  responses: { 200: jsonContent(foundEachOtherSchema, "Where you stand") },
});

const sayRoute = createRoute({
  method: "post",
  path: "/found-each-other",
  tags,
  middleware: [limitWrites("foundEachOther")] as const,
  summary:
    '"We found each other" about a friend-made match: once both say it, both pause and the friend is thanked',
  request: { body: jsonContent(foundEachOtherInputSchema, "The match") },
  responses: {
    200: jsonContent(foundEachOtherSchema, "Where you stand now"),
    ...tooManyWritesResponse("foundEachOther"),
  },
});

export const debriefRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(pendingRoute, async (c) =>
    c.json({ debriefs: await pendingDebriefs(serviceContext(c)) }, 200),
  )
  .openapi(totalsRoute, async (c) => c.json(await debriefTotals(serviceContext(c)), 200))
  .openapi(coupleRoute, async (c) => c.json(await foundEachOther(serviceContext(c)), 200))
  .openapi(sayRoute, async (c) =>
    c.json(await sayFoundEachOther(serviceContext(c), c.req.valid("json")), 200),
  )
  .openapi(answerRoute, async (c) => {
    await answerDebrief(serviceContext(c), {
      matchId: c.req.valid("param").matchId,
      ...c.req.valid("json"),
    });
    return c.json({ ok: true as const }, 200);
  });
