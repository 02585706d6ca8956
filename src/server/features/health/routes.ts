import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { healthSchema, readySchema } from "#shared/schemas/health";
import { migrationsApplied } from "../../db/migrate";
import type { AppEnv } from "../../http/context";
import { jsonContent } from "../../http/openapi";

/** A database slower than this to answer a readiness probe counts as not there. */
const DATABASE_TIMEOUT_MS = 2_000;

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness",
  responses: {
    200: jsonContent(healthSchema, "The server is up"),
  },
});

const readyRoute = createRoute({
  method: "get",
  path: "/ready",
  tags: ["health"],
  summary: "Readiness, for a load balancer: whether this process should be sent requests",
  responses: {
    200: jsonContent(
      readySchema,
      "The database answers, its migrations are applied, and the process is not stopping",
    ),
    503: jsonContent(
      readySchema,
      "Stopping (draining), or the database doesn't answer, or lacks this release's migrations",
    ),
  },
});

async function databaseReady(c: { var: AppEnv["Variables"] }): Promise<boolean | "unreachable"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"unreachable">((done) => {
    timer = setTimeout(() => done("unreachable"), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([migrationsApplied(c.var.deps.database), timeout]);
  } catch {
    return "unreachable";
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = new OpenAPIHono<AppEnv>()
  .openapi(healthRoute, (c) =>
    c.json({ status: "ok" as const, database: c.var.deps.database.kind }, 200),
  )
  .openapi(readyRoute, async (c) => {
    const { drain } = c.var.deps;
    drain.probed();
    if (drain.draining)
      return c.json({ status: "unready" as const, reason: "draining" as const }, 503);
    const database = await databaseReady(c);
    if (database === "unreachable")
      return c.json({ status: "unready" as const, reason: "database" as const }, 503);
    if (!database)
      return c.json({ status: "unready" as const, reason: "migrations" as const }, 503);
    return c.json({ status: "ready" as const }, 200);
  });
