// Builds the client when dist/ is missing or was built from other sources, so `npm start` just
// works. Staleness is decided by content, not mtime: `npm install` touches package-lock.json
// without changing it, and that alone must not cost a rebuild on every start.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const OUT_DIR = "dist/client";
const SOURCES = [
  "src/client",
  "src/shared",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/precompress.mjs",
  "scripts/static-landing.ts",
  "scripts/member-shell.ts",
  "scripts/chunk-groups.ts",
  "package.json",
  "package-lock.json",
];

/** Beside the build, not in it: the server serves everything inside. */
export const hashFileOf = (outDir) => `${outDir}.sources-hash`;

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => filesUnder(join(path, entry)));
}

/** One hash of the sources' paths and contents; a file touched but unchanged keeps it. */
export function sourcesHash(root = ".", sources = SOURCES) {
  const hash = createHash("sha256");
  for (const source of sources) {
    for (const file of filesUnder(join(root, source))) {
      hash.update(relative(root, file).split(sep).join("/"));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/** Whether the build in `outDir` is missing or was made from sources other than these. */
export function isStale({ root = ".", outDir = OUT_DIR, sources = SOURCES } = {}) {
  const hashFile = join(root, hashFileOf(outDir));
  if (!existsSync(join(root, outDir, "index.html")) || !existsSync(hashFile)) return true;
  return readFileSync(hashFile, "utf8").trim() !== sourcesHash(root, sources);
}

export function buildIfNeeded({ force = false } = {}) {
  if (!force && !isStale()) return;
  console.log("Building the client…");
  // Hashed before building, so an edit made during the build is picked up by the next start.
  const hash = sourcesHash();
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(hashFileOf(OUT_DIR), `${hash}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfNeeded({ force: process.argv.includes("--force") });
