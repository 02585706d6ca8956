import { describe, expect, it } from "vitest";
import { MAX_FAST_FAILURES, QUICK_EXIT_MS, RestartBudget } from "./restart-budget";

describe("when a dead server process is started again", () => {
  it("at once after one that ran a while, however often", () => {
    let now = 0;
    const budget = new RestartBudget(() => now);
    for (let id = 1; id <= 10; id++) {
      budget.started(id);
      budget.listening(id);
      now += QUICK_EXIT_MS + 1;
      expect(budget.exited(id)).toBe(0);
    }
  });

  it("after a growing pause after fast failures, and never after too many in a row", () => {
    let now = 0;
    const budget = new RestartBudget(() => now);
    const answers = [];
    for (let id = 1; id <= MAX_FAST_FAILURES; id++) {
      budget.started(id);
      now += 100; // died before it ever listened
      answers.push(budget.exited(id));
    }
    expect(answers.slice(0, -1)).toEqual([500, 1000].slice(0, MAX_FAST_FAILURES - 1));
    expect(answers.at(-1)).toBe("give up");
  });

  it("forgets fast failures once a process runs a while", () => {
    let now = 0;
    const budget = new RestartBudget(() => now);
    budget.started(1);
    expect(budget.exited(1)).toBe(500);
    budget.started(2);
    budget.listening(2);
    now += QUICK_EXIT_MS + 1;
    expect(budget.exited(2)).toBe(0);
    budget.started(3);
    expect(budget.exited(3)).toBe(500);
  });
});
