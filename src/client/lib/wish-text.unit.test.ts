import { afterEach, describe, expect, it } from "vitest";
import { addCatalogue, i18n } from "@/shared/i18n/i18n";
import { es } from "@/shared/i18n/es/index";
import { friendPromptText, interestLabel, sexualityLabel } from "@/shared/options";
import { genderText, wishShortText, wishText } from "./wish-text";

const wish = {
  gender: "woman" as const,
  genderWords: "",
  interestedIn: ["woman" as const, "nonbinary" as const],
  ageMin: 27,
  ageMax: 35,
  lookingFor: "relationship" as const,
};

afterEach(() => i18n.changeLanguage("en"));

describe("a member's wish", () => {
  it("reads in English as it always has", () => {
    expect(genderText(wish)).toBe("Woman");
    expect(wishText(wish)).toBe(
      "wants to meet women and non-binary people, 27–35, for a relationship",
    );
    expect(wishText({ ...wish, interestedIn: ["man"], lookingFor: "not_sure" })).toBe(
      "wants to meet men, 27–35, not sure yet",
    );
    expect(wishShortText(wish)).toBe("into women, non-binary · 27–35");
  });

  it("reads in Spanish, the member's own words untouched", () => {
    addCatalogue("es", es);
    void i18n.changeLanguage("es");
    expect(genderText(wish)).toBe("Mujer");
    expect(genderText({ gender: "own_words", genderWords: "two-spirit" })).toBe("two-spirit");
    expect(wishText(wish)).toBe(
      "quiere conocer a mujeres y personas no binarias, 27–35, para una relación",
    );
    expect(wishShortText({ ...wish, interestedIn: ["woman", "man", "nonbinary"] })).toBe(
      "busca a todo el mundo · 27–35",
    );
  });
});

describe("the shared vocabularies", () => {
  it("say a value's label in the language being read; a friend prompt names the member", () => {
    expect(sexualityLabel("straight")).toBe("straight");
    expect(friendPromptText("green-flag", "Ana")).toBe("Ana's greenest flag…");
    addCatalogue("es", es);
    void i18n.changeLanguage("es");
    expect(sexualityLabel("straight")).toBe("heterosexual");
    expect(interestLabel("board games")).toBe("juegos de mesa");
    expect(friendPromptText("green-flag", "Ana")).toBe("La señal más verde de Ana…");
  });
});
