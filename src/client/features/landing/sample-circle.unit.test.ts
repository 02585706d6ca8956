import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PORTRAIT, loadPortrait } from "@/client/lib/avatars";
import { portraitPath, sampleCircle, svgOf } from "./sample-circle";

describe("the landing page's sample circle", () => {
  it("shows each friend the very portrait the app draws for them (run scripts/make-portraits.ts after a change)", async () => {
    expect(sampleCircle).toHaveLength(5);
    for (const name of sampleCircle) {
      const drawn = await loadPortrait(name);
      expect(drawn, name).not.toBe(DEFAULT_PORTRAIT);
      const file = readFileSync(`public${portraitPath(name)}`, "utf8");
      expect(file, `public${portraitPath(name)}`).toBe(svgOf(drawn));
    }
  });
});
