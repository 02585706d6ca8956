// Test media for selfie verification, made at test time from the face images that ship inside
// @vladmandic/human's package (its assets folder): never downloaded, never committed as binaries.
import { createRequire } from "node:module";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { SELFIE_POSES, type SelfiePose } from "#shared/selfie-poses";

const require = createRequire(import.meta.url);
const ASSETS = join(dirname(require.resolve("@vladmandic/human")), "../assets");

/**
 * Two people: the man of the package's face-ID screenshot (its photo, top left), and a woman from
 * its face-match screenshot's grid of extracted faces (third row, fourth face).
 */
const FACES = {
  man: { file: "screenshot-faceid.jpg", crop: { left: 14, top: 142, width: 140, height: 140 } },
  woman: {
    file: "screenshot-facematch.jpg",
    crop: { left: 337, top: 530, width: 66, height: 66 },
  },
} as const;
export type TestFace = keyof typeof FACES;

/** The face, upscaled to 420 px square (the sources are small). */
export async function faceImage(who: TestFace): Promise<Buffer> {
  const { file, crop } = FACES[who];
  return sharp(join(ASSETS, file))
    .extract(crop)
    .resize(420, 420, { kernel: "lanczos3" })
    .png()
    .toBuffer();
}

export const FRAME = { width: 640, height: 480 } as const;

/** The face at `scale` of 300 px, turned `rotate` degrees clockwise, its centre at `x` of the width. */
async function frameOf(face: Buffer, { scale = 1, rotate = 0, x = 0.5 } = {}): Promise<Buffer> {
  const side = Math.round(300 * scale);
  let layer = await sharp(face).resize(side, side).toBuffer();
  if (rotate) layer = await sharp(layer).rotate(rotate, { background: "#7a7a7a" }).toBuffer();
  const meta = await sharp(layer).metadata();
  // Whatever falls outside the frame is cut off, as a camera would.
  const left = Math.round(FRAME.width * x - meta.width! / 2);
  const top = Math.round(FRAME.height / 2 - meta.height! / 2);
  const cut = {
    left: Math.max(0, -left),
    top: Math.max(0, -top),
    width: Math.min(meta.width!, FRAME.width - left) - Math.max(0, -left),
    height: Math.min(meta.height!, FRAME.height - top) - Math.max(0, -top),
  };
  const visible = await sharp(layer).extract(cut).toBuffer();
  return sharp({ create: { ...FRAME, channels: 3, background: "#7a7a7a" } })
    .composite([{ input: visible, left: Math.max(0, left), top: Math.max(0, top) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** How each pose is drawn from the still face (frames are the camera's own, unmirrored). */
const POSE_DRAWN: Record<SelfiePose | "straight", Parameters<typeof frameOf>[1]> = {
  straight: { scale: 0.8 },
  tilt_left: { rotate: 20 },
  tilt_right: { rotate: -20 },
  closer: { scale: 1.7 },
  farther: { scale: 0.45 },
  // The screen mirrors the camera: the left of the screen is the right of the frame.
  screen_left: { x: 0.72, scale: 0.8 },
  screen_right: { x: 0.28, scale: 0.8 },
};

/** A 640 × 480 JPEG of `who` holding `pose` (or looking straight). */
export const poseFrame = async (who: TestFace, pose: SelfiePose | "straight") =>
  frameOf(await faceImage(who), POSE_DRAWN[pose]);

/** A portrait photo of `who`, as a member would upload it. */
export async function portraitOf(who: TestFace): Promise<Buffer> {
  const face = await sharp(await faceImage(who))
    .resize(600, 600)
    .toBuffer();
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: "#9aa3ab" } })
    .composite([{ input: face, left: 100, top: 150 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Two people in one frame: the man and the woman side by side. */
export async function twoFacesFrame(): Promise<Buffer> {
  const [man, woman] = await Promise.all([faceImage("man"), faceImage("woman")]);
  const side = 260;
  return sharp({ create: { ...FRAME, channels: 3, background: "#7a7a7a" } })
    .composite([
      { input: await sharp(man).resize(side, side).toBuffer(), left: 40, top: 110 },
      { input: await sharp(woman).resize(side, side).toBuffer(), left: 340, top: 110 },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A frame with no face: an empty grey wall. */
export const emptyFrame = () =>
  sharp({ create: { ...FRAME, channels: 3, background: "#7a7a7a" } })
    .jpeg()
    .toBuffer();

/**
 * A video for Chromium's fake camera (Y4M, 4:2:0): `who` looking straight, then holding every
 * pose of the catalogue in turn for `secondsEach`, looping; whichever three the server draws
 * come round within one loop.
 */
export async function writeSelfieVideo(
  path: string,
  who: TestFace,
  { fps = 10, secondsEach = 1.6 } = {},
): Promise<void> {
  const { width, height } = FRAME;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const chunks: Buffer[] = [header];
  for (const pose of ["straight", ...SELFIE_POSES] as const) {
    const { data } = await sharp(await poseFrame(who, pose))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const frame = toYuv420(data, width, height);
    const marker = Buffer.from("FRAME\n");
    for (let i = 0; i < Math.round(fps * secondsEach); i++) chunks.push(marker, frame);
  }
  await writeFile(path, Buffer.concat(chunks));
}

/** RGB (3 bytes a pixel) to planar YUV 4:2:0, full range (JPEG's). */
function toYuv420(rgb: Buffer, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const at = (row * width + col) * 3;
      const [r, g, b] = [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!];
      y[row * width + col] = clamp(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[c] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
