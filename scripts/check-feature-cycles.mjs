#!/usr/bin/env node
// Fails when server features import each other in a cycle (a imports b, b imports a, or longer).
// Tests and test kits are left out: they may arrange state through any feature.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, dirname } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const featuresDir = join(root, "src/server/features");
const features = readdirSync(featuresDir).filter((n) =>
  statSync(join(featuresDir, n)).isDirectory(),
);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|test-kit\.ts$/.test(name) ? [path] : [];
  });
}

/** The feature a path is inside of (or is), or null. */
const featureOf = (path) => {
  const [first] = relative(featuresDir, path).split("/");
  return features.includes(first) ? first : null;
};

/** feature -> the other features it imports, each with one file that does it. */
const edges = new Map(features.map((f) => [f, new Map()]));
for (const feature of features) {
  for (const file of sources(join(featuresDir, feature))) {
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      if (!spec.startsWith(".")) continue;
      const other = featureOf(resolve(dirname(file), spec));
      if (other && other !== feature && !edges.get(feature).has(other))
        edges.get(feature).set(other, relative(root, file));
    }
  }
}

const cycles = [];
const state = new Map();
function visit(feature, path) {
  state.set(feature, "open");
  for (const next of edges.get(feature).keys()) {
    if (state.get(next) === "open") cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...path, next]);
  }
  state.set(feature, "done");
}
for (const feature of features) if (!state.has(feature)) visit(feature, [feature]);

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Feature import cycle: ${cycle.join(" -> ")}`);
    for (let i = 0; i < cycle.length - 1; i++)
      console.error(`  ${cycle[i]} -> ${cycle[i + 1]} in ${edges.get(cycle[i]).get(cycle[i + 1])}`);
  }
  process.exit(1);
}
console.log(`No import cycles between the ${features.length} server features.`);
