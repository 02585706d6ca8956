import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../context";
import { ForbiddenError } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * In development, a page served at http://localhost:PORT may as well be opened as
 * http://127.0.0.1:PORT (`npm run dev` fixes PUBLIC_URL to localhost): the same machine and port.
 */
function developmentLoopbackOrigin({ env, baseURL }: AppDeps): string | undefined {
  if (env.NODE_ENV !== "development") return undefined;
  const url = new URL(baseURL);
  if (url.hostname !== "localhost") return undefined;
  url.hostname = "127.0.0.1";
  return url.origin;
}

function isOurOrigin(origin: string, deps: AppDeps): boolean {
  return deps.allowedOrigins.includes(origin) || origin === developmentLoopbackOrigin(deps);
}

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send Origin on
 * cross-site and on fetch POSTs; a request without one is not from a browser page.
 */
export const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    if (origin && !isOurOrigin(origin, c.var.deps)) {
      throw new ForbiddenError(
        "This request came from another site and was refused.",
        "bad_origin",
      );
    }
  }
  await next();
});
