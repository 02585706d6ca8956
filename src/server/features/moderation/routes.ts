import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  caseDetailSchema,
  caseParamsSchema,
  casePhotoParamsSchema,
  queueSchema,
} from "../../../shared/schemas/moderation";
import { type AppEnv, serviceContext } from "../../context";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { readCase, readEvidencePhoto } from "./case-detail";
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

/** /api/moderation: mounted behind requireModerator (features/index.ts). */
export const moderationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(queueRoute, async (c) => c.json(await readQueue(serviceContext(c)), 200))
  .openapi(caseRoute, async (c) =>
    c.json(await readCase(serviceContext(c), c.req.valid("param").caseId), 200),
  )
  .openapi(photoRoute, async (c) => {
    const { bytes, contentType } = await readEvidencePhoto(serviceContext(c), c.req.valid("param"));
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  });
