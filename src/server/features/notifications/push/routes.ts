import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from "#shared/schemas/push";
import { type AppEnv, serviceContext } from "../../../http/context";
import { jsonContent } from "../../../http/openapi";
import { validationHook } from "../../../http/validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../../http/write-limits";
import { subscribe, unsubscribe } from "./subscriptions";

const tags = ["push"];
const limited = tooManyWritesResponse("pushSubscription");

const keyRoute = createRoute({
  tags,
  method: "get",
  path: "/key",
  summary: "The server's VAPID public key, to subscribe this device with",
  responses: { 200: jsonContent(pushKeySchema, "Public key") },
});

const subscribeRoute = createRoute({
  tags,
  method: "post",
  path: "/subscriptions",
  summary:
    "This device gets the member's push notifications (again with the same endpoint is the same)",
  request: { body: jsonContent(pushSubscriptionInputSchema, "PushSubscription.toJSON()") },
  responses: { 200: jsonContent(okSchema, "Subscribed"), ...limited },
});

const unsubscribeRoute = createRoute({
  tags,
  method: "delete",
  path: "/subscriptions",
  summary: "This device no longer gets the member's push notifications",
  request: { body: jsonContent(pushUnsubscribeSchema, "The device's endpoint") },
  responses: { 200: jsonContent(okSchema, "Unsubscribed"), ...limited },
});

export const pushRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(keyRoute, (c) => c.json({ publicKey: c.var.deps.vapid.publicKey }, 200))
  .openapi(subscribeRoute, async (c) => {
    await limitMemberWrite(c, "pushSubscription");
    await subscribe(serviceContext(c), c.req.valid("json"), c.req.header("user-agent"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    await limitMemberWrite(c, "pushSubscription");
    await unsubscribe(serviceContext(c), c.req.valid("json"));
    return c.json({ ok: true as const }, 200);
  });
