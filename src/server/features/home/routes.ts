import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { homeResponseSchema } from "../../../shared/schemas/home";
import type { AppEnv } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { validationHook } from "../../validation";
import { getHome } from "./service";

const homeRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["home"],
  summary: "The home header and the social queue, in one request",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: homeResponseSchema } }, description: "Home" },
  },
});

export const homeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  homeRoute,
  async (c) => {
    const { db, logger, now } = c.var.deps;
    const { userId, token } = c.var.user;
    return c.json(await getHome({ db, logger, now: now(), userId, sessionToken: token }), 200);
  },
);
