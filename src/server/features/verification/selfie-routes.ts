import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import type { HonoRequest } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  SELFIE_ATTEMPTS_PER_DAY,
  SELFIE_CHALLENGE_SECONDS,
  SELFIE_FRAME_MAX_BYTES,
  SELFIE_POSES_PER_CHALLENGE,
} from "#shared/constants";
import { errorResponseSchema } from "#shared/schemas/common";
import {
  SELFIE_CHALLENGE_PATTERN,
  selfieChallengeSchema,
  selfieCheckFormSchema,
  selfieResultSchema,
  selfieStatusSchema,
} from "#shared/schemas/selfie";
import { type AppEnv, serviceContext } from "../../http/context";
import { AppError, ValidationError } from "../../http/errors";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { refuseUnreadBody } from "../../http/middleware/write-body";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { drawChallenge } from "./selfie-challenge";
import { say } from "../../i18n/say";
import { checkSelfie } from "./selfie-check";
import { selfieStatus } from "./selfie-status";
import { msg } from "#shared/message";

const KB = SELFIE_FRAME_MAX_BYTES / 1024;
/** The frames and the challenge's id, with room for the form's boundaries and part headers. */
export const SELFIE_CHECK_MAX_BYTES =
  SELFIE_POSES_PER_CHALLENGE * SELFIE_FRAME_MAX_BYTES + 16 * 1024;

const tooLarge = () =>
  new AppError(
    413,
    "selfie_too_large",
    msg("Each captured frame may be at most {kb} KB.", { kb: String(KB) }),
  );

const tags = ["verification"];

const unavailable = jsonContent(
  errorResponseSchema,
  "The face model isn't available on this server: selfie verification can't run right now",
);
const attemptsUsed = jsonContent(
  errorResponseSchema,
  `${SELFIE_ATTEMPTS_PER_DAY} selfie checks were answered in the last 24 hours: the message says when the next one opens`,
);

const statusRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Where you stand with selfie verification: a kept selfie, attempts left today",
  responses: { 200: jsonContent(selfieStatusSchema, "Your verification") },
});

const challengeRoute = createRoute({
  method: "post",
  path: "/challenge",
  tags,
  middleware: [limitWrites("selfieChallenge")] as const,
  summary: `Draw ${SELFIE_POSES_PER_CHALLENGE} poses at random, to answer once within ${SELFIE_CHALLENGE_SECONDS} seconds`,
  responses: {
    201: jsonContent(selfieChallengeSchema, "The poses to hold, in order"),
    422: jsonContent(errorResponseSchema, "You have no photo to check the selfie against"),
    429: {
      ...tooManyWritesResponse("selfieChallenge")[429],
      description: `${attemptsUsed.description}; or ${tooManyWritesResponse("selfieChallenge")[429].description}`,
    },
  },
});

const checkRoute = createRoute({
  method: "post",
  path: "/check",
  tags,
  middleware: [
    bodyLimit({
      maxSize: SELFIE_CHECK_MAX_BYTES,
      onError: (c) => refuseUnreadBody(c, tooLarge()),
    }),
  ] as const,
  summary:
    "Send the frames captured for a challenge: the server checks each pose and compares the face with your photos (frames are never kept)",
  request: {
    body: {
      content: { "multipart/form-data": { schema: selfieCheckFormSchema } },
      description: "The challenge's id in `challenge`, one JPEG per pose in `frame`, in order",
    },
  },
  responses: {
    200: jsonContent(
      selfieResultSchema,
      "The check's outcome, passed or not, and your photos' marks",
    ),
    400: jsonContent(errorResponseSchema, "Not the challenge's id and one readable frame per pose"),
    404: jsonContent(errorResponseSchema, "No such challenge of yours"),
    409: jsonContent(errorResponseSchema, "The challenge was already answered"),
    410: jsonContent(
      errorResponseSchema,
      `The challenge is over ${SELFIE_CHALLENGE_SECONDS} seconds old`,
    ),
    413: jsonContent(errorResponseSchema, `A frame over ${KB} KB`),
    415: jsonContent(errorResponseSchema, "Not multipart/form-data"),
    429: attemptsUsed,
    503: unavailable,
  },
});

/** /api/profile/verification: the member's own selfie verification. */
export const selfieRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(statusRoute, async (c) => {
    const { db, userId, now } = serviceContext(c);
    return c.json(await selfieStatus(db, userId, now), 200);
  })
  .openapi(challengeRoute, async (c) => c.json(await drawChallenge(serviceContext(c)), 201))
  .openapi(checkRoute, async (c) => {
    const { challengeId, frames } = await checkForm(c.req);
    const result = await checkSelfie(serviceContext(c), { challengeId, frames });
    return c.json({ ...result, message: say(c.var.language, result.message) }, 200);
  });

/** The form's challenge id and frames, or a clear 4xx. */
async function checkForm(request: HonoRequest): Promise<{ challengeId: string; frames: Buffer[] }> {
  const type = request.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError(
      415,
      "unsupported_media_type",
      "Send the frames as multipart/form-data: `challenge` and one `frame` per pose.",
    );
  }
  let form: FormData;
  try {
    const body = await request.arrayBuffer();
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ValidationError("The frames couldn't be read. Start a new check.", {
      frame: "The form couldn't be read",
    });
  }
  const challengeId = form.get("challenge");
  if (typeof challengeId !== "string" || !SELFIE_CHALLENGE_PATTERN.test(challengeId)) {
    throw new ValidationError("Start the check again.", { challenge: "Start the check again" });
  }
  const files = form.getAll("frame");
  if (
    files.length !== SELFIE_POSES_PER_CHALLENGE ||
    !files.every((file) => file instanceof File && file.size > 0)
  ) {
    throw new ValidationError(
      msg("Send one frame for each of the {selfiePosesPerChallenge} poses.", {
        selfiePosesPerChallenge: SELFIE_POSES_PER_CHALLENGE,
      }),
      {
        frame: msg("Send {selfiePosesPerChallenge} frames", {
          selfiePosesPerChallenge: SELFIE_POSES_PER_CHALLENGE,
        }),
      },
    );
  }
  if ((files as File[]).some((file) => file.size > SELFIE_FRAME_MAX_BYTES)) throw tooLarge();
  const frames = await Promise.all(
    (files as File[]).map(async (file) => Buffer.from(await file.arrayBuffer())),
  );
  return { challengeId, frames };
}
