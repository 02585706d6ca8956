import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { reportResultSchema, reportSchema } from "../../../shared/schemas/safety";
import { type AppEnv, serviceContext } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { fileReport } from "./service";

const reportRoute = createRoute({
  method: "post",
  path: "/reports",
  tags: ["safety"],
  middleware: [requireUser] as const,
  summary: "Report an event (members and messages to come) for review within 24 hours",
  request: { body: jsonContent(reportSchema, "What is reported, why, and the details") },
  responses: { 201: jsonContent(reportResultSchema, "The stored report") },
});

export const safetyRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  reportRoute,
  async (c) => c.json(await fileReport(serviceContext(c), c.req.valid("json")), 201),
);
