import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { SESSION_TTL_SECONDS } from "../../sessions/auth";
import type { AppEnv } from "../context";
import type { SessionUser } from "../../sessions/session-store";
import { UnauthorizedError } from "../errors";

/**
 * Derives the acting member from the session cookie; 401 without a live session. An active
 * member's session (and its cookie) is renewed once a day, so it ends only after 30 idle days.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) throw new UnauthorizedError();
  c.set("user", user);
  await next();
});

/** The member the session cookie belongs to (renewing the session when due), or null. */
export async function currentUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const { sessions, baseURL } = c.var.deps;
  const user = await sessions.resolve(c.req.header("cookie"));
  if (!user) return null;
  const renewed = await sessions.renewIfDue(user);
  if (renewed) {
    const value = sessions.cookieValue(c.req.header("cookie"));
    if (value) {
      setCookie(c, sessions.cookieName, value, {
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        secure: baseURL.startsWith("https://"),
        maxAge: SESSION_TTL_SECONDS,
      });
    }
  }
  return user;
}
