import { describe, expect, it } from "vitest";
import { DAY_MS } from "#shared/constants";
import { hasIndependentReporters, type Reporter } from "./independence";

const T0 = new Date("2031-01-01T00:00:00Z").getTime();
const reporter = (id: string, day: number, more: Partial<Reporter> = {}): Reporter => ({
  id,
  joinedAt: new Date(T0 + day * DAY_MS),
  addressHash: null,
  linkedTo: [],
  ...more,
});

describe("independent reporters", () => {
  it("are three who joined days apart from unknown or different addresses and aren't linked", () => {
    const three = [reporter("a", 0), reporter("b", 10), reporter("c", 20, { addressHash: "x" })];
    expect(hasIndependentReporters(three, 3)).toBe(true);
  });

  it("count two linked in either one's circle as one", () => {
    const three = [reporter("a", 0, { linkedTo: ["c"] }), reporter("b", 10), reporter("c", 20)];
    expect(hasIndependentReporters(three, 3)).toBe(false);
  });

  it("count two who joined from one address as one", () => {
    const three = [
      reporter("a", 0, { addressHash: "x" }),
      reporter("b", 10),
      reporter("c", 20, { addressHash: "x" }),
    ];
    expect(hasIndependentReporters(three, 3)).toBe(false);
  });

  it("count two who joined within a day of each other as one, not a day apart", () => {
    expect(
      hasIndependentReporters([reporter("a", 0), reporter("b", 0.9), reporter("c", 5)], 3),
    ).toBe(false);
    expect(hasIndependentReporters([reporter("a", 0), reporter("b", 1), reporter("c", 5)], 3)).toBe(
      true,
    );
  });

  it("find three independent ones among related others", () => {
    const ring = ["r1", "r2", "r3", "r4"].map((id, i) =>
      reporter(id, 0.1 * i, { linkedTo: ["r1", "r2", "r3", "r4"].filter((o) => o !== id) }),
    );
    expect(hasIndependentReporters(ring, 3)).toBe(false);
    expect(hasIndependentReporters([...ring, reporter("b", 10)], 3)).toBe(false);
    expect(hasIndependentReporters([...ring, reporter("b", 10), reporter("c", 20)], 3)).toBe(true);
  });
});
