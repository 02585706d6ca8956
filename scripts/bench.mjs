// `npm run bench`: builds the client if needed, then runs every bench/*.bench.ts in turn (or
// those whose name contains the argument). Each bench records its figures (bench/report.ts); at
// the end they replace their earlier values in bench/figures.json, and docs/benchmarks.md is
// written again from it: one table of every bench's latest figures.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { format } from "prettier";
import { buildIfNeeded } from "./build-if-needed.mjs";

const FIGURES_DIR = ".tmp/bench-figures";
const STORE = "bench/figures.json";
const PAGE = "docs/benchmarks.md";

const exactly = (f) => `${f.bench}\0${f.figure}`;
const shapeOf = (f) => `${f.bench}\0${f.figure.replace(/\d[\d,.]*/g, "#")}`;
const countBy = (figures, key) => {
  const counts = new Map();
  for (const f of figures) counts.set(key(f), (counts.get(key(f)) ?? 0) + 1);
  return counts;
};

/**
 * The store with `fresh` figures in place of the ones they replace, new ones after their bench's.
 * A figure replaces the earlier one of its name; and, when its name differs from an earlier one
 * only in its numbers ("… at half capacity, 285/s" and "301/s"), that one, if each is the only
 * figure so named on its side.
 */
export function mergeFigures(store, fresh) {
  const merged = [...store];
  const freshShapes = countBy(fresh, shapeOf);
  const storeShapes = countBy(store, shapeOf);
  for (const figure of fresh) {
    let at = merged.findIndex((f) => exactly(f) === exactly(figure));
    if (at < 0 && freshShapes.get(shapeOf(figure)) === 1 && storeShapes.get(shapeOf(figure)) === 1)
      at = merged.findIndex((f) => shapeOf(f) === shapeOf(figure));
    if (at >= 0) merged[at] = figure;
    else {
      const last = merged.findLastIndex((f) => f.bench === figure.bench);
      merged.splice(last >= 0 ? last + 1 : merged.length, 0, figure);
    }
  }
  return merged;
}

const cell = (value) => String(value).replaceAll("|", "\\|").replaceAll("\n", " ");

/** docs/benchmarks.md: every figure of the store in one table, benches in name order. */
export function benchmarksPage(figures) {
  const benches = [...new Set(figures.map((f) => f.bench))].sort();
  const rows = benches.flatMap((bench) => figures.filter((f) => f.bench === bench));
  const measured = (f) =>
    f.commit === "history"
      ? `${f.measured} (from the history)`
      : `${f.measured} at ${f.commit}, load ${f.load}`;
  return [
    "# Benchmarks: the current figures",
    "",
    "Written by `npm run bench` (scripts/bench.mjs) from bench/figures.json; do not edit by hand.",
    "Each row is the latest run of its figure: a bench run now replaces its own rows and leaves the",
    "others as they were, so read the date beside each. The load is the machine's 1-minute load",
    "average when the figure was recorded (2 cores: above 2, other work shared the machine).",
    "What each bench measures and how: [performance.md](performance.md); earlier rounds and what each",
    "change bought: [performance-history.md](performance-history.md).",
    "",
    "| bench | figure | value | goal | verdict | measured |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (f) =>
        `| ${[f.bench, f.figure, f.value, f.goal, f.verdict, measured(f)].map(cell).join(" | ")} |`,
    ),
    "",
  ].join("\n");
}

const recordOf = (benchFile) => `${FIGURES_DIR}/${benchFile.replace(".bench.ts", ".json")}`;

/** Folds the figures the benches run now recorded into the store and writes the page again. */
export async function writeFigures(benchFiles) {
  const fresh = benchFiles
    .filter((file) => existsSync(recordOf(file)))
    .flatMap((file) => JSON.parse(readFileSync(recordOf(file), "utf8")));
  const store = existsSync(STORE) ? JSON.parse(readFileSync(STORE, "utf8")) : [];
  const merged = mergeFigures(store, fresh);
  writeFileSync(STORE, `${JSON.stringify(merged, null, 2)}\n`);
  writeFileSync(PAGE, await format(benchmarksPage(merged), { parser: "markdown" }));
  console.log(`\n${fresh.length} figure(s) recorded: ${PAGE}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded();
  const only = process.argv[2];
  const files = readdirSync("bench")
    .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
    .sort();
  let failed = 0;
  for (const file of files) {
    console.log(`\n━━ bench/${file} ━━`);
    rmSync(recordOf(file), { force: true });
    const result = spawnSync(process.execPath, ["--import", "tsx", `bench/${file}`], {
      stdio: "inherit",
    });
    if (result.status !== 0) failed++;
  }
  // A bench that missed a goal or failed part-way still recorded what it measured.
  for (const file of files)
    if (!existsSync(recordOf(file))) console.log(`bench/${file} recorded no figures`);
  await writeFigures(files);
  process.exit(failed ? 1 : 0);
}
