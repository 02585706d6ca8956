// How every bench shows its figures: `report` prints a table as console.table does and records
// each row as a figure (what, its value, its goal, the verdict) in .tmp/bench-figures/<bench>.json.
// `npm run bench` then merges the figures into bench/figures.json and writes docs/benchmarks.md
// from it (scripts/bench.mjs), so the figures of a bench run now replace its earlier ones and
// every other bench keeps its last.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";

/** One figure as docs/benchmarks.md shows it. */
export interface Figure {
  /** What is measured; its numbers may change from run to run (see scripts/bench.mjs's key). */
  figure: string;
  value: string;
  /** The goal, or "measured" for a figure kept without one. */
  goal: string;
  verdict: string;
}

/** A figure as bench/figures.json keeps it: with its bench and when and where it was measured. */
export interface RecordedFigure extends Figure {
  bench: string;
  /** The UTC date and time, e.g. "2026-11-29 03:40". */
  measured: string;
  commit: string;
  /** The machine's 1-minute load average as the figure was recorded. */
  load: string;
}

export const FIGURES_DIR = ".tmp/bench-figures";

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
const NAMING = ["measure", "figure", "value", "goal", "verdict", "result", "met"];

/**
 * A row's figure when the row has the usual columns: `measure` (or else its first column) names
 * it, `figure` or `value` is its value (or else every other column, "column value" joined),
 * `goal`, and `verdict` (or `result`, or `met`).
 */
export function figureOfRow(printed: object): Figure {
  const row = printed as Record<string, unknown>;
  const columns = Object.keys(row);
  const name = "measure" in row ? "measure" : columns[0]!;
  const valueColumn = ["figure", "value"].find((c) => c in row && c !== name);
  const value = valueColumn
    ? text(row[valueColumn])
    : columns
        .filter((c) => c !== name && !NAMING.includes(c))
        .map((c) => `${c} ${text(row[c])}`)
        .join(" · ");
  const goal = text(row.goal);
  return {
    figure: text(row[name]),
    value,
    goal: goal === "" || goal === "-" ? "measured" : goal,
    verdict: text(row.verdict ?? row.result ?? row.met) || "-",
  };
}

let commit: string | undefined;
function currentCommit() {
  try {
    commit ??= execSync("git rev-parse --short HEAD", {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    commit = "?";
  }
  return commit;
}

/**
 * Prints `title` and the rows as a table, and records them as figures of `bench` (the bench's
 * file name without .bench.ts). `figureOf` turns a row into its figure(s) when the row's columns
 * aren't the usual ones (see figureOfRow).
 */
export function report<R extends object>(
  bench: string,
  title: string,
  rows: R[],
  figureOf: (row: R) => Figure | Figure[] = figureOfRow,
): void {
  if (title) console.log(`\n${title}`);
  console.table(rows);
  const measured = new Date().toISOString().slice(0, 16).replace("T", " ");
  const load = loadavg()[0]!.toFixed(1);
  const figures: RecordedFigure[] = rows
    .flatMap((row) => figureOf(row))
    .map((f) => ({ bench, ...f, measured, commit: currentCommit(), load }));
  mkdirSync(FIGURES_DIR, { recursive: true });
  const file = `${FIGURES_DIR}/${bench}.json`;
  // A bench may report several tables: each adds its figures to the bench's file.
  const earlier: RecordedFigure[] = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as RecordedFigure[])
    : [];
  writeFileSync(file, `${JSON.stringify([...earlier, ...figures], null, 2)}\n`);
}
