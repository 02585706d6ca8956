import { spawnSync } from "node:child_process";
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
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
    ["--import", "tsx", "src/server/cli/backup-cli.ts", command, path],
    {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Files and directories under `path` (itself included) that others may read, write or enter. */
function openToOthers(path: string): string[] {
  const stat = lstatSync(path);
  const here = (stat.isFile() || stat.isDirectory()) && stat.mode & 0o077 ? [path] : [];
  if (!stat.isDirectory()) return here;
  return [...here, ...readdirSync(path).flatMap((name) => openToOthers(join(path, name)))];
}

/** Every file and directory under `path` readable and writable by anyone, as an old data directory could be. */
function openUp(path: string): number {
  const stat = lstatSync(path);
  if (stat.isDirectory()) {
    chmodSync(path, 0o777);
    return 1 + readdirSync(path).reduce((n, name) => n + openUp(join(path, name)), 0);
  }
  if (stat.isFile()) chmodSync(path, 0o666);
  return stat.isFile() ? 1 : 0;
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

  it("keeps the database and its backups owner-only, closing an existing directory at start", async () => {
    const dataDir = migratedDataDir("private");
    dirs.push(dataDir);
    const opened = openUp(dataDir);
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      expect(server.output()).toContain(
        `${opened} files in the data directory were open to other users: made them owner-only`,
      );
      // Files the database makes while it runs are owner-only too.
      for (let i = 0; i < 5; i++) expect((await signUpAt(server.url)).res.status).toBe(201);
      expect(openToOthers(dataDir)).toEqual([]);

      // A backup by the running server, and one by the command with no server, of a directory
      // opened up again meanwhile.
      const backups = fresh("backups");
      expect(cli("backup", join(backups, "running"), dataDir).status).toBe(0);
      await stopServer(server, "SIGTERM");
      openUp(dataDir);
      expect(cli("backup", join(backups, "stopped"), dataDir).status).toBe(0);
      const restored = join(fresh("restored"), "data");
      expect(cli("restore", join(backups, "stopped"), restored).status).toBe(0);
      expect(openToOthers(backups)).toEqual([]);
      expect(openToOthers(restored)).toEqual([]);
    } finally {
      await stopServer(server, "SIGTERM");
    }
  }, 180_000);
});
