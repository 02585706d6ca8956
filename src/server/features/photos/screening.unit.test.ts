import { describe, expect, it } from "vitest";
import { nudityScore, verdictOf, type NsfwClasses } from "./screening";

const classes = (c: Partial<NsfwClasses>): NsfwClasses => ({
  Drawing: 0,
  Hentai: 0,
  Neutral: 0,
  Porn: 0,
  Sexy: 0,
  ...c,
});

describe("the nudity score", () => {
  it("holds a suggestive photo for a look but never refuses it on that alone", () => {
    expect(verdictOf(nudityScore(classes({ Sexy: 0.79, Neutral: 0.21 })))).toBe("doubtful");
    expect(verdictOf(nudityScore(classes({ Sexy: 1 })))).toBe("doubtful");
    expect(verdictOf(nudityScore(classes({ Sexy: 0.5, Neutral: 0.5 })))).toBe("clear");
  });

  it("refuses what the model takes for explicit, pornographic or drawn", () => {
    expect(verdictOf(nudityScore(classes({ Porn: 0.95, Neutral: 0.05 })))).toBe("explicit");
    expect(verdictOf(nudityScore(classes({ Hentai: 0.6, Porn: 0.3 })))).toBe("explicit");
    expect(verdictOf(nudityScore(classes({ Porn: 0.5, Neutral: 0.5 })))).toBe("doubtful");
  });

  it("lets an ordinary photo or a drawing through", () => {
    expect(verdictOf(nudityScore(classes({ Neutral: 0.999, Porn: 0.001 })))).toBe("clear");
    expect(verdictOf(nudityScore(classes({ Drawing: 0.9, Hentai: 0.03 })))).toBe("clear");
  });
});
