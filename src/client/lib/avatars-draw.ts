import { createAvatar } from "@dicebear/core";
import { lorelei } from "@dicebear/collection";
import type { Portrait } from "./avatars";

const variant = (n: number) => `variant${String(n).padStart(2, "0")}` as const;

/** One sample person's portrait as SVG, the same on every draw (scripts/make-portraits.ts). */
export function drawPortrait(seed: string, portrait: Portrait): string {
  return createAvatar(lorelei, {
    seed,
    backgroundColor: [portrait.background],
    skinColor: [portrait.skin],
    hairColor: [portrait.hair],
    eyebrowsColor: [portrait.hair],
    hair: [variant(portrait.hairStyle)] as never,
    mouth: ["happy01", "happy02", "happy03", "happy05", "happy08", "happy10", "happy13"],
    glasses: ["variant01", "variant03", "variant04", "variant05"],
    glassesProbability: portrait.glasses ? 100 : 0,
    beardProbability: portrait.beard ? 100 : 0,
    earringsProbability: portrait.earrings ? 100 : 0,
    frecklesProbability: portrait.freckles ? 100 : 0,
    hairAccessoriesProbability: 0,
  }).toString();
}
