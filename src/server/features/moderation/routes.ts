import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { errorResponseSchema, okSchema } from "../../../shared/schemas/common";
import {
  caseActionSchema,
  caseDetailSchema,
  caseParamsSchema,
  casePhotoParamsSchema,
  myReportsSchema,
  queueSchema,
  warningParamsSchema,
  warningsSchema,
} from "../../../shared/schemas/moderation";
import { type AppEnv, serviceContext } from "../../context";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { actOnCase } from "./actions";
import { readCase, readEvidencePhoto } from "./case-detail";
import { acknowledgeWarning, myReports, openWarnings } from "./notices";
import { readQueue } from "./queue";

const tags = ["moderation"];

const queueRoute = createRoute({
  method: "get",
  path: "/cases",
  tags,
  summary:
    "Moderators only (404 to anyone else): the open cases, overdue first, then severity, reporters' standing, age",
  responses: { 200: jsonContent(queueSchema, "The queue") },
});

const caseRoute = createRoute({
  method: "get",
  path: "/cases/{caseId}",
  tags,
  summary: "Moderators only: a case with its reports, evidence and introducers",
  request: { params: caseParamsSchema },
  responses: { 200: jsonContent(caseDetailSchema, "The case") },
});

const photoRoute = createRoute({
  method: "get",
  path: "/cases/{caseId}/photos/{photoId}",
  tags,
  summary: "Moderators only: a photo as it was when reported (the copy the case keeps)",
  request: { params: casePhotoParamsSchema },
  responses: {
    200: {
      content: { "image/webp": { schema: z.string().describe("The image") } },
      description: "The image, never cached by the browser",
    },
  },
});

const actionRoute = createRoute({
  method: "post",
  path: "/cases/{caseId}/actions",
  tags,
  summary:
    "Moderators only: dismiss, warn, remove a photo, message or prompt, suspend for n days or ban, with a reason code and a note for the audit log",
  description:
    "Suspending or banning ends every session of the member at once (their live streams close " +
    "with session.ended), refuses their sign-in until it ends, and hides them from every member.",
  request: {
    params: caseParamsSchema,
    body: jsonContent(caseActionSchema, "The action, its reason and note"),
  },
  responses: {
    200: jsonContent(caseDetailSchema, "The case after it"),
    409: jsonContent(errorResponseSchema, "Another moderator already decided it"),
  },
});

/** /api/moderation: mounted behind requireModerator (features/index.ts). */
export const moderationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(queueRoute, async (c) => c.json(await readQueue(serviceContext(c)), 200))
  .openapi(caseRoute, async (c) =>
    c.json(await readCase(serviceContext(c), c.req.valid("param").caseId), 200),
  )
  .openapi(actionRoute, async (c) => {
    const { caseId } = c.req.valid("param");
    const ctx = serviceContext(c);
    await actOnCase(ctx, caseId, c.req.valid("json"));
    return c.json(await readCase(ctx, caseId), 200);
  })
  .openapi(photoRoute, async (c) => {
    const { bytes, contentType } = await readEvidencePhoto(serviceContext(c), c.req.valid("param"));
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  });

const warningsRoute = createRoute({
  method: "get",
  path: "/warnings",
  tags,
  summary: "The member's warnings from moderators not yet acknowledged (shown on their next visit)",
  responses: { 200: jsonContent(warningsSchema, "Open warnings, oldest first") },
});

const acknowledgeRoute = createRoute({
  method: "post",
  path: "/warnings/{warningId}/acknowledgement",
  tags,
  summary: "The member read a warning: it isn't shown again",
  request: { params: warningParamsSchema },
  responses: { 200: jsonContent(okSchema, "Acknowledged") },
});

const myReportsRoute = createRoute({
  method: "get",
  path: "/reports",
  tags,
  summary: "The member's own reports, each with where it stands (never the sanction)",
  responses: { 200: jsonContent(myReportsSchema, "Newest first") },
});

/** /api/account: what moderation tells a member, about themself and their reports. */
export const memberModerationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(warningsRoute, async (c) => c.json(await openWarnings(serviceContext(c)), 200))
  .openapi(acknowledgeRoute, async (c) => {
    await acknowledgeWarning(serviceContext(c), c.req.valid("param").warningId);
    return c.json({ ok: true } as const, 200);
  })
  .openapi(myReportsRoute, async (c) => c.json(await myReports(serviceContext(c)), 200));
