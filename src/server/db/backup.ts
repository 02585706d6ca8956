import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";
import { makePrivate } from "../process/private-files";
import { listen, localAddress } from "./lock";

/**
 * Backups of the embedded database (docs/decisions/0030). A running server makes them itself:
 * only it may touch its data directory. `npm run backup` asks it over a local socket, proving it
 * may read the data directory by quoting a token kept there (mode 600): the socket is reachable
 * by any local user, the directory only by the server's.
 */
const TOKEN_FILE = ".vouch-admin-token";
/** In the directory only on systems without Linux's abstract sockets. */
const SOCKET_FILE = ".vouch-admin.sock";
/** Marks a PostgreSQL data directory. */
const PG_VERSION = "PG_VERSION";

export interface BackupRequest {
  token: string;
  command: "backup";
  /** An absolute path that does not exist yet: the backup is made there, as a directory. */
  target: string;
}

export type BackupAnswer = { ok: true } | { ok: false; error: string };

/** Absent or empty, but for a lock's socket file (outside Linux). */
const isEmptyDir = (dir: string) =>
  !existsSync(dir) || readdirSync(dir).every((name) => name.startsWith(".vouch-"));

export const isDatabaseDir = (dir: string) => existsSync(join(dir, PG_VERSION));

/**
 * Copies a data directory, its files as they are now, owner-only. Synchronous on purpose: PGlite writes its
 * files synchronously from this one thread, so no write is halfway through during the copy and
 * the copy is the state a crash at this instant would leave, which PostgreSQL recovers from (a
 * CHECKPOINT first keeps the recovery short). Writes wait meanwhile (~1 s per 100 MB).
 */
export function copyDataDir(from: string, to: string): void {
  if (!isEmptyDir(to)) throw new Error(`${to} is not empty`);
  cpSync(from, to, {
    recursive: true,
    filter: (source) => !source.endsWith(TOKEN_FILE) && !source.endsWith(SOCKET_FILE),
  });
  // A copy keeps its files' modes: a backup of a directory once open to others would be too.
  makePrivate(to);
}

/** The address a server's admin socket listens on, for a data directory. */
function adminAddress(dataDir: string): string {
  return localAddress(realpathSync(resolve(dataDir)), "admin", SOCKET_FILE);
}

/**
 * The running server's side: answers backup requests for its data directory until the returned
 * function is called. `backup` makes one at the given path.
 */
export async function serveBackups(
  dataDir: string,
  backup: (target: string) => Promise<void>,
): Promise<() => void> {
  const token = randomBytes(32).toString("hex");
  writeFileSync(join(dataDir, TOKEN_FILE), token, { mode: 0o600 });
  const server = net.createServer((socket) => {
    let said = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      said += String(chunk);
      if (said.length > 8192) return void socket.destroy();
      const end = said.indexOf("\n");
      if (end < 0) return;
      socket.setTimeout(0);
      void answer(said.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  const answer = async (line: string): Promise<BackupAnswer> => {
    let request: Partial<BackupRequest>;
    try {
      request = JSON.parse(line) as Partial<BackupRequest>;
    } catch {
      return { ok: false, error: "not a request" };
    }
    const given = Buffer.from(String(request.token ?? ""));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, error: "wrong token: run this as the user that runs the server" };
    if (request.command !== "backup" || typeof request.target !== "string")
      return { ok: false, error: "unknown command" };
    const target = resolve(request.target);
    if (!isEmptyDir(target)) return { ok: false, error: `${target} is not empty` };
    try {
      await backup(target);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  const address = adminAddress(dataDir);
  // A socket file left by a server that died (the data directory's lock says none runs now).
  if (!address.startsWith("\0")) rmSync(address, { force: true });
  await listen(server, address);
  server.unref();
  return () => void server.close();
}

/**
 * Asks the server running on `dataDir` for a backup at `target`; "no server" when none answers.
 */
export function requestBackup(
  dataDir: string,
  target: string,
): Promise<BackupAnswer | "no server"> {
  let token: string;
  try {
    token = readFileSync(join(dataDir, TOKEN_FILE), "utf8");
  } catch {
    return Promise.resolve("no server");
  }
  return new Promise((done, fail) => {
    let said = "";
    const socket = net.connect(adminAddress(dataDir));
    socket.on("connect", () => {
      const request: BackupRequest = { token, command: "backup", target };
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on("data", (chunk) => (said += String(chunk)));
    socket.on("end", () => {
      try {
        done(JSON.parse(said) as BackupAnswer);
      } catch {
        fail(new Error(`the server answered: ${said || "nothing"}`));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? done("no server") : fail(error),
    );
  });
}
