import { describe, expect, it } from "vitest";
import { ConnectionLimits } from "./connection-limits";

describe("connection limits", () => {
  it("caps one address, and takes it again once one of its connections closes", () => {
    const limits = new ConnectionLimits({ perAddress: 3, perProcess: 100 });
    expect([1, 2, 3, 4].map(() => limits.admit("a"))).toEqual([true, true, true, false]);
    expect(limits.admit("b")).toBe(true);
    limits.release("a");
    expect(limits.admit("a")).toBe(true);
  });

  it("keeps the last tenth of the process's connections for addresses that hold none", () => {
    const limits = new ConnectionLimits({ perAddress: 50, perProcess: 100 });
    for (const address of ["a", "b"]) for (let i = 0; i < 45; i++) limits.admit(address);
    expect(limits.admit("a")).toBe(false);
    expect(limits.admit("c")).toBe(true);
    expect(limits.admit("c")).toBe(false);
    expect(limits.admit("d")).toBe(true);
    // Our proxies' connections count only in the total.
    expect(limits.admit(undefined)).toBe(true);
    for (const address of ["c", "d", undefined]) limits.release(address);
    expect(limits.admit("a")).toBe(false);
    limits.release("b");
    expect(limits.admit("a")).toBe(true);
  });
});
