import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  profileResponseSchema,
  profileUpdateSchema,
  settingsSchema,
} from "../../../shared/schemas/profile";
import { type AppEnv, serviceContext } from "../../context";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { getOwnProfile, getSettings, updateOwnProfile } from "./service";

const getRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["profile"],
  summary: "The signed-in member's own profile",
  responses: { 200: jsonContent(profileResponseSchema, "The profile") },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/",
  tags: ["profile"],
  summary: "Change the editable fields; any other field is refused",
  request: { body: jsonContent(profileUpdateSchema, "Some of the editable fields") },
  responses: { 200: jsonContent(profileResponseSchema, "The updated profile") },
});

const settingsRoute = createRoute({
  method: "get",
  path: "/settings",
  tags: ["profile"],
  summary: "The profile, an account summary and the members blocked or muted",
  responses: { 200: jsonContent(settingsSchema, "Settings") },
});

export const profileRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getRoute, async (c) => {
    const profile = await getOwnProfile(serviceContext(c));
    return c.json({ profile }, 200);
  })
  .openapi(patchRoute, async (c) => {
    const profile = await updateOwnProfile(serviceContext(c), c.req.valid("json"));
    return c.json({ profile }, 200);
  })
  .openapi(settingsRoute, async (c) => {
    const settings = await getSettings(serviceContext(c));
    return c.json(settings, 200);
  });
