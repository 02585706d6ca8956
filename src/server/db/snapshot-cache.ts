import type { Database } from "./client";

/**
 * SQL for the database's current snapshot as text (`xmin:xmax:in-progress ids`). It changes as
 * soon as any transaction anywhere writes (a write takes a transaction id) or finishes; reads
 * leave it as it is. Two equal snapshots mean no data changed in between, on every process.
 */
export const SNAPSHOT_VERSION = "pg_current_snapshot()::text";

interface Entry<T> {
  version: string;
  value: T;
}

/**
 * A read kept per key (a member) with the snapshot it was read at. The read's statement takes
 * the kept version as a parameter and returns nothing but the current version while the
 * snapshot is unchanged, so a repeat read costs one tiny statement and can't be stale; a changed
 * snapshot returns the read afresh, in the same statement. Least recently used keys go first.
 */
export class SnapshotCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxKeys: number) {}

  /** The kept entry for `key`, if any: its version goes to the statement. */
  get(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
  }
}

/** One cache per database, so tests' databases in one process never share entries. */
export function cachePerDatabase<T>(maxKeys: number): (database: Database) => SnapshotCache<T> {
  const caches = new WeakMap<Database, SnapshotCache<T>>();
  return (database) => {
    let cache = caches.get(database);
    if (!cache) caches.set(database, (cache = new SnapshotCache<T>(maxKeys)));
    return cache;
  };
}

/** The database's snapshot now, by one tiny statement: what a kept entry is checked against. */
export async function snapshotVersion(database: Database): Promise<string> {
  const [current] = await database.query<{ version: string }>(
    `select ${SNAPSHOT_VERSION} as version`,
    [],
  );
  return current!.version;
}

/**
 * A read of several statements, kept per key: a tiny statement asks for the snapshot first, and
 * while it is unchanged the kept result is returned. A write landing between that statement and
 * the read only makes the kept result newer than its version, so the next read reads again.
 * The result is shared between requests: callers must not change it.
 */
export async function keptRead<T>(
  cache: SnapshotCache<T>,
  database: Database,
  key: string,
  read: () => Promise<T>,
  version?: string,
): Promise<T> {
  const current = version ?? (await snapshotVersion(database));
  const kept = cache.get(key);
  if (kept && kept.version === current) return kept.value;
  const value = await read();
  cache.set(key, current, value);
  return value;
}
