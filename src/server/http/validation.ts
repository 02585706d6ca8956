import type { Hook } from "@hono/zod-openapi";
import type { AppEnv } from "./context";
import type { Message } from "#shared/message";
import { AppError, ValidationError, type FieldMessages } from "./errors";

/**
 * zod's own words for an issue no schema of ours words (a wrong type, a stray key), said in a
 * language with no entry for zod's English.
 */
const zodsOwn: Record<string, string> = {
  invalid_type: "This is missing or isn't the right kind of value.",
  too_small: "This is too short or too small.",
  too_big: "This is too long or too large.",
  invalid_format: "This isn't in the right format.",
  unrecognized_keys: "This request has a field it doesn't expect.",
};
const ZODS_OTHER = "This value isn't valid.";

const issueMessage = (issue: { message: string; code?: string }): Message => ({
  key: issue.message,
  otherwise: (issue.code && zodsOwn[issue.code]) || ZODS_OTHER,
});

export function fieldErrors(
  issues: { path: PropertyKey[]; message: string; code?: string }[],
): FieldMessages {
  const fields: Record<string, Message> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issueMessage(issue);
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
      const issue = result.error.issues[0];
      throw new AppError(
        404,
        "not_found",
        issue
          ? { key: issue.message, otherwise: "Nothing is at this address." }
          : "Nothing is at this address.",
      );
    }
    const fields = fieldErrors(result.error.issues);
    const first = Object.values(fields)[0] ?? { key: "Invalid input" };
    throw new ValidationError(first, fields);
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A service's guard for an id it reads into a uuid column (a body's, or a path's before its
 * schema checked it): anything else names nothing (a 404, never PostgreSQL's 500).
 */
export const isUuid = (id: string) => UUID.test(id);
