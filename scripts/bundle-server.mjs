// Bundles the server (src/server/main.ts and cluster.ts) into one JavaScript file each, so
// `npm start` runs plain JavaScript: no TypeScript compiler loaded into the server, ~50 MB less
// memory (docs/decisions/0020). Packages stay in node_modules. The files the server reads beside
// its code (migrations, the common-password list) are copied next to the bundle, where the code's
// `new URL("./…", import.meta.url)` then finds them. Takes ~0.2 s, so every start bundles anew;
// the output goes to a directory named for its content, written whole and then renamed, so two
// servers starting at once never read each other's half-written files.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { buildSync } from "esbuild";

const OUT_ROOT = "dist/server";
const ENTRIES = {
  main: "src/server/main.ts",
  cluster: "src/server/process/cluster.ts",
  // The benches' server, with their own routes: built only when they ask for it (bench/support.ts).
  ...(process.env.VOUCH_SERVER_ENTRY === "bench-main.js" && {
    "bench-main": "bench/server-main.ts",
  }),
};
const BESIDE = {
  "common-passwords.txt": "src/server/features/account/common-passwords.txt",
  migrations: "src/server/db/migrations",
  "demo-photos": "src/server/features/seed/demo-photos",
  "selfie-worker.mjs": "src/server/features/verification/selfie-worker.mjs",
  // The nudity model's thread: a worker is started from a file, so it stays one beside the bundle.
  "nsfw-worker.mjs": "src/server/features/photos/nsfw-worker.mjs",
};

const filesUnder = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .sort()
        .flatMap((entry) => filesUnder(join(path, entry)))
    : [path];

/** Bundles of earlier code, an hour old: no server can still be starting from them. */
function removeOldBundles(keep) {
  for (const entry of readdirSync(OUT_ROOT)) {
    const path = join(OUT_ROOT, entry);
    if (path !== keep && Date.now() - statSync(path).mtimeMs > 3_600_000)
      rmSync(path, { recursive: true, force: true });
  }
}

/** Bundles the server if its code changed and returns the directory to import from. */
export function bundleServer() {
  const { outputFiles } = buildSync({
    entryPoints: ENTRIES,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outdir: OUT_ROOT,
    write: false,
    logLevel: "warning",
  });
  const hash = createHash("sha256");
  for (const file of outputFiles) hash.update(file.path).update(file.contents);
  for (const source of Object.values(BESIDE))
    for (const file of filesUnder(source)) hash.update(file).update(readFileSync(file));
  const dir = join(OUT_ROOT, hash.digest("hex").slice(0, 16));
  if (existsSync(dir)) return dir;
  const tmp = join(OUT_ROOT, `.tmp-${process.pid}-${Date.now()}`);
  mkdirSync(tmp, { recursive: true });
  for (const file of outputFiles)
    writeFileSync(join(tmp, file.path.split("/").pop()), file.contents);
  for (const [name, source] of Object.entries(BESIDE))
    cpSync(source, join(tmp, name), { recursive: true });
  removeOldBundles(tmp);
  try {
    renameSync(tmp, dir);
  } catch (error) {
    // Another server starting at the same moment wrote the same bundle first.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}
