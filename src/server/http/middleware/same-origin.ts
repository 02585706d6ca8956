import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ForbiddenError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send Origin on
 * cross-site and on fetch POSTs; a request without one is not from a browser page.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    if (origin && !c.var.deps.allowedOrigins.includes(origin)) {
      throw new ForbiddenError(
        "This request came from another site and was refused.",
        "bad_origin",
      );
    }
  }
  await next();
});
