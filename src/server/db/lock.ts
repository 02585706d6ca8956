import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";

/**
 * PGlite is one process's database: a second server on the same directory would corrupt it.
 * The holder listens on a local socket named after the directory; the kernel releases it when
 * the process dies however it dies, so a lock can't go stale nor be mistaken for another
 * process that happens to reuse a pid (docs/decisions/0014-data-dir-lock.md).
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The pid file earlier versions kept; a pid proves nothing, so it is no longer read.
  rmSync(join(dir, "vouch.lock"), { force: true });
  const address = lockAddress(realpathSync(dir));
  // Whoever knocks learns the holder's pid, for the message below.
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const holder = await knock(address);
    if (holder !== undefined) {
      throw new Error(
        `The database in ${dir} is in use by another Vouch server${holder ? ` (pid ${holder})` : ""}. ` +
          `Stop that server, or start this one with another DATA_DIR.`,
      );
    }
    // A socket file left by a process that died: nobody listens on it any more.
    rmSync(address, { force: true });
    await listen(server, address);
  }
  server.unref();
  return () => void server.close();
}

/**
 * Linux's abstract socket namespace leaves no file behind at all; elsewhere a socket file in the
 * directory (its path must stay under the ~104 bytes a socket address holds).
 */
function lockAddress(dir: string): string {
  return localAddress(dir, "data-dir", ".vouch-lock.sock");
}

/** A local socket address named after a data directory (`dir`: its real path). */
export function localAddress(dir: string, purpose: string, fileName: string): string {
  if (process.platform === "linux") {
    return `\0vouch-${purpose}-${createHash("sha256").update(dir).digest("hex").slice(0, 40)}`;
  }
  return join(dir, fileName);
}

export function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    // Exclusive: in a server process under the supervisor (node:cluster) the socket is this
    // process's own, gone when it dies, not one the supervisor holds for it.
    server.listen({ path: address, exclusive: true }, () => {
      server.off("error", fail);
      done();
    });
  });
}

/** The holder's pid ("" if it said nothing), or undefined when nobody listens. */
function knock(address: string): Promise<string | undefined> {
  return new Promise((done) => {
    let said = "";
    const socket = net.connect(address);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("data", (chunk) => (said += String(chunk)));
    socket.on("end", () => done(said.trim()));
    socket.on("error", () => done(undefined));
    socket.on("close", () => done(said.trim()));
  });
}
