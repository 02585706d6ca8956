import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./lock";

const freshDir = () => mkdtempSync(join(tmpdir(), "vouch-lock-"));
const children: ChildProcess[] = [];

/** Another process that takes the lock on `dir`, as a second server would, and keeps it. */
async function holderProcess(dir: string): Promise<ChildProcess> {
  const script = `const { lockDataDir } = await import(${JSON.stringify(join(import.meta.dirname, "lock.ts"))});
await lockDataDir(${JSON.stringify(dir)});
console.log("locked");
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((done, fail) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("locked") && done());
    child.on("exit", (code) => fail(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

describe("the PGlite data directory lock", () => {
  it("is taken at start and given back at shutdown", async () => {
    const dir = freshDir();
    const unlock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another Vouch server/);
    unlock();
    await new Promise((done) => setTimeout(done, 50));
    (await lockDataDir(dir))();
  });

  it("refuses while another live server holds it, naming its pid and DATA_DIR", async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      new RegExp(`in use by another Vouch server \\(pid ${holder.pid}\\).*DATA_DIR`, "s"),
    );
  });

  it("is free again the moment its holder is killed (SIGKILL: nothing cleans up)", async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir);
    const exited = new Promise((done) => holder.once("exit", done));
    holder.kill("SIGKILL");
    await exited;
    const unlock = await lockDataDir(dir);
    unlock();
  });

  it("ignores an old pid lock file, even one naming a live unrelated process", async () => {
    const dir = freshDir();
    // The parent process is alive and is no Vouch server holding this directory.
    writeFileSync(join(dir, "vouch.lock"), String(process.ppid));
    const unlock = await lockDataDir(dir);
    expect(existsSync(join(dir, "vouch.lock"))).toBe(false);
    unlock();
  });
});
