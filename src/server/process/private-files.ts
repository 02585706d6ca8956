import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * The embedded database's files hold password hashes and emails (its write-ahead log too): only
 * the user that runs the server may read or write them. PGlite creates its files as the umask
 * lets it, so the process's umask is set before it opens anything, and whatever an earlier
 * version or a copy left open to others is closed at start.
 */
const OTHERS = 0o077;

/** Every file and directory this process creates from now on is owner-only (0700, 0600). */
export function keepNewFilesPrivate(): void {
  process.umask(OTHERS);
}

/**
 * Takes group and other bits off `path` and everything under it (symbolic links and sockets
 * are left alone); returns how many it changed.
 */
export function makePrivate(path: string): number {
  const stat = lstatSync(path);
  let changed = 0;
  if ((stat.isFile() || stat.isDirectory()) && stat.mode & OTHERS) {
    chmodSync(path, stat.mode & 0o700);
    changed++;
  }
  if (stat.isDirectory())
    for (const name of readdirSync(path)) changed += makePrivate(join(path, name));
  return changed;
}

/**
 * Makes a data directory owner-only (creating it if need be) and keeps the files made in it so;
 * returns how many existing files and directories were open to others.
 */
export function privateDataDir(dir: string): number {
  keepNewFilesPrivate();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return makePrivate(dir);
}
