// Draws each sample person's demo photo from their portrait (public/portraits/*.svg) into
// src/server/features/seed/demo-photos: a small and a medium WebP each, and demo-photos.json with
// their size and ThumbHash. The seed inserts them as they are, so it draws nothing (and stays well
// under a second). Run again when the portraits change: `node --import tsx scripts/make-demo-photos.ts`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { rgbaToThumbHash } from "thumbhash";
import { portraitOf, samplePortraits } from "../src/client/lib/avatars";
import { PHOTO_SIZES } from "../src/shared/constants";

const OUT = "src/server/features/seed/demo-photos";
// A phone's portrait 4:5, kept small: the demo's "large" is its medium.
const WIDTH = 384;
const HEIGHT = 480;
mkdirSync(OUT, { recursive: true });

const index: Record<string, { file: string; width: number; height: number; placeholder: string }> =
  {};
for (const { name, portrait } of samplePortraits()) {
  const path = portraitOf(name)!; // a sample person always has one
  const file = path
    .split("/")
    .pop()!
    .replace(/\.svg$/, "");
  const svg = readFileSync(`public${path}`);
  const drawn = await sharp(svg, { density: 144 })
    .resize(WIDTH, WIDTH)
    .extend({
      top: HEIGHT - WIDTH,
      bottom: 0,
      left: 0,
      right: 0,
      background: `#${portrait.background}`,
    })
    .flatten({ background: `#${portrait.background}` })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = () =>
    sharp(drawn.data, { raw: { width: WIDTH, height: HEIGHT, channels: drawn.info.channels } });
  const medium = await raw().webp({ quality: 60, effort: 6 }).toBuffer();
  const small = await raw()
    .resize(Math.round((PHOTO_SIZES.small * WIDTH) / HEIGHT), PHOTO_SIZES.small)
    .webp({ quality: 60, effort: 6 })
    .toBuffer();
  const tiny = await raw()
    .resize(Math.round((64 * WIDTH) / HEIGHT), 64)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placeholder = Buffer.from(
    rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data),
  ).toString("base64");
  writeFileSync(`${OUT}/${file}.small.webp`, small);
  writeFileSync(`${OUT}/${file}.medium.webp`, medium);
  index[name] = { file, width: WIDTH, height: HEIGHT, placeholder };
  console.log(file, small.length + medium.length);
}
writeFileSync(`${OUT}/demo-photos.json`, `${JSON.stringify(index, null, 2)}\n`);
