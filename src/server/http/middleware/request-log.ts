import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

/** Asked every second or two by each load balancer: lines about it would drown the rest. */
const READINESS_PATH = "/api/ready";

/** One JSON line per request. Never the body, the query string or headers: they may hold secrets. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path === READINESS_PATH) return next();
  const started = performance.now();
  await next();
  const { logger } = c.var.deps;
  const status = c.res.status;
  const line = {
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    userId: c.var.user?.userId,
  };
  if (status >= 500) logger.error(line, "request failed");
  else logger.info(line, "request");
});
