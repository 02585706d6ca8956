// Part of `npm run lint`: code states its rules itself. A pointer to a document outside the
// repository (the product notes, the spec) or to an issue goes stale and can't be followed by a
// reader of the code; docs/comments.md says what to write instead.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ROOTS = ["src", "tests", "bench", "scripts"];
const POINTER = /\b(?:PRODUCT|SPEC|ARCHITECTURE|STYLE)\.md\b|\b[Ii]ssues? #?\d+/;

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : files(path);
    return /\.(?:ts|tsx|mjs|js|sql)$/.test(name) ? [path] : [];
  });

const found = [];
for (const file of ROOTS.flatMap(files)) {
  if (file === "scripts/check-comments.mjs") continue;
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (POINTER.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
}
if (found.length) {
  console.error("State the rule instead of pointing at a document or an issue (docs/comments.md):");
  console.error(found.join("\n"));
  process.exit(1);
}
console.log("No code points at a document outside the repository or at an issue.");
