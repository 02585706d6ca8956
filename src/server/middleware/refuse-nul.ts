import type { MiddlewareHandler } from "hono";
import { ValidationError } from "../errors";

const NUL = "\u0000";

/** The dotted path of the first string in `value` that holds a NUL character, if any. */
function pathOfNul(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNul(item, path ? `${path}.${index}` : String(index));
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNul(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL text can't hold a NUL character: refuse it in any JSON body up front, naming the
 * field, rather than letting the insert fail as a server error.
 */
export const refuseNul: MiddlewareHandler = async (c, next) => {
  if (c.req.header("content-type")?.includes("application/json")) {
    // A clone, so the body is still there for better-auth's handler and the route's validator.
    const raw = await c.req.raw.clone().text();
    if (raw.includes("\\u0000") || raw.includes(NUL)) {
      let field: string | undefined;
      try {
        field = pathOfNul(JSON.parse(raw), "");
      } catch {
        return next(); // Not JSON: the route's own validation says so.
      }
      if (field !== undefined) {
        const message = "Text can't contain the NUL control character";
        throw new ValidationError(message, field ? { [field]: message } : undefined);
      }
    }
  }
  await next();
};
