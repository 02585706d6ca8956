import { describe, expect, it } from "vitest";
import { fromNewYorkInput, toNewYorkInput } from "./new-york-time";

describe("New York wall-clock times", () => {
  it("reads a typed time as New York's, in winter and in summer", () => {
    expect(fromNewYorkInput("2026-11-27T19:30").toISOString()).toBe("2026-11-28T00:30:00.000Z");
    expect(fromNewYorkInput("2026-07-03T19:30").toISOString()).toBe("2026-07-03T23:30:00.000Z");
  });

  it("writes an instant as New York's clock shows it, and back", () => {
    expect(toNewYorkInput(new Date("2026-11-28T00:30:00.000Z"))).toBe("2026-11-27T19:30");
    for (const value of [
      "2026-03-08T01:30",
      "2026-03-08T03:30",
      "2026-11-01T00:15",
      "2026-12-31T23:59",
    ])
      expect(toNewYorkInput(fromNewYorkInput(value))).toBe(value);
  });
});
