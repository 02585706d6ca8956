// `npm run backup [-- <target>]` and `npm run restore -- <backup>`: copies of the embedded
// database's data directory (DATA_DIR), made by the running server when there is one
// (docs/decisions/0030). Not for DATABASE_URL: back PostgreSQL up with its own pg_dump.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { copyDataDir, isDatabaseDir, requestBackup } from "../db/backup";
import { lockDataDir } from "../db/lock";
import { keepNewFilesPrivate, privateDataDir } from "../process/private-files";

const USAGE = `usage: npm run backup [-- <target directory>]
       npm run restore -- <backup directory>     (into DATA_DIR, which must hold no database)`;

async function backup(dataDir: string, target: string): Promise<string> {
  if (!isDatabaseDir(dataDir)) throw new Error(`${dataDir} holds no database to back up`);
  if (existsSync(target)) throw new Error(`${target} exists already: name a new directory`);
  const answer = await requestBackup(dataDir, target);
  if (answer !== "no server") {
    if (!answer.ok) throw new Error(answer.error);
    return `the running server backed ${dataDir} up into ${target}`;
  }
  // No server runs on it: hold its lock (so none starts meanwhile) and copy it as it is.
  const unlock = await lockDataDir(dataDir);
  try {
    copyDataDir(dataDir, target);
  } finally {
    unlock();
  }
  return `backed ${dataDir} up into ${target} (no server was running on it)`;
}

async function restore(source: string, dataDir: string): Promise<string> {
  if (!isDatabaseDir(source)) throw new Error(`${source} is not a Vouch backup`);
  if (isDatabaseDir(dataDir))
    throw new Error(
      `${dataDir} holds a database already: restore into a new DATA_DIR, or move that one away first`,
    );
  privateDataDir(dataDir);
  const unlock = await lockDataDir(dataDir);
  try {
    copyDataDir(source, dataDir);
  } finally {
    unlock();
  }
  return `restored ${source} into ${dataDir}: start the server with DATA_DIR=${dataDir}`;
}

async function main() {
  // Backups hold what the database holds: owner-only, as the data directory is.
  keepNewFilesPrivate();
  const [command, path] = process.argv.slice(2);
  const dataDir = resolve(process.env.DATA_DIR || "./data");
  if (process.env.DATABASE_URL)
    throw new Error("DATABASE_URL is set: back PostgreSQL up with pg_dump instead");
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    console.log(await backup(dataDir, resolve(path ?? `backups/vouch-${stamp}`)));
  } else if (command === "restore" && path) {
    console.log(await restore(resolve(path), dataDir));
  } else {
    throw new Error(USAGE);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
