import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { emptyBodySchema, errorResponseSchema } from "#shared/schemas/common";
import { seedResultSchema, seedStatusSchema } from "#shared/schemas/seed";
import { type AppEnv, guestContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { seedDemoWorld, seedStatus } from "./service";

const statusRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["seed"],
  summary: "Whether demo data is allowed here and already in place",
  responses: { 200: jsonContent(seedStatusSchema, "Demo status") },
});

const seedRoute = createRoute({
  method: "post",
  path: "/",
  tags: ["seed"],
  summary: "Create the demo members and everything around them (idempotent; demo mode only)",
  request: {
    body: {
      content: { "application/json": { schema: emptyBodySchema } },
      required: false,
      description: "Empty",
    },
  },
  responses: {
    200: jsonContent(
      seedResultSchema,
      "What is in the database now, and whether this call created it",
    ),
    403: jsonContent(errorResponseSchema, "Demo mode is off"),
  },
});

// Public on purpose: /seed has no sign-in check, so it works before anyone exists; only ever in
// demo mode.
export const seedRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(statusRoute, async (c) => c.json(await seedStatus(guestContext(c)), 200))
  .openapi(seedRoute, async (c) => c.json(await seedDemoWorld(guestContext(c)), 200));
