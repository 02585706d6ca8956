import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  grantRoleSchema,
  revokeRoleParamsSchema,
  staffOverviewSchema,
} from "#shared/schemas/staff";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../http/write-limits";
import { grantByAdmin, revokeByAdmin, staffOverview } from "./service";

const tags = ["staff"];
const limited = tooManyWritesResponse("staffGrant");

const overviewRoute = createRoute({
  tags,
  method: "get",
  path: "/",
  summary: "Admins: everyone holding a staff role, and the latest staff actions",
  responses: { 200: jsonContent(staffOverviewSchema, "Staff and audit log") },
});

const grantRoute = createRoute({
  tags,
  method: "post",
  path: "/grants",
  summary: "Admins: grant a staff role to the member an email names (again: changes nothing)",
  description: "422 with a field error when no member signs in with the email.",
  request: { body: jsonContent(grantRoleSchema, "Whose email, and which role") },
  responses: { 200: jsonContent(staffOverviewSchema, "Staff and audit log"), ...limited },
});

const revokeRoute = createRoute({
  tags,
  method: "delete",
  path: "/grants/{memberId}/{role}",
  summary: "Admins: take a staff role away",
  description: "404 for a role the member doesn't hold; 422 for the last admin role.",
  request: { params: revokeRoleParamsSchema },
  responses: { 200: jsonContent(okSchema, "Revoked"), ...limited },
});

export const staffRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(overviewRoute, async (c) => c.json(await staffOverview(serviceContext(c)), 200))
  .openapi(grantRoute, async (c) => {
    await limitMemberWrite(c, "staffGrant");
    const ctx = serviceContext(c);
    await grantByAdmin(ctx, c.req.valid("json"));
    return c.json(await staffOverview(ctx), 200);
  })
  .openapi(revokeRoute, async (c) => {
    await limitMemberWrite(c, "staffGrant");
    await revokeByAdmin(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  });
