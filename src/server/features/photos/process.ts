import type { OutputInfo, Sharp, SharpConstructor } from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import { PHOTO_MAX_PIXELS, PHOTO_SIZE_NAMES, PHOTO_SIZES, type PhotoSize } from "#shared/constants";
import { AppError } from "../../http/errors";
import { SCREEN_SIDE } from "./screening";
import { msg } from "#shared/message";

/** The formats a photo may arrive in (what the prebuilt sharp here can read). */
const READABLE = new Set(["jpeg", "png", "webp", "heif", "avif", "gif", "tiff"]);
/** Every size is WebP: every browser Vouch supports shows it (docs/decisions/0036). */
export const PHOTO_CONTENT_TYPE = "image/webp";
const WEBP = { quality: 80, effort: 2 } as const;
/** ThumbHash wants at most 100 px a side. */
const HASH_SIDE = 64;

export interface ProcessedPhoto {
  /** Of the large size. */
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  files: Record<PhotoSize, Buffer>;
  /** For the nudity model: RGB, `SCREEN_SIDE` a side, the centre of the upright photo. */
  screen: Uint8Array;
}

export const notAnImage = () =>
  new AppError(
    415,
    "not_an_image",
    "That file isn't a photo we can read. Choose a JPEG, PNG or WebP image.",
  );
export const tooManyPixels = () =>
  new AppError(
    413,
    "image_too_large",
    msg(
      "That image is too large to process (over {megapixels} megapixels). Choose a smaller one.",
      { megapixels: String(PHOTO_MAX_PIXELS / 1_000_000) },
    ),
  );

export const photosUnavailable = () =>
  new AppError(503, "photos_unavailable", "Photos can't be added right now. Try again later.");

/** sharp would not load (a broken install); its error is the cause. */
export class SharpUnavailable extends Error {}

/** sharp and libvips (about 20 MB of the process) arrive with the first photo, not at start. */
async function loadSharp(): Promise<SharpConstructor> {
  try {
    const { default: sharp } = await import("sharp");
    // libvips keeps recent operations and files for reuse; every upload is a new image, so the
    // cache would only hold memory.
    sharp.cache(false);
    return sharp;
  } catch (error) {
    throw new SharpUnavailable("sharp did not load", { cause: error });
  }
}

/**
 * Turns an upload into the stored photo: upright from its orientation tag first (before any
 * resize), then the large size; medium, small and the placeholder are drawn from the large one.
 * Every output is re-encoded from raw pixels without `withMetadata`, so no EXIF, GPS, XMP, IPTC
 * or ICC profile survives (sharp converts to sRGB and strips by default).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const input = () =>
    sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error", pages: 1 });
  let format: string | undefined;
  let pixels: number;
  try {
    const meta = await input().metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notAnImage();
  }
  if (!format || !READABLE.has(format)) throw notAnImage();
  if (pixels > PHOTO_MAX_PIXELS) throw tooManyPixels();

  let large: { data: Buffer; info: OutputInfo };
  try {
    large = await input()
      .rotate()
      .resize(PHOTO_SIZES.large, PHOTO_SIZES.large, { fit: "inside", withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw notAnImage();
  }
  const { width, height, channels } = large.info;
  const fromLarge = () => sharp(large.data, { raw: { width, height, channels } });
  const encode = (size: PhotoSize) => {
    const side = PHOTO_SIZES[size];
    const image = fromLarge();
    if (Math.max(width, height) > side)
      image.resize(side, side, { fit: "inside", withoutEnlargement: true });
    return image.webp(WEBP).toBuffer();
  };
  const [encoded, placeholder, screen] = await Promise.all([
    Promise.all(PHOTO_SIZE_NAMES.map(encode)),
    thumbHash(fromLarge()),
    // A greyscale photo's raw bytes have one channel: the model wants three.
    fromLarge()
      .resize(SCREEN_SIDE, SCREEN_SIDE, { fit: "cover" })
      .toColourspace("srgb")
      .raw()
      .toBuffer(),
  ]);
  const files = Object.fromEntries(PHOTO_SIZE_NAMES.map((size, i) => [size, encoded[i]!]));
  return {
    width,
    height,
    placeholder,
    files: files as Record<PhotoSize, Buffer>,
    screen: new Uint8Array(screen.buffer, screen.byteOffset, screen.length),
  };
}

async function thumbHash(image: Sharp): Promise<string> {
  const { data, info } = await image
    .resize(HASH_SIDE, HASH_SIDE, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString("base64");
}
