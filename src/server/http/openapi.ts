import type { z } from "@hono/zod-openapi";
import { errorResponseSchema } from "#shared/schemas/common";

/** A JSON body or response for a route definition. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/**
 * A route's own error answers, beyond those its traits imply (http/openapi-statuses.ts): each
 * status with what it means there, in the one error shape.
 */
export const errorResponses = (
  statuses: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503, string>>,
) =>
  Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      jsonContent(errorResponseSchema, description),
    ]),
  );

/** The answer of a route counted by the sign-in limits (features/account/limits.ts). */
export const AUTH_LIMITED =
  "Too many attempts from this address or at this account; Retry-After says when to try again";
