import { describe, expect, it } from "vitest";
import { DEFAULT_PORTRAIT, loadPortrait, portraitNow, SAMPLE_NAMES } from "./avatars";

describe("avatars", () => {
  it("draws each sample person their own portrait, the same every time", async () => {
    for (const name of ["Maya Chen", "Jordan Ellis", "Priya Nair", "Sam Okafor", "Lena Weiss"]) {
      expect(SAMPLE_NAMES).toContain(name);
    }
    const portraits = await Promise.all(SAMPLE_NAMES.map((name) => loadPortrait(name)));
    for (const src of portraits) expect(src).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(new Set(portraits).size).toBe(SAMPLE_NAMES.length);
    expect(portraits).not.toContain(DEFAULT_PORTRAIT);
    expect(portraitNow("Maya Chen")).toBe(portraits[SAMPLE_NAMES.indexOf("Maya Chen")]);
    expect(await loadPortrait("  maya   CHEN ")).toBe(portraitNow("Maya Chen"));
  });

  it("gives every other name the default image at once", async () => {
    for (const name of ["Quinn Abbott", "", "constructor", "Maya"]) {
      expect(portraitNow(name)).toBe(DEFAULT_PORTRAIT);
      expect(await loadPortrait(name)).toBe(DEFAULT_PORTRAIT);
    }
  });
});
