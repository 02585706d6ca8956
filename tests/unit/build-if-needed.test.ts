import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashFileOf, isStale, sourcesHash } from "../../scripts/build-if-needed.mjs";

const SOURCES = ["src", "index.html", "package-lock.json"];
const OUT_DIR = "dist/client";

describe("whether `npm start` rebuilds the client", () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const stale = () => isStale({ root, outDir: OUT_DIR, sources: SOURCES });
  /** What a build leaves: its output and the hash of the sources it was made from. */
  const built = () => {
    write(`${OUT_DIR}/index.html`, "<!doctype html>");
    write(hashFileOf(OUT_DIR), `${sourcesHash(root, SOURCES)}\n`);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "vouch-build-"));
    write("src/main.tsx", "render()");
    write("src/lib/format.ts", "export const x = 1;");
    write("index.html", "<div id=root></div>");
    write("package-lock.json", '{"lockfileVersion":3}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds when there is no build yet, or no record of what it was built from", () => {
    expect(stale()).toBe(true);
    built();
    rmSync(join(root, hashFileOf(OUT_DIR)));
    expect(stale()).toBe(true);
  });

  it("does not rebuild when a source is touched but unchanged, as npm install does to the lock file", () => {
    built();
    expect(stale()).toBe(false);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "package-lock.json"), later, later);
    write("src/lib/format.ts", "export const x = 1;");
    expect(stale()).toBe(false);
  });

  it("rebuilds when a source's content changes, or a source is added, removed or renamed", () => {
    built();
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    expect(stale()).toBe(true);

    built();
    write("src/lib/dates.ts", "export const y = 2;");
    expect(stale()).toBe(true);

    built();
    rmSync(join(root, "src/lib/dates.ts"));
    expect(stale()).toBe(true);

    built();
    rmSync(join(root, "src/lib/format.ts"));
    write("src/lib/formatting.ts", "export const x = 1;");
    expect(stale()).toBe(true);
  });
});
