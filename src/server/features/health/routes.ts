import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
        },
      },
      description: "The server is up",
    },
  },
});

export const healthRoutes = new OpenAPIHono<AppEnv>().openapi(healthRoute, (c) =>
  c.json({ status: "ok" as const, database: c.var.deps.database.kind }, 200),
);
