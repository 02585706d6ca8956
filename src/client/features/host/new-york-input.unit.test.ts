import { describe, expect, it } from "vitest";
import { fromNewYorkInput, toNewYorkInput } from "./new-york-input";

describe("the event form's New York times", () => {
  it("reads a wall-clock time as New York's, in winter and in summer", () => {
    expect(fromNewYorkInput("2026-12-04T19:00")).toBe("2026-12-05T00:00:00.000Z");
    expect(fromNewYorkInput("2026-07-10T19:30")).toBe("2026-07-10T23:30:00.000Z");
  });

  it("shows an instant as New York's wall clock, and round-trips", () => {
    expect(toNewYorkInput("2026-12-05T00:00:00.000Z")).toBe("2026-12-04T19:00");
    for (const value of ["2026-03-08T12:00", "2026-11-01T09:15", "2027-01-01T00:00"])
      expect(toNewYorkInput(fromNewYorkInput(value))).toBe(value);
  });

  it("gives nothing for a value that isn't a time", () => {
    expect(fromNewYorkInput("")).toBe("");
    expect(fromNewYorkInput("tomorrow")).toBe("");
  });
});
