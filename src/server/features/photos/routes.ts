import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { HonoRequest } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from "#shared/constants";
import { errorResponseSchema } from "#shared/schemas/common";
import {
  photoFileParamsSchema,
  photoOrderSchema,
  photoParamsSchema,
  photosResponseSchema,
  photoUploadSchema,
} from "#shared/schemas/photos";
import { type AppEnv, serviceContext } from "../../http/context";
import { AppError, ValidationError } from "../../http/errors";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { refuseUnreadBody } from "../../http/middleware/write-body";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { PHOTO_CONTENT_TYPE } from "./process";
import { warmNudityModel } from "./screening";
import { photoBytesOf } from "./serve-cache";
import {
  addPhoto,
  deletePhoto,
  listOwnPhotos,
  readPhotoFile,
  reorderPhotos,
  servableStorage,
} from "./service";
import { msg } from "#shared/message";

const MB = PHOTO_MAX_BYTES / (1024 * 1024);
/** What a multipart body adds around the file: its boundaries and part headers. */
const MULTIPART_SLACK = 64 * 1024;
const tooLarge = () =>
  new AppError(
    413,
    "photo_too_large",
    msg("That photo is over {mb} MB. Choose a smaller one.", { mb: String(MB) }),
  );
/**
 * Parts a photo's form may have: the photo, and room for a field or two a client may add. Each
 * part costs the parser an object, and a body of the photo's size holds hundreds of thousands of
 * empty ones, so they are counted in the raw body before it is parsed.
 */
const FORM_MAX_PARTS = 4;

/**
 * The upload's own body limit (the app's is 64 KB): refused at once by its Content-Length, or as
 * soon as more arrives than a photo may have.
 */
export const uploadLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES + MULTIPART_SLACK,
  onError: (c) => refuseUnreadBody(c, tooLarge()),
});

const tags = ["photos"];

const listRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Your photos, in order: the first is your main photo",
  responses: { 200: jsonContent(photosResponseSchema, "Your photos") },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/",
  tags,
  middleware: [limitWrites("photoUpload"), uploadLimit] as const,
  summary: `Add a photo (at most ${PHOTOS_MAX}, ${MB} MB each): turned upright, stripped of its metadata, kept at three sizes, screened for nudity (clear: shown at once; doubtful: \`waiting\`, only you see it until a moderator looks)`,
  request: {
    body: {
      content: { "multipart/form-data": { schema: photoUploadSchema } },
      description: "The photo, already cropped, in the field `photo`",
    },
  },
  responses: {
    201: jsonContent(photosResponseSchema, "Your photos, the new one last"),
    400: jsonContent(
      errorResponseSchema,
      `Not one file in the field \`photo\`, a form that can't be read, or one of more than ${FORM_MAX_PARTS} parts`,
    ),
    413: jsonContent(errorResponseSchema, "The file or the image is too large"),
    415: jsonContent(errorResponseSchema, "Not a photo that can be read"),
    422: jsonContent(
      errorResponseSchema,
      "`photo_refused`: the nudity screening found it explicit; nothing was saved. (`too_many_photos` past the limit.)",
    ),
    503: {
      ...jsonContent(
        errorResponseSchema,
        "Photos can't be processed on this server right now, or too many are being processed at once (Retry-After says when to try again)",
      ),
      headers: z.object({ "Retry-After": z.string().optional() }),
    },
    ...tooManyWritesResponse("photoUpload"),
  },
});

const orderRoute = createRoute({
  method: "put",
  path: "/order",
  tags,
  middleware: [limitWrites("photoOrder")] as const,
  summary: "Put your photos in a new order (every one of their ids, each once)",
  request: { body: jsonContent(photoOrderSchema, "Your photos' ids, main photo first") },
  responses: {
    200: jsonContent(photosResponseSchema, "Your photos, in the new order"),
    ...tooManyWritesResponse("photoOrder"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/{photoId}",
  tags,
  summary: "Delete one of your photos, everywhere it is kept",
  request: { params: photoParamsSchema },
  responses: { 200: jsonContent(photosResponseSchema, "Your photos left") },
});

/** /api/profile/photos: the member's own photos. */
export const ownPhotoRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const ctx = serviceContext(c);
    // The member is looking at their photos, likely to add one: the model starts loading in its
    // thread now rather than keep their first upload waiting seconds for it.
    if (ctx.env.PHOTO_SCREENING === "on") void warmNudityModel(ctx.logger);
    return c.json({ photos: await listOwnPhotos(ctx) }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const file = await uploadedFile(c.req);
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json({ photos: await addPhoto(serviceContext(c), bytes) }, 201);
  })
  .openapi(orderRoute, async (c) =>
    c.json({ photos: await reorderPhotos(serviceContext(c), c.req.valid("json").ids) }, 200),
  )
  .openapi(deleteRoute, async (c) =>
    c.json({ photos: await deletePhoto(serviceContext(c), c.req.valid("param").photoId) }, 200),
  );

/** The one file of the form, or a clear 4xx: not multipart, no file, or one over the limit. */
export async function uploadedFile(request: HonoRequest): Promise<File> {
  const type = request.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError(
      415,
      "unsupported_media_type",
      "Send the photo as multipart/form-data, in the field `photo`.",
    );
  }
  const body = Buffer.from(await request.arrayBuffer());
  if (formParts(type, body) > FORM_MAX_PARTS) {
    throw new ValidationError(
      msg(
        "The upload has too many parts: send the photo alone, in a form of at most {formMaxParts} parts.",
        { formMaxParts: FORM_MAX_PARTS },
      ),
      { photo: "Send the photo alone" },
    );
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new ValidationError("The upload couldn't be read. Please try again.", {
      photo: "The upload couldn't be read",
    });
  }
  const files = form.getAll("photo");
  const file = files[0];
  if (files.length !== 1 || !(file instanceof File) || file.size === 0) {
    throw new ValidationError("Choose one photo to upload.", { photo: "Choose one photo" });
  }
  if (file.size > PHOTO_MAX_BYTES) throw tooLarge();
  return file;
}

/**
 * How many parts a multipart body has, counting its boundary lines and stopping past the limit
 * (0 without a boundary: the parser then refuses the form).
 */
function formParts(contentType: string, body: Buffer): number {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const delimiter = boundary && `--${boundary[1] ?? boundary[2]}`;
  if (!delimiter) return 0;
  let lines = 0;
  for (let at = body.indexOf(delimiter); at >= 0 && lines <= FORM_MAX_PARTS + 1;) {
    lines++;
    at = body.indexOf(delimiter, at + delimiter.length);
  }
  // The last boundary line closes the form.
  return lines - 1;
}

/**
 * A browser may keep a photo for its member alone, but asks again each time it shows it (an
 * ETag's 304 is cheap): after a block, a removal or a deleted account, the kept copy is refused.
 */
const CACHE_CONTROL = "private, no-cache";

const fileRoute = createRoute({
  method: "get",
  path: "/{photoId}/{size}",
  tags,
  summary:
    "One size of a photo (WebP), only for a member who may see its owner; 404 otherwise, as for an unknown photo",
  request: {
    params: photoFileParamsSchema,
    headers: z.object({ "if-none-match": z.string().optional() }),
  },
  responses: {
    200: {
      content: { [PHOTO_CONTENT_TYPE]: { schema: z.string().describe("The image") } },
      description: "The image, with an ETag and private caching",
    },
    304: { description: "Not modified: the copy the browser keeps is the image" },
  },
});

/** /api/photos: any member's photos, as the viewer may see them. */
export const photoRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  fileRoute,
  async (c) => {
    const { photoId, size } = c.req.valid("param");
    const { database } = c.var.deps;
    const storage = await servableStorage(database, c.var.user.userId, photoId);
    if (!storage) throw new AppError(404, "not_found", "Photo not found");
    const etag = `"${photoId}-${size}"`;
    const headers = { ETag: etag, "Cache-Control": CACHE_CONTROL };
    if (
      c.req
        .header("if-none-match")
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return c.body(null, 304, headers);
    const cache = photoBytesOf(database);
    const key = `${photoId}/${size}`;
    let bytes = cache.get(key);
    if (!bytes) {
      const read = await readPhotoFile(serviceContext(c), { photoId, storage, size });
      if (!read) throw new AppError(404, "not_found", "Photo not found");
      cache.set(key, (bytes = read));
    }
    return c.body(new Uint8Array(bytes), 200, {
      ...headers,
      "Content-Type": PHOTO_CONTENT_TYPE,
      "Content-Length": String(bytes.length),
    });
  },
);
