import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { currentUser } from "../../http/middleware/require-user";
import { isModerator } from "./moderators";

/**
 * Moderation's routes exist only for moderators: anyone else, signed in or not, gets the very
 * answer of an address no route answers, so the API doesn't tell that they exist.
 */
export const requireModerator = createMiddleware<AppEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user || !(await isModerator(c.var.deps.db, user.userId)))
    throw new AppError(404, "not_found", "No such API route");
  c.set("user", user);
  await next();
});
