import { describe, expect, it } from "vitest";
import { compatible, genderOf } from "./compatibility";

describe("compatible", () => {
  it("reads gender from the first pronoun", () => {
    expect(genderOf("she/they")).toBe("woman");
    expect(genderOf("He/Him")).toBe("man");
    expect(genderOf("they/them")).toBe("nonbinary");
  });

  it("pairs people only when each is interested in the other", () => {
    const straightWoman = { pronouns: "she/her", sexuality: "straight" } as const;
    const straightMan = { pronouns: "he/him", sexuality: "straight" } as const;
    const gayMan = { pronouns: "he/him", sexuality: "gay" } as const;
    const lesbian = { pronouns: "she/her", sexuality: "lesbian" } as const;
    const biWoman = { pronouns: "she/her", sexuality: "bisexual" } as const;
    const queerEnby = { pronouns: "they/them", sexuality: "queer" } as const;

    expect(compatible(straightWoman, straightMan)).toBe(true);
    expect(compatible(straightWoman, gayMan)).toBe(false);
    expect(compatible(straightWoman, straightWoman)).toBe(false);
    expect(compatible(gayMan, gayMan)).toBe(true);
    expect(compatible(gayMan, straightMan)).toBe(false);
    expect(compatible(lesbian, biWoman)).toBe(true);
    expect(compatible(lesbian, straightMan)).toBe(false);
    expect(compatible(biWoman, straightMan)).toBe(true);
    expect(compatible(biWoman, straightWoman)).toBe(false);
    expect(compatible(queerEnby, lesbian)).toBe(true);
    expect(compatible(queerEnby, straightMan)).toBe(false);
  });

  it("is symmetric", () => {
    const people = ["she/her", "he/him", "they/them"].flatMap((pronouns) =>
      (["straight", "gay", "lesbian", "bisexual", "queer"] as const).map((sexuality) => ({
        pronouns,
        sexuality,
      })),
    );
    for (const a of people)
      for (const b of people)
        expect(compatible(a, b), JSON.stringify([a, b])).toBe(compatible(b, a));
  });
});
