import { describe, expect, it } from "vitest";
import { addDays, comingFriday, formatRange, fridaysFrom, newYorkDate } from "./fridays";

describe("the calendar's Fridays", () => {
  it("starts on today when today is a Friday, else on the coming Friday", () => {
    expect(comingFriday("2026-11-27")).toBe("2026-11-27"); // Friday
    expect(comingFriday("2026-11-28")).toBe("2026-12-04"); // Saturday
    expect(comingFriday("2026-11-23")).toBe("2026-11-27"); // Monday
  });

  it("pages by four weeks across a month and a year", () => {
    expect(fridaysFrom("2026-12-18", 4)).toEqual([
      "2026-12-18",
      "2026-12-25",
      "2027-01-01",
      "2027-01-08",
    ]);
    expect(addDays("2026-11-27", -28)).toBe("2026-10-30");
    expect(formatRange("2026-12-18", "2027-01-08")).toBe("Dec 18 – Jan 8");
  });

  it("dates an instant in New York, not in UTC", () => {
    // 2 AM UTC on Saturday is still Friday evening in New York.
    expect(newYorkDate("2026-11-28T02:00:00Z")).toBe("2026-11-27");
  });
});
