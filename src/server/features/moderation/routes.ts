import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { errorResponseSchema, okSchema } from "#shared/schemas/common";
import { photoFileParamsSchema, photoParamsSchema } from "#shared/schemas/photos";
import {
  appealDecisionSchema,
  appealParamsSchema,
  appealSchema,
  caseActionSchema,
  caseDetailSchema,
  caseParamsSchema,
  casePhotoParamsSchema,
  decisionParamsSchema,
  decisionSchema,
  decisionsSchema,
  myReportsSchema,
  photoReviewDecisionSchema,
  queueSchema,
  warningParamsSchema,
  warningsSchema,
} from "#shared/schemas/moderation";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { actOnCase } from "./actions";
import { appealDecision, decideAppeal, myDecisions } from "./appeals";
import { readCase, readEvidencePhoto } from "./case-detail";
import { acknowledgeWarning, myReports, openWarnings } from "./notices";
import { NotFoundError } from "../../http/errors";
import { PHOTO_CONTENT_TYPE, photoToReviewFile } from "../photos";
import { reviewPhoto } from "./photo-reviews";
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

const appealDecisionRoute = createRoute({
  method: "post",
  path: "/appeals/{appealId}/decision",
  tags,
  summary:
    "Moderators only: answer a member's appeal, upheld or overturned, with a note the member reads; final",
  description:
    "403 `own_decision` to the moderator who took the decision appealed; 409 `appeal_decided` " +
    "when another moderator answered first. Overturning lifts a limit, suspension or ban at once; " +
    "removed content isn't restored. Logged in the audit log.",
  request: {
    params: appealParamsSchema,
    body: jsonContent(appealDecisionSchema, "Upheld or overturned, and the answer"),
  },
  responses: {
    200: jsonContent(queueSchema, "The queue after it"),
    403: jsonContent(errorResponseSchema, "The moderator took the decision appealed"),
    409: jsonContent(errorResponseSchema, "Another moderator already answered it"),
  },
});

const heldPhotoRoute = createRoute({
  method: "get",
  path: "/photos/{photoId}/{size}",
  tags,
  summary: "Moderators only: a photo screening held, while it waits for a look",
  request: { params: photoFileParamsSchema },
  responses: {
    200: {
      content: { "image/webp": { schema: z.string().describe("The image") } },
      description: "The image, never cached by the browser",
    },
    404: jsonContent(errorResponseSchema, "No such photo waiting"),
  },
});

const photoReviewRoute = createRoute({
  method: "post",
  path: "/photos/{photoId}/review",
  tags,
  summary: "Moderators only: approve a held photo (it shows to others at once) or remove it",
  description: "409 `already_decided` when another moderator decided it first.",
  request: {
    params: photoParamsSchema,
    body: jsonContent(photoReviewDecisionSchema, "Approve or remove"),
  },
  responses: {
    200: jsonContent(queueSchema, "The queue after it"),
    409: jsonContent(errorResponseSchema, "Already decided"),
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
  .openapi(appealDecisionRoute, async (c) => {
    const ctx = serviceContext(c);
    await decideAppeal(ctx, c.req.valid("param").appealId, c.req.valid("json"));
    return c.json(await readQueue(ctx), 200);
  })
  .openapi(heldPhotoRoute, async (c) => {
    const bytes = await photoToReviewFile(serviceContext(c), c.req.valid("param"));
    if (!bytes) throw new NotFoundError("Photo");
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": PHOTO_CONTENT_TYPE,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  })
  .openapi(photoReviewRoute, async (c) => {
    const ctx = serviceContext(c);
    await reviewPhoto(ctx, c.req.valid("param").photoId, c.req.valid("json").decision);
    return c.json(await readQueue(ctx), 200);
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

const decisionsRoute = createRoute({
  method: "get",
  path: "/decisions",
  tags,
  summary: "Moderators' decisions about the member, with the reason and any appeal, newest first",
  responses: { 200: jsonContent(decisionsSchema, "The decisions") },
});

const appealRoute = createRoute({
  method: "post",
  path: "/decisions/{decisionId}/appeal",
  tags,
  middleware: [limitWrites("appeal")] as const,
  summary:
    "Appeal a moderator's decision about me: once, within 30 days; a different moderator answers",
  description:
    "409 `already_appealed` for a second appeal, `appeal_too_late` after the 30 days. Rate limited.",
  request: {
    params: decisionParamsSchema,
    body: jsonContent(appealSchema, "Why the member thinks it was wrong"),
  },
  responses: {
    200: jsonContent(decisionSchema, "The decision with its appeal"),
    409: jsonContent(errorResponseSchema, "Already appealed, or too late"),
    ...tooManyWritesResponse("appeal"),
  },
});

/** /api/account: what moderation tells a member, about themself and their reports. */
export const memberModerationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(warningsRoute, async (c) => c.json(await openWarnings(serviceContext(c)), 200))
  .openapi(acknowledgeRoute, async (c) => {
    await acknowledgeWarning(serviceContext(c), c.req.valid("param").warningId);
    return c.json({ ok: true } as const, 200);
  })
  .openapi(myReportsRoute, async (c) => c.json(await myReports(serviceContext(c)), 200))
  .openapi(decisionsRoute, async (c) => c.json(await myDecisions(serviceContext(c)), 200))
  .openapi(appealRoute, async (c) => {
    const ctx = serviceContext(c);
    const { decisionId } = c.req.valid("param");
    return c.json(await appealDecision(ctx, decisionId, c.req.valid("json").text), 200);
  });
