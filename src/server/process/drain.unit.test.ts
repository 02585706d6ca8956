import { describe, expect, it } from "vitest";
import { Drain } from "./drain";

describe("Drain", () => {
  it("waits for a load balancer only when one probed readiness in the last minute", () => {
    let now = 0;
    const drain = new Drain(() => now);
    expect(drain.waitMs(5_000)).toBe(0);
    drain.probed();
    now = 60_000;
    expect(drain.waitMs(5_000)).toBe(5_000);
    now = 60_001;
    expect(drain.waitMs(5_000)).toBe(0);
  });

  it("ends each stream once, and a stream that opens after the end at once", async () => {
    const drain = new Drain();
    const ended: string[] = [];
    drain.onStreamsEnd(() => ended.push("first"));
    const stop = drain.onStreamsEnd(() => ended.push("gone before"));
    stop();
    expect(drain.draining).toBe(false);
    drain.endStreams();
    drain.endStreams();
    expect(drain.draining).toBe(true);
    drain.onStreamsEnd(() => ended.push("late"));
    await Promise.resolve();
    expect(ended).toEqual(["first", "late"]);
  });
});
