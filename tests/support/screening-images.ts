import { fileURLToPath } from "node:url";
import sharp from "sharp";

// Close-ups of the one large face @vladmandic/human ships (screenshot-faceid.jpg, 800×564):
// nsfwjs's MobileNetV2 takes some stretches of bare skin for nudity, which gives the tests real
// model scores on every side of the thresholds without an explicit image in the repository.
// Scores on this machine (docs/decisions/0055): whole 0.11, doubtful crop 0.52, explicit 0.95.
// The package's "exports" map hides its assets from resolution: the path is node_modules'.
const FACE = fileURLToPath(
  new URL("../../node_modules/@vladmandic/human/assets/screenshot-faceid.jpg", import.meta.url),
);

const closeUp = (side: number, left: number, top: number) =>
  sharp(FACE)
    .extract({ left, top, width: side, height: side })
    .resize(400, 400)
    .jpeg({ quality: 90 })
    .toBuffer();

/** An ordinary photo of a face: the model finds it clear (≈ 0.11). */
export const clearFaceJpeg = () => sharp(FACE).jpeg({ quality: 90 }).toBuffer();
/** A close-up of skin the model half-takes for nudity (≈ 0.52): held for a moderator. */
export const doubtfulJpeg = () => closeUp(60, 20, 240);
/** A closer one it takes for explicit (≈ 0.95): refused. */
export const explicitJpeg = () => closeUp(50, 0, 250);

/**
 * The doubtful close-up as a 4:5 portrait (400×500), for the browser, whose cropper frames 4:5:
 * the square the model sees in its middle is the doubtful crop's.
 */
export const doubtfulPortraitJpeg = () =>
  sharp(FACE)
    .extract({ left: 20, top: 232, width: 60, height: 75 })
    .resize(400, 500)
    .jpeg({ quality: 90 })
    .toBuffer();
