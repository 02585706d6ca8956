import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv, ServiceContext } from "./context";

/** A JSON body or response for a route definition. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The acting member and the database, for a service call from a signed-in route. */
export const memberContext = (c: Context<AppEnv>): Omit<ServiceContext, "hub"> => ({
  db: c.var.deps.db,
  userId: c.var.user.userId,
  now: c.var.deps.now(),
});
