import { describe, expect, it } from "vitest";
import {
  SIGN_IN_DELAY_BASE_MS,
  SIGN_IN_DELAY_MAX_MS,
  SIGN_IN_FREE_FAILURES,
} from "#shared/constants";
import { signInDelayMs } from "./limits";

describe("the wait before a sign-in after failures", () => {
  it("is none for the first few, then doubles, and never exceeds the cap", () => {
    const f = SIGN_IN_FREE_FAILURES;
    expect(signInDelayMs(0)).toBe(0);
    expect(signInDelayMs(f - 1)).toBe(0);
    expect(signInDelayMs(f)).toBe(SIGN_IN_DELAY_BASE_MS);
    expect(signInDelayMs(f + 1)).toBe(SIGN_IN_DELAY_BASE_MS * 2);
    expect(signInDelayMs(f + 2)).toBe(SIGN_IN_DELAY_BASE_MS * 4);
    expect(signInDelayMs(f + 50)).toBe(SIGN_IN_DELAY_MAX_MS);
    expect(signInDelayMs(10_000)).toBe(SIGN_IN_DELAY_MAX_MS);
  });
});
