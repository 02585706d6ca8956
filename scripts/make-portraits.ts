// Draws every sample person's portrait into public/portraits/*.svg, so the app and the landing
// page show them as plain images without loading DiceBear (~50 KB gzip) or running it. Run again
// when the portraits change: `npx tsx scripts/make-portraits.ts`; a unit test fails while they
// differ.
import { writeFileSync } from "node:fs";
import { portraitOf, samplePortraits } from "../src/client/lib/avatars";
import { drawPortrait } from "../src/client/lib/avatars-draw";

for (const { name, seed, portrait } of samplePortraits()) {
  const file = `public${portraitOf(name)}`;
  writeFileSync(file, drawPortrait(seed, portrait));
  console.log(file);
}
