import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  passwordChangedSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetLinkQuerySchema,
  resetLinkStateSchema,
} from "../../../shared/schemas/account";
import { okSchema } from "../../../shared/schemas/common";
import { type AppEnv, serviceContext } from "../../context";
import { errorForLog } from "../../logger";
import { requireUser } from "../../middleware/require-user";
import { jsonContent } from "../../openapi";
import { checkRateLimit } from "../../rate-limit";
import { validationHook } from "../../validation";
import { trustDevice } from "./device-cookie";
import { limitAuthAttempts } from "./limits";
import { changePassword } from "./password-change";
import { createPasswordReset, resetLinkState, resetPassword } from "./password-reset";
import { resetPasswordMail } from "./reset-mail";

const requestResetRoute = createRoute({
  method: "post",
  path: "/password-reset/request",
  tags: ["account"],
  summary: "Mail a one-time link to set a new password",
  description:
    "Answers the same whether or not an account uses the email; the mail, when there is one, " +
    "goes out after the answer.",
  request: { body: jsonContent(passwordResetRequestSchema, "Where to send the link") },
  responses: { 200: jsonContent(okSchema, "Sent, if an account uses the email") },
});

const resetRoute = createRoute({
  method: "post",
  path: "/password-reset",
  tags: ["account"],
  summary: "Set a new password with a mailed link's token",
  description:
    "Ends every session of the member. A used link answers 410 reset_link_used, an old one " +
    "410 reset_link_expired, an unknown one 410 reset_link_unknown.",
  request: { body: jsonContent(passwordResetSchema, "The token and the new password") },
  responses: { 200: jsonContent(okSchema, "Password set; sign in with it") },
});

const linkStateRoute = createRoute({
  method: "get",
  path: "/password-reset",
  tags: ["account"],
  summary: "Whether a mailed reset link can still be used",
  request: { query: resetLinkQuerySchema },
  responses: { 200: jsonContent(resetLinkStateSchema, "The link's state, and why not in words") },
});

const changeRoute = createRoute({
  method: "post",
  path: "/password",
  tags: ["account"],
  summary: "Change the signed-in member's password",
  description: "Needs the current password. Ends the member's other sessions.",
  middleware: [requireUser] as const,
  request: { body: jsonContent(passwordChangeSchema, "The current and the new password") },
  responses: { 200: jsonContent(passwordChangedSchema, "Changed") },
});

export const passwordRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(requestResetRoute, async (c) => {
    const { email } = c.req.valid("json");
    const { db, env, mailer, logger, baseURL } = c.var.deps;
    await limitAuthAttempts(c, "password-reset");
    await checkRateLimit(db, `password-reset:email:${email}`, {
      limit: env.AUTH_RATE_LIMIT,
      windowSeconds: env.AUTH_RATE_WINDOW_SECONDS,
    });
    const reset = await createPasswordReset(serviceContext(c, "guest"), email);
    if (reset) {
      // Not awaited: waiting on the mail server would tell who has an account by the time taken.
      mailer
        .send(resetPasswordMail({ to: email, name: reset.name, token: reset.token, baseURL }))
        .catch((error: Error) => logger.error({ err: errorForLog(error) }, "reset mail failed"));
    }
    return c.json({ ok: true as const }, 200);
  })
  .openapi(linkStateRoute, async (c) => {
    await limitAuthAttempts(c, "password-reset-use");
    c.header("Cache-Control", "no-store");
    const { token } = c.req.valid("query");
    return c.json(await resetLinkState(serviceContext(c, "guest"), token), 200);
  })
  .openapi(resetRoute, async (c) => {
    await limitAuthAttempts(c, "password-reset-use");
    const { email } = await resetPassword(serviceContext(c, "guest"), c.req.valid("json"));
    // The mailed link proved the email is theirs: this device may sign in past a spent budget.
    trustDevice(c, email);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(changeRoute, async (c) => {
    const { db, env } = c.var.deps;
    const { userId, token } = c.var.user;
    await checkRateLimit(db, `password-change:user:${userId}`, {
      limit: env.AUTH_RATE_LIMIT,
      windowSeconds: env.AUTH_RATE_WINDOW_SECONDS,
    });
    const result = await changePassword(serviceContext(c), c.req.valid("json"), token);
    return c.json(result, 200);
  });
