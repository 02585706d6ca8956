import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { healthSchema } from "#shared/schemas/health";
import type { AppEnv } from "../../http/context";
import { jsonContent } from "../../http/openapi";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness",
  responses: {
    200: jsonContent(healthSchema, "The server is up"),
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(healthRoute, (c) =>
  c.json({ status: "ok" as const, database: c.var.deps.database.kind }, 200),
);
