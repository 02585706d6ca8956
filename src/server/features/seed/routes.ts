import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { emptyBodySchema, errorResponseSchema } from "../../../shared/schemas/common";
import { seedResultSchema, seedStatusSchema } from "../../../shared/schemas/seed";
import type { AppEnv } from "../../context";
import { ForbiddenError } from "../../errors";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { isSeeded, seedDemoData } from "./service";

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

export class DemoModeOffError extends ForbiddenError {
  constructor() {
    super(
      "Demo data is turned off on this server. Start it without DATABASE_URL, or with DEMO_MODE=true.",
      "demo_mode_off",
    );
  }
}

// Public on purpose: /seed has no sign-in check, so it works before anyone exists; only ever in
// demo mode.
export const seedRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(statusRoute, async (c) => {
    const { env, db } = c.var.deps;
    return c.json(
      { demoMode: env.demoMode, seeded: env.demoMode ? await isSeeded(db) : false },
      200,
    );
  })
  .openapi(seedRoute, async (c) => {
    const { env, db, now, database } = c.var.deps;
    if (!env.demoMode) throw new DemoModeOffError();
    const result = await seedDemoData(db, {
      now: now(),
      skipForeignKeyChecks: database.kind === "pglite",
    });
    return c.json(result, 200);
  });
