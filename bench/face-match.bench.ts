// The face-match threshold's calibration (docs/decisions/0056): cosine similarities of face
// descriptors for one person's face under crop, scale, rotation, brightness, grey, mirror and
// JPEG changes, and for the same man in two different photos, against the pairs of the ~100
// faces of the face library's face-match screenshot (its grid of extracted faces; some of those
// are the same people in different photos, so its top pairs are not all strangers).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { faceEngine, faceSimilarity } from "../src/server/features/verification/selfie-engine";
import { FACE_MATCH_THRESHOLD } from "../src/server/features/verification/selfie-match";
import { faceImage } from "#tests/support/selfie-media";
import { report } from "./report";

const require = createRequire(import.meta.url);
const ASSETS = join(dirname(require.resolve("@vladmandic/human")), "../assets");
const engine = await faceEngine();

const padded = (image: Buffer, side = 640) =>
  sharp(image).resize(side, side, { fit: "contain", background: "#777" }).jpeg().toBuffer();
/** The largest face's descriptor, or null without one. */
async function descriptorOf(image: Buffer, side?: number): Promise<number[] | null> {
  const [read] = await engine.read([await padded(image, side)]);
  const largest = read!.faces.sort((a, b) => b.box[2] - a.box[2])[0];
  return largest?.descriptor ?? null;
}

const face = await faceImage("man");
const base = (await descriptorOf(face))!;
const variants: Record<string, ReturnType<typeof sharp>> = {
  "cropped tighter": sharp(face).extract({ left: 40, top: 30, width: 340, height: 360 }),
  "half size": sharp(face).resize(210),
  "120 px": sharp(face).resize(120),
  "turned 15°": sharp(face).rotate(15, { background: "#777" }),
  "turned −20°": sharp(face).rotate(-20, { background: "#777" }),
  "40 % brighter": sharp(face).modulate({ brightness: 1.4 }),
  "40 % darker": sharp(face).modulate({ brightness: 0.6 }),
  "JPEG quality 20": sharp(face).jpeg({ quality: 20 }),
  grey: sharp(face).grayscale(),
  mirrored: sharp(face).flop(),
};
const same: number[] = [];
for (const variant of Object.values(variants)) {
  const descriptor = await descriptorOf(await variant.toBuffer());
  if (descriptor) same.push(faceSimilarity(base, descriptor));
}
const facematch = join(ASSETS, "screenshot-facematch.jpg");
const selected = await descriptorOf(
  await sharp(facematch).extract({ left: 0, top: 24, width: 170, height: 170 }).toBuffer(),
);
const otherPhoto = faceSimilarity(base, selected!);

// The grid: 18 faces a row from y = 285, each cell about 107 × 111 px.
const grid: number[][] = [];
for (let row = 0; row < 6; row++) {
  for (let col = 0; col < 18; col++) {
    const left = Math.round((col * 1920) / 18);
    const top = Math.round(285 + row * 111.5);
    const height = Math.min(111, 954 - top);
    const cell = await sharp(facematch).extract({ left, top, width: 106, height }).toBuffer();
    const descriptor = await descriptorOf(cell, 320);
    // The first row is the faces the demo ranked closest to its selected man: left out.
    if (descriptor && row > 0) grid.push(descriptor);
  }
}
const pairs: number[] = [];
for (let i = 0; i < grid.length; i++)
  for (let j = i + 1; j < grid.length; j++) pairs.push(faceSimilarity(grid[i]!, grid[j]!));
const toMan = grid.map((d) => faceSimilarity(base, d));
pairs.sort((a, b) => b - a);
toMan.sort((a, b) => b - a);
const at = (list: number[], share: number) => list[Math.floor(share * list.length)]!;
const over = (list: number[]) => list.filter((s) => s >= FACE_MATCH_THRESHOLD).length;
const f2 = (n: number) => n.toFixed(2);

report(
  "face-match",
  `Face-match calibration (cosine similarity; threshold ${FACE_MATCH_THRESHOLD})`,
  [
    {
      measure: `same face, ${same.length} changes (crop, scale, turn, light, grey, mirror, JPEG)`,
      figure: `min ${f2(Math.min(...same))}, median ${f2(at([...same].sort(), 0.5))}`,
      goal: `all ≥ ${FACE_MATCH_THRESHOLD}`,
      result: same.every((s) => s >= FACE_MATCH_THRESHOLD) ? "met" : "MISSED",
    },
    {
      measure: "same man, two different photos (face-ID and face-match screenshots)",
      figure: f2(otherPhoto),
      goal: `≥ ${FACE_MATCH_THRESHOLD}`,
      result: otherPhoto >= FACE_MATCH_THRESHOLD ? "met" : "MISSED",
    },
    {
      measure: `the man against ${toMan.length} grid faces (rows 2–6)`,
      figure: `max ${f2(toMan[0]!)}, median ${f2(at(toMan, 0.5))}; ${over(toMan)} at or over`,
      goal: `< ${FACE_MATCH_THRESHOLD}`,
      result: over(toMan) === 0 ? "met" : "MISSED",
    },
    {
      measure: `${pairs.length} pairs of grid faces (unlabelled: some are one person twice)`,
      figure: `median ${f2(at(pairs, 0.5))}, 99th percentile ${f2(at(pairs, 0.01))}, max ${f2(pairs[0]!)}; ${over(pairs)} (${((100 * over(pairs)) / pairs.length).toFixed(1)} %) at or over`,
      goal: "measured",
      result: "",
    },
  ],
);
process.exit(0);
