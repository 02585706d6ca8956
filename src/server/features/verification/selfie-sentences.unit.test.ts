import { describe, expect, it } from "vitest";
import { say } from "../../i18n/say";
import { notVerifiedSentence, verifiedSentence } from "./selfie-sentences";

describe("what a selfie check says", () => {
  it("names the photos that didn't match, in English and in Spanish", () => {
    expect(say("en", verifiedSentence(2, [2]))).toBe(
      "1 of your 2 photos is verified. Your 2nd photo didn't match your selfie.",
    );
    expect(say("es", verifiedSentence(2, [2]))).toBe(
      "1 de tus 2 fotos está verificada. Tu 2.ª foto no coincidió con tu selfie.",
    );
    expect(say("en", verifiedSentence(5, [1, 3, 4]))).toBe(
      "2 of your 5 photos are verified. Your 1st, 3rd, and 4th photos didn't match your selfie.",
    );
    expect(say("es", verifiedSentence(5, [1, 3, 4]))).toBe(
      "2 de tus 5 fotos están verificadas. Tus fotos 1.ª, 3.ª y 4.ª no coincidieron con tu selfie.",
    );
  });

  it("says all verified, or none, in the reader's language", () => {
    expect(say("en", verifiedSentence(3, []))).toBe("All 3 of your photos are verified.");
    expect(say("es", verifiedSentence(1, []))).toBe("Tu foto está verificada.");
    expect(say("es", notVerifiedSentence(2))).toBe(
      "Ninguna de tus fotos coincidió con tu selfie, así que ninguna se marca como verificada.",
    );
  });
});
