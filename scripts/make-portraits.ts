// Draws the landing page's five portraits into public/portraits/*.svg, so the landing shows
// them as plain images without loading DiceBear (~50 KB gzip). Run again when the portraits
// change: `npx tsx scripts/make-portraits.ts`; a unit test fails while they differ.
import { writeFileSync } from "node:fs";
import { loadPortrait } from "../src/client/lib/avatars";
import { portraitPath, sampleCircle, svgOf } from "../src/client/features/landing/sample-circle";

for (const name of sampleCircle) {
  const file = `public${portraitPath(name)}`;
  writeFileSync(file, svgOf(await loadPortrait(name)));
  console.log(file);
}
