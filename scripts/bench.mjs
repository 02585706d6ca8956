// `npm run bench`: builds the client if needed, then runs every bench/*.bench.ts in turn.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const only = process.argv[2];
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".bench.ts") && (!only || f.includes(only)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n━━ bench/${file} ━━`);
  const result = spawnSync(process.execPath, ["--import", "tsx", `bench/${file}`], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
