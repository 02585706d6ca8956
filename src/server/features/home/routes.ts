import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, serviceContext } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { validationHook } from "../../validation";
import { getHome } from "./service";

const homeResponse = z.object({
  member: z.object({ name: z.string(), neighborhood: z.string(), heartsBalance: z.number().int() }),
  certifications: z.array(z.string()).describe("Names of the clubs the member is certified in"),
  circleSize: z.number().int(),
  matchForYou: z.object({
    pendingSuggestions: z
      .number()
      .int()
      .describe("Distinct candidates suggested to the member, pending"),
    unreadMessages: z.number().int(),
    matches: z.number().int(),
  }),
  nextEvent: z.object({ title: z.string(), startsAt: z.string(), venue: z.string() }).nullable(),
});

const homeRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["home"],
  summary: "The home header and the social queue, in one request",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: homeResponse } }, description: "Home" },
  },
});

export const homeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  homeRoute,
  async (c) => {
    return c.json(await getHome(serviceContext(c)), 200);
  },
);
