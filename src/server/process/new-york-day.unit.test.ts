import { describe, expect, it } from "vitest";
import { newYorkDay } from "./new-york-day";

describe("newYorkDay", () => {
  it("runs from New York midnight to the next, in winter (EST) and summer (EDT)", () => {
    expect(newYorkDay(new Date("2030-01-15T04:59:00Z"))).toEqual({
      start: new Date("2030-01-14T05:00:00Z"),
      end: new Date("2030-01-15T05:00:00Z"),
    });
    expect(newYorkDay(new Date("2030-01-15T05:00:00Z")).start).toEqual(
      new Date("2030-01-15T05:00:00Z"),
    );
    expect(newYorkDay(new Date("2030-07-04T12:00:00Z"))).toEqual({
      start: new Date("2030-07-04T04:00:00Z"),
      end: new Date("2030-07-05T04:00:00Z"),
    });
  });

  it("spans 23 hours on the day clocks go forward", () => {
    const { start, end } = newYorkDay(new Date("2030-03-10T15:00:00Z"));
    expect(start).toEqual(new Date("2030-03-10T05:00:00Z"));
    expect(end).toEqual(new Date("2030-03-11T04:00:00Z"));
  });
});
