import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { homeResponseSchema } from "#shared/schemas/home";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { getHome } from "./service";

const homeRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["home"],
  summary: "The home header and the social queue, in one request",
  responses: {
    200: jsonContent(homeResponseSchema, "Home"),
  },
});

export const homeRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  homeRoute,
  async (c) => {
    return c.json(await getHome(serviceContext(c), { sessionToken: c.var.user.token }), 200);
  },
);
