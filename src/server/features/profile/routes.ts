import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { memberParamsSchema } from "#shared/schemas/safety";
import {
  memberProfileViewSchema,
  profileResponseSchema,
  profileUpdateSchema,
  settingsSchema,
} from "#shared/schemas/profile";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { getMemberProfileView } from "./member-profile-view";
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
  middleware: [limitWrites("profileEdit")] as const,
  summary: "Change the editable fields; any other field is refused",
  request: { body: jsonContent(profileUpdateSchema, "Some of the editable fields") },
  responses: {
    200: jsonContent(profileResponseSchema, "The updated profile"),
    ...tooManyWritesResponse("profileEdit"),
  },
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

const memberProfileRoute = createRoute({
  method: "get",
  path: "/{memberId}/profile",
  tags: ["profile"],
  summary:
    "Another member's profile view (photos, who they want to meet, prompts, interests); 404 unless you are shown them somewhere (a match, a suggestion to you, an unlocked profile, your circle)",
  request: { params: memberParamsSchema },
  responses: { 200: jsonContent(memberProfileViewSchema, "Their profile view") },
});

/** /api/members: other members, as the viewer may see them. */
export const memberProfileRoutes = new OpenAPIHono<AppEnv>({
  defaultHook: validationHook,
}).openapi(memberProfileRoute, async (c) =>
  c.json(await getMemberProfileView(serviceContext(c), c.req.valid("param").memberId), 200),
);
