import { describe, expect, it } from "vitest";
import type { DrawnScreen } from "#shared/drawn-page";
import { drawingAllowance } from "./screen-renderer";

const screen: DrawnScreen = { markup: "<h1>Home</h1>", data: "{}", drawnAt: Date.now() };
const drawn = () => Promise.resolve(screen);

/** A drawing that ends when the test says. */
function held() {
  let finish!: () => void;
  const done = new Promise<DrawnScreen>((resolve) => (finish = () => resolve(screen)));
  return { draw: () => done, finish };
}

describe("the share of a process that drawing members' screens may take", () => {
  it("draws a session's screens up to the minute's allowance, then gives the loading screen until the next minute", async () => {
    let now = 10 * 60_000;
    const within = drawingAllowance({ perMinute: 3, now: () => now });
    for (let i = 0; i < 3; i++) expect(await within("ada", drawn)).toBe(screen);
    expect(await within("ada", drawn)).toBeNull();
    // Another member's page loads are theirs to spend.
    expect(await within("ben", drawn)).toBe(screen);
    now += 60_000;
    expect(await within("ada", drawn)).toBe(screen);
  });

  it("draws only so many at once: past them a page load doesn't wait", async () => {
    const within = drawingAllowance({ atOnce: 2 });
    const first = held();
    const second = held();
    const drawing = [within("ada", first.draw), within("ben", second.draw)];
    expect(await within("cy", drawn)).toBeNull();
    first.finish();
    second.finish();
    expect(await Promise.all(drawing)).toEqual([screen, screen]);
    expect(await within("cy", drawn)).toBe(screen);
  });

  it("gives up waiting on a slow drawing, which still counts until it ends", async () => {
    const within = drawingAllowance({ atOnce: 1, budgetMs: 20 });
    const slow = held();
    expect(await within("ada", slow.draw)).toBeNull();
    expect(await within("ben", drawn)).toBeNull();
    slow.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await within("ben", drawn)).toBe(screen);
  });
});
