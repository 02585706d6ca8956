// Part of `npm run lint`: every decision record has its status and date line and a row in the
// index (docs/decisions/README.md), so a newcomer finds each one and knows whether it still holds.
import { readdirSync, readFileSync } from "node:fs";

const DIR = "docs/decisions";
const index = readFileSync(`${DIR}/README.md`, "utf8");
const problems = [];
for (const file of readdirSync(DIR).filter((f) => /^\d{4}-.*\.md$/.test(f))) {
  const lines = readFileSync(`${DIR}/${file}`, "utf8").split("\n");
  if (!/^Status: .+ · \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? ""))
    problems.push(`${file}: line 3 must be "Status: <status> · <YYYY-MM-DD>"`);
  if (!index.includes(`(${file})`)) problems.push(`${file}: missing from ${DIR}/README.md`);
}
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("Every decision record has its status line and its row in the index.");
