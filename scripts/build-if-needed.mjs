// Builds the client when dist/ is missing or older than its sources, so `npm start` just works.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const STAMP = "dist/client/index.html";
const SOURCES = [
  "src/client",
  "src/shared",
  "public",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfNeeded({ force = false } = {}) {
  const stale = !existsSync(STAMP) || newestMtime(STAMP) < Math.max(...SOURCES.map(newestMtime));
  if (!force && !stale) return;
  console.log("Building the client…");
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded({ force: process.argv.includes("--force") });
