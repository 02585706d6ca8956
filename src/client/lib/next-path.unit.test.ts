import { describe, expect, it } from "vitest";
import { nextPathFrom, signInPathFor } from "./next-path";

const next = (value: string) => nextPathFrom(new URLSearchParams({ next: value }));

describe("the page to return to after signing in", () => {
  it("round-trips a path with its query", () => {
    expect(signInPathFor("/pairing")).toBe("/auth?next=/pairing");
    const address = signInPathFor("/matching?tab=history&x=a%20b");
    expect(nextPathFrom(new URL(address, "http://localhost").searchParams)).toBe(
      "/matching?tab=history&x=a%20b",
    );
  });

  it("accepts only a path of this site", () => {
    expect(next("/circle")).toBe("/circle");
    for (const outside of [
      "https://evil.example/home",
      "//evil.example/home",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/.//evil.example",
      "home",
      "",
    ]) {
      expect(next(outside), outside).toBeNull();
    }
    expect(nextPathFrom(new URLSearchParams())).toBeNull();
  });

  it("does not loop back to sign in", () => {
    expect(next("/auth")).toBeNull();
    expect(next("/auth?next=/home")).toBeNull();
  });
});
