import sharp from "sharp";
import { beforeAll } from "vitest";
import type { Photo, PhotosResponse } from "#shared/schemas/photos";
import { warmNudityModel } from "../../src/server/features/photos/screening";
import { createLogger } from "../../src/server/process/logger";
import type { TestApp, TestMember } from "./test-app";

// Every upload is screened by the nudity model, which loads once per test process (~7 s alone,
// several times that on a busy machine: past a test's timeout). Files that upload import this
// module, so the load happens here, under the hooks' longer timeout.
beforeAll(() => warmNudityModel(createLogger("silent")), 120_000);

/** A photo as a phone takes it: noisy enough to compress like one, `width`×`height`. */
export async function phoneJpeg(
  width = 1200,
  height = 900,
  options: { orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 10) * 31) % 256;
  // Top half red, bottom half blue: tells which way up it is served.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = y < height / 2 ? 230 : 20;
      pixels[at + 2] = y < height / 2 ? 20 : 230;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (options.gps !== false) {
    image = image.withExif({
      IFD0: { Make: "Vouchphone", Model: "Secret Model 7", Artist: "Robin Vale" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 44/1 3000/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "73/1 59/1 1000/100",
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toBuffer();
}

/** POST /api/profile/photos with `bytes` as the form's `photo`. */
export function uploadPhoto(
  app: TestApp,
  as: TestMember,
  bytes: Buffer | string,
  { name = "photo.jpg", type = "image/jpeg", field = "photo" } = {},
) {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append(field, new File([part], name, { type }));
  return app.app.request("/api/profile/photos", {
    method: "POST",
    headers: { cookie: as.cookie },
    body: form,
  });
}

/**
 * Uploads a photo the screening finds clear (shown to others at once) and returns the member's
 * photos after it, as others see them.
 */
export async function addPhoto(app: TestApp, as: TestMember, bytes?: Buffer): Promise<Photo[]> {
  const res = await uploadPhoto(app, as, bytes ?? (await phoneJpeg(400, 300)));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  const { photos } = (await res.json()) as PhotosResponse;
  if (photos.at(-1)?.waiting) throw new Error("the screening held the photo for a moderator");
  return photos.map(({ waiting: _, ...photo }) => photo);
}
