import { describe, expect, it } from "vitest";
import type { RecordedFigure } from "../../bench/report";
import { figureOfRow } from "../../bench/report";
import { benchmarksPage, mergeFigures } from "../../scripts/bench.mjs";

const figure = (bench: string, name: string, value: string, measured: string): RecordedFigure => ({
  bench,
  figure: name,
  value,
  goal: "measured",
  verdict: "-",
  measured,
  commit: "abc1234",
  load: "1.0",
});

describe("docs/benchmarks.md's figures", () => {
  it("a bench run now replaces its own figures and leaves every other bench's as they were", () => {
    const store = [
      figure("chat", "capacity (embedded)", "570/s", "2026-11-27 19:42"),
      figure(
        "chat",
        "send → receive at half capacity, 285/s for 10 s",
        "p99 26 ms",
        "2026-11-27 19:42",
      ),
      figure("screens", "home with 30 members", "1300 req/s", "2026-11-27 19:42"),
      figure("screens", "home with 10,000 members", "1200 req/s", "2026-11-27 19:42"),
      figure("screens", "home with 100,000 members", "1100 req/s", "2026-11-27 19:42"),
    ];
    const merged = mergeFigures(store, [
      figure(
        "chat",
        "send → receive at half capacity, 301/s for 10 s",
        "p99 24 ms",
        "2026-11-29 04:00",
      ),
      figure("chat", "a new figure", "1 ms", "2026-11-29 04:00"),
    ]);
    expect(merged.map((f) => [f.bench, f.value, f.measured])).toEqual([
      ["chat", "570/s", "2026-11-27 19:42"],
      ["chat", "p99 24 ms", "2026-11-29 04:00"],
      ["chat", "1 ms", "2026-11-29 04:00"],
      ["screens", "1300 req/s", "2026-11-27 19:42"],
      ["screens", "1200 req/s", "2026-11-27 19:42"],
      ["screens", "1100 req/s", "2026-11-27 19:42"],
    ]);
  });

  it("a run of fewer worlds replaces only the worlds it measured", () => {
    const store = ["30", "10,000", "100,000"].map((members) =>
      figure("screens", `home with ${members} members`, "1000 req/s", "2026-11-27 19:42"),
    );
    const merged = mergeFigures(store, [
      figure("screens", "home with 30 members", "1500 req/s", "2026-11-29 04:00"),
      figure("screens", "home with 10,000 members", "1400 req/s", "2026-11-29 04:00"),
    ]);
    expect(merged.map((f) => [f.figure, f.value])).toEqual([
      ["home with 30 members", "1500 req/s"],
      ["home with 10,000 members", "1400 req/s"],
      ["home with 100,000 members", "1000 req/s"],
    ]);
  });

  it("shows every figure in one table beside its goal, verdict and date", () => {
    const page = benchmarksPage([
      {
        ...figure("photos", "a | b", "233 ms", "2026-11-29 04:00"),
        goal: "≤ 300 ms",
        verdict: "met",
      },
    ]);
    expect(page).toContain("| bench | figure | value | goal | verdict | measured |");
    expect(page).toContain(
      "| photos | a \\| b | 233 ms | ≤ 300 ms | met | 2026-11-29 04:00 at abc1234, load 1.0 |",
    );
  });

  it("reads a printed row's usual columns as its figure", () => {
    expect(
      figureOfRow({ measure: "GET /api/health", "per second": 9000, "p99 ms": 3, goal: "-" }),
    ).toEqual({
      figure: "GET /api/health",
      value: "per second 9000 · p99 ms 3",
      goal: "measured",
      verdict: "-",
    });
  });
});
