// What the landing page loads, chunk by chunk, and the biggest modules in those chunks:
// `node scripts/bundle-report.mjs`. Builds into a directory of its own, removed after: the
// build's closing steps (landing, service worker, compression) must never touch dist/client,
// whose app shell they would overwrite with the landing. Sizes are gzip.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";

const outDir = mkdtempSync(join(tmpdir(), "vouch-bundle-report-"));
const output = await build({
  logLevel: "silent",
  build: { outDir, emptyOutDir: true },
}).finally(() => rmSync(outDir, { recursive: true, force: true }));
const chunks = (Array.isArray(output) ? output[0] : output).output.filter(
  (o) => o.type === "chunk",
);
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
/** A plain two-column table (lint allows console.log only). */
const print = (rows) => {
  for (const row of rows) {
    const [a, b] = Object.values(row);
    console.log(`${String(a).padEnd(60)} ${b}`);
  }
};
const gz = (code) => gzipSync(code, { level: 9 }).length;

/** The entry and everything it imports statically: what loads before any route does. */
function staticClosure(fileNames) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    byFile.get(f)?.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return seen;
}

const entry = chunks.find((c) => c.isEntry);
const landing = chunks.find((c) => c.facadeModuleId?.endsWith("landing/landing-page.tsx"));
const first = staticClosure([entry.fileName, landing.fileName]);
let total = 0;
const rows = [...first].map((f) => {
  const c = byFile.get(f);
  total += gz(c.code);
  return { chunk: f, "gzip KB": (gz(c.code) / 1024).toFixed(1) };
});
print(rows.sort((a, b) => b["gzip KB"] - a["gzip KB"]));
console.log(
  `landing, static closure: ${(total / 1024).toFixed(1)} KB gzip (dynamic imports not counted)`,
);

const modules = [...first].flatMap((f) =>
  Object.entries(byFile.get(f).modules).map(([id, m]) => ({
    module: id.replace(/^.*node_modules\//, "~/").replace(process.cwd(), "."),
    "rendered KB": +(m.renderedLength / 1024).toFixed(1),
  })),
);
// Packages summed, so a library split over many files shows as one line.
const byPackage = new Map();
for (const m of modules) {
  const key = m.module.startsWith("~/")
    ? m.module
        .split("/")
        .slice(0, m.module.startsWith("~/@") ? 3 : 2)
        .join("/")
    : m.module;
  byPackage.set(key, (byPackage.get(key) ?? 0) + m["rendered KB"]);
}
print(
  [...byPackage]
    .map(([module, kb]) => ({ module, "rendered KB (minified, before gzip)": +kb.toFixed(1) }))
    .sort(
      (a, b) => b["rendered KB (minified, before gzip)"] - a["rendered KB (minified, before gzip)"],
    )
    .slice(0, 25),
);
