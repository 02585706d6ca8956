import { describe, expect, it } from "vitest";
import { plural, pluralNoun } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one", () => {
    expect(plural(1, "unread message")).toBe("1 unread message");
    expect(plural(1, "person suggested", "people suggested")).toBe("1 person suggested");
  });

  it("uses the plural for none and for many", () => {
    expect(plural(0, "friend")).toBe("0 friends");
    expect(plural(3, "match", "matches")).toBe("3 matches");
    expect(pluralNoun(2, "person", "people")).toBe("people");
  });
});
