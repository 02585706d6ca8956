import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  notificationParamsSchema,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
  notificationsResponseSchema,
  pauseNotificationsSchema,
  unreadCountSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from "#shared/schemas/notifications";
import { errorResponseSchema } from "#shared/schemas/common";
import { type AppEnv, guestContext, serviceContext } from "../../http/context";
import { limitedAddress } from "../../http/request-address";
import { countWrite, writeLimit } from "../../http/write-limits";
import { unsubscribe } from "./email/unsubscribe";
import { listPreferences, pauseNotifications, setPreference } from "./preferences";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../http/write-limits";
import { listNotifications, unreadCount } from "./lists";
import { markAllRead, markRead } from "./mark-read";

const tags = ["notifications"];
const limited = tooManyWritesResponse("notificationRead");

const listRoute = createRoute({
  tags,
  method: "get",
  path: "/",
  summary: "The member's notifications, newest first (one page); gone ones are left out",
  responses: { 200: jsonContent(notificationsResponseSchema, "Notifications") },
});

const unreadRoute = createRoute({
  tags,
  method: "get",
  path: "/unread-count",
  summary: "How many of the member's notifications are unread (the bell's badge)",
  responses: { 200: jsonContent(unreadCountSchema, "Unread count") },
});

const readOneRoute = createRoute({
  tags,
  method: "post",
  path: "/{id}/read",
  summary: "Mark one of the member's notifications read",
  request: { params: notificationParamsSchema },
  responses: { 200: jsonContent(okSchema, "Read"), ...limited },
});

const readAllRoute = createRoute({
  tags,
  method: "post",
  path: "/read-all",
  summary: "Mark all the member's notifications read",
  responses: { 200: jsonContent(okSchema, "All read"), ...limited },
});

const preferencesRoute = createRoute({
  tags,
  method: "get",
  path: "/preferences",
  summary: "How each kind of notification reaches the member on each channel (email)",
  responses: { 200: jsonContent(notificationPreferencesSchema, "Preferences") },
});

const setPreferenceRoute = createRoute({
  tags,
  method: "put",
  path: "/preferences",
  summary: "Choose how a kind of notification reaches the member on a channel",
  request: { body: jsonContent(notificationPreferenceSchema, "The kind, channel and mode") },
  responses: {
    200: jsonContent(notificationPreferencesSchema, "Preferences after"),
    ...tooManyWritesResponse("notificationPreference"),
  },
});

const pauseRoute = createRoute({
  tags,
  method: "put",
  path: "/pause",
  summary:
    "Pause (or resume) all notifications by email and push; the in-app list is still kept, and what waited meanwhile is never sent",
  request: { body: jsonContent(pauseNotificationsSchema, "Paused or not") },
  responses: {
    200: jsonContent(notificationPreferencesSchema, "Preferences after"),
    ...tooManyWritesResponse("notificationPreference"),
  },
});

const unsubscribeRoute = createRoute({
  tags,
  method: "post",
  path: "/unsubscribe",
  summary:
    "A mail's unsubscribe link, signed in or not (RFC 8058 one-click POST too): its kinds' email goes off",
  request: { query: unsubscribeQuerySchema },
  responses: {
    200: jsonContent(unsubscribedSchema, "Turned off"),
    400: jsonContent(errorResponseSchema, "Not a link we sent"),
    ...tooManyWritesResponse("unsubscribe"),
  },
});

/** Open to visitors: a mail's link works wherever it is opened, and a mail reader posts it. */
export const unsubscribeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  unsubscribeRoute,
  async (c) => {
    const { db, env } = c.var.deps;
    const countRefusal = () => countWrite(db, writeLimit(env, "unsubscribe"), limitedAddress(c));
    return c.json(
      await unsubscribe(guestContext(c), c.req.valid("query").token, countRefusal),
      200,
    );
  },
);

export const notificationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listNotifications(serviceContext(c)), 200))
  .openapi(unreadRoute, async (c) => c.json(await unreadCount(serviceContext(c)), 200))
  .openapi(preferencesRoute, async (c) => c.json(await listPreferences(serviceContext(c)), 200))
  .openapi(setPreferenceRoute, async (c) => {
    await limitMemberWrite(c, "notificationPreference");
    return c.json(await setPreference(serviceContext(c), c.req.valid("json")), 200);
  })
  .openapi(pauseRoute, async (c) => {
    await limitMemberWrite(c, "notificationPreference");
    return c.json(await pauseNotifications(serviceContext(c), c.req.valid("json")), 200);
  })
  .openapi(readAllRoute, async (c) => {
    await limitMemberWrite(c, "notificationRead");
    await markAllRead(serviceContext(c));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(readOneRoute, async (c) => {
    await limitMemberWrite(c, "notificationRead");
    await markRead(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
