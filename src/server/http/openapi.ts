import type { z } from "@hono/zod-openapi";

/** A JSON body or response for a route definition. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});
