import { describe, expect, it } from "vitest";
import { agoLabel, dueLabel } from "./clock";

const HOUR = 3_600_000;
const now = Date.parse("2026-11-26T12:00:00Z");
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();

describe("the 24-hour clock", () => {
  it("says how long is left, then how long overdue, in whole hours", () => {
    expect(dueLabel(at(23.6), now)).toBe("Due in 24 h");
    expect(dueLabel(at(5), now)).toBe("Due in 5 h");
    expect(dueLabel(at(0.5), now)).toBe("Due within the hour");
    expect(dueLabel(at(-0.2), now)).toBe("Overdue by 1 h");
    expect(dueLabel(at(-6), now)).toBe("Overdue by 6 h");
  });

  it("says how long ago a case opened, in hours, then days", () => {
    expect(agoLabel(at(-0.5), now)).toBe("under an hour ago");
    expect(agoLabel(at(-30), now)).toBe("30 h ago");
    expect(agoLabel(at(-72), now)).toBe("3 d ago");
  });
});
