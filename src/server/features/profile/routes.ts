import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { NEIGHBORHOODS, RELATIONSHIP_STATUS_VALUES, SEXUALITIES } from "../../../shared/options";
import { profileUpdateSchema } from "../../../shared/schemas/profile";
import { type AppEnv, serviceContext } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { getOwnProfile, getSettings, updateOwnProfile } from "./service";

const ownProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  username: z.string(),
  age: z.number().int(),
  pronouns: z.string(),
  sexuality: z.enum(SEXUALITIES),
  relationshipStatus: z.enum(RELATIONSHIP_STATUS_VALUES),
  occupation: z.string(),
  neighborhood: z.enum(NEIGHBORHOODS),
  bio: z.string(),
});
const profileResponse = z.object({ profile: ownProfileSchema });

const settingsResponse = z.object({
  profile: ownProfileSchema,
  summary: z.object({
    memberSince: z.string(),
    heartsBalance: z.number().int(),
    certifications: z.number().int(),
    circleSize: z.number().int(),
    matches: z.number().int(),
  }),
  blocked: z.array(z.string()).describe("Names of the members you blocked"),
  muted: z.array(z.string()).describe("Names of the partners whose conversations you muted"),
});

const getRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["profile"],
  summary: "The signed-in member's own profile",
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(profileResponse, "The profile") },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/",
  tags: ["profile"],
  summary: "Change the editable fields; any other field is refused",
  middleware: [requireUser] as const,
  request: { body: jsonContent(profileUpdateSchema, "Some of the editable fields") },
  responses: { 200: jsonContent(profileResponse, "The updated profile") },
});

const settingsRoute = createRoute({
  method: "get",
  path: "/settings",
  tags: ["profile"],
  summary: "The profile, an account summary and the members blocked or muted",
  middleware: [requireUser] as const,
  responses: { 200: jsonContent(settingsResponse, "Settings") },
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
