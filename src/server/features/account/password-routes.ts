import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  passwordChangedSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetLinkQuerySchema,
  resetLinkStateSchema,
} from "#shared/schemas/account";
import { okSchema } from "#shared/schemas/common";
import { type AppEnv, guestContext, serviceContext } from "../../http/context";
import { AUTH_LIMITED, errorResponses, jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { requestLanguage } from "../../http/request-language";
import { trustDevice } from "./device-cookie";
import { limitAuthAttempts, limitPasswordChanges, limitResetRequests } from "./limits";
import { changePassword } from "./password-change";
import { requestPasswordReset, resetLinkState, resetPassword } from "./password-reset";

const requestResetRoute = createRoute({
  method: "post",
  path: "/password-reset/request",
  tags: ["account"],
  summary: "Mail a one-time link to set a new password",
  description:
    "Answers the same whether or not an account uses the email; the mail, when there is one, " +
    "goes out after the answer.",
  request: { body: jsonContent(passwordResetRequestSchema, "Where to send the link") },
  responses: {
    200: jsonContent(okSchema, "Sent, if an account uses the email"),
    ...errorResponses({ 429: AUTH_LIMITED }),
  },
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
  responses: {
    200: jsonContent(okSchema, "Password set; sign in with it"),
    ...errorResponses({ 429: AUTH_LIMITED }),
  },
});

const linkStateRoute = createRoute({
  method: "get",
  path: "/password-reset",
  tags: ["account"],
  summary: "Whether a mailed reset link can still be used",
  request: { query: resetLinkQuerySchema },
  responses: {
    200: jsonContent(resetLinkStateSchema, "The link's state, and why not in words"),
    ...errorResponses({ 429: AUTH_LIMITED }),
  },
});

const changeRoute = createRoute({
  method: "post",
  path: "/password",
  tags: ["account"],
  summary: "Change the signed-in member's password",
  description: "Needs the current password. Ends the member's other sessions.",
  request: { body: jsonContent(passwordChangeSchema, "The current and the new password") },
  responses: {
    200: jsonContent(passwordChangedSchema, "Changed"),
    ...errorResponses({ 429: AUTH_LIMITED }),
  },
});

/** Forgetting a password, open to visitors. */
export const passwordResetRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(requestResetRoute, async (c) => {
    const { email } = c.req.valid("json");
    await limitAuthAttempts(c, "password-reset");
    await limitResetRequests(c, email);
    await requestPasswordReset(guestContext(c), email);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(linkStateRoute, async (c) => {
    await limitAuthAttempts(c, "password-reset-use");
    c.header("Cache-Control", "no-store");
    const { token } = c.req.valid("query");
    return c.json(await resetLinkState(guestContext(c), token, requestLanguage(c)), 200);
  })
  .openapi(resetRoute, async (c) => {
    await limitAuthAttempts(c, "password-reset-use");
    const { email } = await resetPassword(guestContext(c), c.req.valid("json"));
    // The mailed link proved the email is theirs: this device may sign in past a spent budget.
    trustDevice(c, email);
    return c.json({ ok: true as const }, 200);
  });

/** Changing the password, for the signed-in member. */
export const passwordChangeRoutes = new OpenAPIHono<AppEnv>({
  defaultHook: validationHook,
}).openapi(changeRoute, async (c) => {
  await limitPasswordChanges(c);
  const result = await changePassword(serviceContext(c), c.req.valid("json"), c.var.user.token);
  return c.json(result, 200);
});
