import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "../../../shared/schemas/common";
import {
  notificationParamsSchema,
  notificationsResponseSchema,
  unreadCountSchema,
} from "../../../shared/schemas/notifications";
import { type AppEnv, serviceContext } from "../../context";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../write-limits";
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

export const notificationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listNotifications(serviceContext(c)), 200))
  .openapi(unreadRoute, async (c) => c.json(await unreadCount(serviceContext(c)), 200))
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
