import type { MiddlewareHandler } from "hono";
import { AppError, ValidationError } from "../errors";

// C0 controls (NUL among them) and DEL: PostgreSQL text can't hold NUL, and none of them belongs
// in an id, a name or a search.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined; // Broken percent-encoding, like %E0%A4%A.
  }
}

/**
 * Every path segment and query parameter must decode to text without control characters, or the
 * request is refused here, before any route reads it into SQL.
 */
export const readableUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  const queryStart = url.indexOf("?", pathStart);
  const path = url.slice(pathStart, queryStart === -1 ? undefined : queryStart);
  for (const segment of path.split("/")) {
    const text = decoded(segment);
    if (text === undefined || CONTROL.test(text)) {
      throw new AppError(404, "not_found", "Nothing is at this address.");
    }
  }
  if (queryStart !== -1) {
    const query = url.slice(queryStart + 1).split("#")[0]!;
    for (const pair of query.split("&")) {
      const [rawName = "", ...rest] = pair.split("=");
      const name = decoded(rawName.replace(/\+/g, " "));
      const value = decoded(rest.join("=").replace(/\+/g, " "));
      if (name === undefined || value === undefined || CONTROL.test(name + value)) {
        const message = "This search parameter can't be read";
        throw new ValidationError(message, {
          [name && !CONTROL.test(name) ? name : "query"]: message,
        });
      }
    }
  }
  await next();
};
