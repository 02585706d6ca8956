import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import { ValidationError, type FieldErrors } from "./errors";

export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Turns a failed zod validation into our 400 with a message per field. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) {
    const fields = fieldErrors(result.error.issues);
    const first = Object.values(fields)[0] ?? "Invalid input";
    throw new ValidationError(first, fields);
  }
};
