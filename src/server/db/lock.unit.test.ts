import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./client";

const freshDir = () => mkdtempSync(join(tmpdir(), "vouch-lock-"));

describe("the PGlite data directory lock", () => {
  it("is taken at start and given back at shutdown", () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, "vouch.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, "vouch.lock"))).toBe(false);
  });

  it("refuses a second server while the first one lives, naming the directory", () => {
    const dir = freshDir();
    // The parent process is alive and is not us: it stands for another running server.
    writeFileSync(join(dir, "vouch.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Vouch server.*DATA_DIR/s);
    expect(readFileSync(join(dir, "vouch.lock"), "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left behind by a server that died", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "vouch.lock"), "999999999");
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, "vouch.lock"), "utf8")).toBe(String(process.pid));
    unlock();
  });
});
