import { describe, expect, it } from "vitest";
import { BusyError } from "../../http/errors";
import { DecodeTurns } from "./decode-turns";

describe("decode turns", () => {
  it("runs two at once, queues eight more in order, refuses the next with a Retry-After", async () => {
    const turns = new DecodeTurns({ running: 2, waiting: 8 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const work = (i: number) => () =>
      new Promise<number>((done) => {
        running++;
        most = Math.max(most, running);
        order.push(i);
        releases.push(() => {
          running--;
          done(i);
        });
      });
    const taken = Array.from({ length: 10 }, (_, i) => turns.take(work(i)));
    await expect(turns.take(work(10))).rejects.toSatisfy(
      (error) => error instanceof BusyError && error.status === 503 && error.retryAfterSeconds > 0,
    );
    while (releases.length) {
      releases.shift()!();
      await new Promise((done) => setTimeout(done, 0));
    }
    expect(await Promise.all(taken)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(2);
  });

  it("gives the turn back when the work fails", async () => {
    const turns = new DecodeTurns({ running: 1, waiting: 0 });
    await expect(turns.take(() => Promise.reject(new Error("bad image")))).rejects.toThrow(
      "bad image",
    );
    expect(await turns.take(async () => "next")).toBe("next");
  });
});
