import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { AppError, ValidationError, type FieldErrors } from "./errors";

export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Turns a failed zod validation into our 400 with a message per field. A path parameter that
 * fails is a 404 instead, in its schema's words ("Friend not found"): an id that can't be one
 * names nothing, as an unknown id does (shared/schemas/common.ts), so every route answers a
 * malformed id the same way.
 */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) {
    if (result.target === "param") {
      const message = result.error.issues[0]?.message ?? "Nothing is at this address.";
      throw new AppError(404, "not_found", message);
    }
    const fields = fieldErrors(result.error.issues);
    const first = Object.values(fields)[0] ?? "Invalid input";
    throw new ValidationError(first, fields);
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A service's guard for an id it reads into a uuid column (a body's, or a path's before its
 * schema checked it): anything else names nothing (a 404, never PostgreSQL's 500).
 */
export const isUuid = (id: string) => UUID.test(id);
