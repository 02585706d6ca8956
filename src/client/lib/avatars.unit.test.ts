import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { portraitOf, SAMPLE_NAMES, samplePortraits } from "./avatars";
import { drawPortrait } from "./avatars-draw";

describe("avatars", () => {
  it("shows each sample person the very portrait DiceBear draws for them (run scripts/make-portraits.ts after a change)", () => {
    for (const name of ["Maya Chen", "Jordan Ellis", "Priya Nair", "Sam Okafor", "Lena Weiss"]) {
      expect(SAMPLE_NAMES).toContain(name);
    }
    const files = samplePortraits().map(({ name, seed, portrait }) => {
      const file = `public${portraitOf(name)}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8"), file).toBe(drawPortrait(seed, portrait));
      return file;
    });
    // Each their own, and no file left over from a name that is gone.
    expect(new Set(files.map((f) => readFileSync(f, "utf8"))).size).toBe(SAMPLE_NAMES.length);
    expect(
      readdirSync("public/portraits")
        .map((f) => `public/portraits/${f}`)
        .sort(),
    ).toEqual([...files].sort());
  });

  it("finds a sample person's portrait without regard to case or spaces", () => {
    expect(portraitOf("  maya   CHEN ")).toBe(portraitOf("Maya Chen"));
    expect(portraitOf("Grace O'Neill")).toBe("/portraits/grace-o-neill.svg");
  });

  it("gives every other name none: their avatar shows initials, never a stand-in silhouette", () => {
    for (const name of ["Quinn Abbott", "", "constructor", "Maya"]) {
      expect(portraitOf(name)).toBeUndefined();
    }
  });
});
