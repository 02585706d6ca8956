import { createMiddleware } from "hono/factory";
import type { StaffRole } from "#shared/schemas/staff";
import type { AppEnv } from "../../http/context";
import { AppError } from "../../http/errors";
import { currentUser } from "../../http/middleware/require-user";
import { hasRole } from "./rules";

/**
 * A staff API exists only for its role: anyone else, signed in or not, gets the very answer of an
 * address no route answers, so the API doesn't tell that it exists.
 */
export const requireRole = (role: StaffRole) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await currentUser(c);
    if (!user || !(await hasRole(c.var.deps.db, user.userId, role)))
      throw new AppError(404, "not_found", "No such API route");
    c.set("user", user);
    await next();
  });
