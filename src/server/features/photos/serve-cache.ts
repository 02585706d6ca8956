import type { Database } from "../../db/client";

/**
 * The bytes of photos recently served, per database: a photo's files never change under its id
 * (a new photo gets a new id), so kept bytes can't be stale. Who may have them is still checked
 * on every request (servableStorage), so a block or a removal shows at once.
 */
class ByteCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  delete(key: string): void {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.bytes -= kept.length;
    }
  }
}

/** 24 MB per database: a few thousand card-sized photos. */
const MAX_BYTES = 24 * 1024 * 1024;
const caches = new WeakMap<Database, ByteCache>();

export function photoBytesOf(database: Database): ByteCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new ByteCache(MAX_BYTES)));
  return cache;
}
