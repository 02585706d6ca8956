import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../src/server/db/client";
import { signUpAt } from "#tests/support/test-app";
import { startServer, stopServer } from "#tests/support/child-server";
import { migratedDataDir } from "#tests/support/data-dir";

/**
 * `npm run backup` while the server takes writes, then `npm run restore` into a fresh directory:
 * every write acknowledged before the backup is in the restored database (docs/decisions/0030).
 */
const dirs: string[] = [];
const fresh = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `vouch-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `npm run backup|restore -- <path>` with DATA_DIR set, as an operator runs it. */
function cli(command: "backup" | "restore", path: string, dataDir: string) {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "src/server/backup-cli.ts", command, path],
    {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

describe("backups of the embedded database", () => {
  it("backs up a running server's database mid-write, and a restore holds every acknowledged write", async () => {
    const dataDir = migratedDataDir("live");
    dirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    const acked: string[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        const signedUp = await signUpAt(server.url).catch(() => undefined);
        if (signedUp?.res.status === 201) acked.push(signedUp.member.email);
      }
    };
    const writers = [writer(), writer(), writer()];
    try {
      while (acked.length < 10) await new Promise((done) => setTimeout(done, 50));
      const before = [...acked];
      const target = join(fresh("backups"), "vouch-backup");
      // The CLI blocks this thread while it runs; the server, another process, keeps writing.
      const made = cli("backup", target, dataDir);
      expect(made.output).toMatch(/the running server backed .* up into/);
      expect(made.status).toBe(0);
      writing = false;
      await Promise.all(writers);

      const restoredDir = join(fresh("restored"), "data");
      const restored = cli("restore", target, restoredDir);
      expect(restored.output).toMatch(/restored .* into/);
      expect(restored.status).toBe(0);
      // Not over a database: that one is left as it was.
      expect(cli("restore", target, dataDir).output).toMatch(/holds a database already/);

      const database = await openPglite({ dataDir: restoredDir });
      try {
        const rows = await database.query<{ email: string }>(
          `select email from "user" where email = any($1::text[])`,
          [before],
        );
        const found = new Set(rows.map((row) => row.email));
        expect(before.filter((email) => !found.has(email))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      writing = false;
      await stopServer(server, "SIGTERM");
    }
  }, 180_000);
});
