import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { UnauthorizedError } from "../errors";

/** Derives the acting member from the session cookie; 401 without a live session. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await c.var.deps.sessions.resolve(c.req.header("cookie"));
  if (!user) throw new UnauthorizedError();
  c.set("user", user);
  await next();
});
