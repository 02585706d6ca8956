import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  dateShareOptionsQuerySchema,
  dateShareOptionsSchema,
  dateShareParamsSchema,
  myDateShareSchema,
  sharedDateSchema,
  shareDateSchema,
  verifiedVenuesSchema,
} from "#shared/schemas/safety";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import {
  dateShareOptions,
  markHomeSafe,
  readSharedDate,
  shareDate,
  stopSharingDate,
} from "./date-shares";
import { verifiedVenues } from "./venues";

const tags = ["safety"];

const optionsRoute = createRoute({
  method: "get",
  path: "/date-shares/options",
  tags,
  summary:
    "Share my date in a conversation: whom with, the linked friends to choose, a plan under way",
  request: { query: dateShareOptionsQuerySchema },
  responses: { 200: jsonContent(dateShareOptionsSchema, "What can be shared") },
});

const shareRoute = createRoute({
  method: "post",
  path: "/date-shares",
  tags,
  middleware: [limitWrites("dateShare")] as const,
  summary: "Share a date's plan (where, when, with whom) with chosen linked circle friends",
  request: { body: jsonContent(shareDateSchema, "The plan and the friends to share it with") },
  responses: {
    201: jsonContent(myDateShareSchema, "The shared plan"),
    ...tooManyWritesResponse("dateShare"),
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/date-shares/{shareId}",
  tags,
  summary: "A plan shared with you, until it ends (404 unless you were chosen)",
  request: { params: dateShareParamsSchema },
  responses: { 200: jsonContent(sharedDateSchema, "The plan") },
});

const homeSafeRoute = createRoute({
  method: "post",
  path: "/date-shares/{shareId}/home-safe",
  tags,
  summary: "I'm home safe: the friends the plan is shared with see it live",
  request: { params: dateShareParamsSchema },
  responses: { 200: jsonContent(myDateShareSchema, "The plan, home safe") },
});

const stopRoute = createRoute({
  method: "post",
  path: "/date-shares/{shareId}/stop",
  tags,
  summary: "Stop sharing a plan: it leaves the friends' home",
  request: { params: dateShareParamsSchema },
  responses: { 200: jsonContent(okSchema, "Stopped") },
});

const venuesRoute = createRoute({
  method: "get",
  path: "/venues",
  tags,
  summary: "The venues Friday events are held at",
  responses: { 200: jsonContent(verifiedVenuesSchema, "Verified venues") },
});

export const dateShareRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(optionsRoute, async (c) =>
    c.json(await dateShareOptions(serviceContext(c), c.req.valid("query")), 200),
  )
  .openapi(shareRoute, async (c) =>
    c.json(await shareDate(serviceContext(c), c.req.valid("json")), 201),
  )
  .openapi(readRoute, async (c) =>
    c.json(await readSharedDate(serviceContext(c), c.req.valid("param")), 200),
  )
  .openapi(homeSafeRoute, async (c) =>
    c.json(await markHomeSafe(serviceContext(c), c.req.valid("param")), 200),
  )
  .openapi(stopRoute, async (c) => {
    await stopSharingDate(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(venuesRoute, async (c) => c.json(await verifiedVenues(serviceContext(c)), 200));
