import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client";

export interface SessionUser {
  userId: string;
  token: string;
  /** When the session ends unless renewed (ms since the epoch). */
  expiresAt: number;
}

/** Sessions last this long after the member's last renewal. */
export interface SessionLifetime {
  ttlSeconds: number;
  /** Renew at most this often: a day of activity moves the end by a day, not every request. */
  renewAfterSeconds: number;
}

interface CachedSession {
  userId: string;
  expiresAt: number;
}

const MAX_CACHED = 50_000;

/**
 * Resolves the session cookie to a member without better-auth's full session read on every
 * request: the cookie's HMAC is checked here, and a session row, once read, is kept in memory
 * until it expires or the database announces (NOTIFY session_revoked) that it was deleted.
 * Revocation therefore reaches every process at once, whatever code path deleted the row.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  /** Cookie values whose signature was checked, with their token: one HMAC per cookie. */
  private readonly verified = new Map<string, string>();
  private readonly revocationWatchers = new Map<string, Set<() => void>>();
  /** Members' own summaries by id (see `member`), on PGlite only. */
  private readonly members = new Map<string, unknown>();
  private membersGeneration = 0;
  private keepingMembers = false;
  // Bumped on every revocation and reset, so a read that raced a revocation is never cached.
  private generation = 0;
  private listening = false;
  private stopListening?: () => Promise<void>;
  private stopListeningToMembers?: () => Promise<void>;

  constructor(
    private readonly database: Database,
    private readonly secret: string,
    readonly cookieName: string,
    private readonly lifetime: SessionLifetime,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      "session_revoked",
      (token) => this.revoke(token),
      () => this.reset(),
    );
    this.listening = true;
    if (this.database.kind === "pglite") {
      this.stopListeningToMembers = await this.database.listen("member_changed", (id) => {
        this.membersGeneration++;
        this.members.delete(id);
      });
      this.keepingMembers = true;
    }
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.keepingMembers = false;
    await Promise.all([this.stopListening?.(), this.stopListeningToMembers?.()]);
  }

  revoke(token: string): void {
    this.generation++;
    this.cache.delete(token);
    this.revocationWatchers.get(token)?.forEach((watcher) => watcher());
  }

  /**
   * Calls `watcher` when the session ends (signed out or revoked, on any process); it may be
   * called more than once. Returns the function that stops watching.
   */
  onRevoked(token: string, watcher: () => void): () => void {
    let watchers = this.revocationWatchers.get(token);
    if (!watchers) this.revocationWatchers.set(token, (watchers = new Set()));
    watchers.add(watcher);
    return () => {
      const current = this.revocationWatchers.get(token);
      if (!current?.delete(watcher)) return;
      if (current.size === 0) this.revocationWatchers.delete(token);
    };
  }

  reset(): void {
    this.generation++;
    this.cache.clear();
    this.membersGeneration++;
    this.members.clear();
  }

  /**
   * The member's own summary, as `read` returns it (what /api/session shows), kept until a
   * trigger on profiles announces a change (NOTIFY member_changed). Kept on PGlite only: there
   * the announcement reaches this process before the writing statement returns, so no request
   * can read a summary its own write has changed. PostgreSQL delivers it on another connection
   * a moment after the commit, so there every call reads. A read that raced a change is not kept.
   */
  async member<T>(userId: string, read: () => Promise<T>): Promise<T> {
    if (!this.keepingMembers) return read();
    if (this.members.has(userId)) return this.members.get(userId) as T;
    const generation = this.membersGeneration;
    const value = await read();
    if (generation === this.membersGeneration) {
      if (this.members.size >= MAX_CACHED) this.members.delete(this.members.keys().next().value!);
      this.members.set(userId, value);
    }
    return value;
  }

  async resolve(cookieHeader: string | undefined): Promise<SessionUser | null> {
    const token = this.readToken(cookieHeader);
    if (!token) return null;
    const now = Date.now();
    const cached = this.listening ? this.cache.get(token) : undefined;
    if (cached) {
      if (cached.expiresAt > now)
        return { userId: cached.userId, token, expiresAt: cached.expiresAt };
      this.cache.delete(token);
    }
    const generation = this.generation;
    const [row] = await this.database.query<{ user_id: string; expires_at: Date | string }>(
      "select user_id, expires_at from session where token = $1",
      [token],
    );
    const expiresAt = row ? new Date(row.expires_at).getTime() : 0;
    if (!row || expiresAt <= now) return null;
    if (this.listening && generation === this.generation) {
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(token, { userId: row.user_id, expiresAt });
    }
    return { userId: row.user_id, token, expiresAt };
  }

  /**
   * Slides the session's end forward while the member is active, at most once per
   * `renewAfterSeconds`. Returns the new end, or null when no renewal was due.
   */
  async renewIfDue(session: SessionUser): Promise<number | null> {
    const { ttlSeconds, renewAfterSeconds } = this.lifetime;
    const renewedAt = session.expiresAt - ttlSeconds * 1000;
    if (Date.now() - renewedAt < renewAfterSeconds * 1000) return null;
    const expiresAt = Date.now() + ttlSeconds * 1000;
    const [row] = await this.database.query<{ user_id: string }>(
      "update session set expires_at = $2, updated_at = now() where token = $1 and expires_at > now() returning user_id",
      [session.token, new Date(expiresAt).toISOString()],
    );
    if (!row) return null;
    const cached = this.cache.get(session.token);
    if (cached) cached.expiresAt = expiresAt;
    return expiresAt;
  }

  /** The session cookie's value, decoded, as the browser sent it. */
  cookieValue(cookieHeader: string | undefined): string | null {
    if (!cookieHeader) return null;
    const prefix = `${this.cookieName}=`;
    const part = cookieHeader.split(/;\s*/).find((p) => p.startsWith(prefix));
    if (!part) return null;
    try {
      return decodeURIComponent(part.slice(prefix.length));
    } catch {
      return null;
    }
  }

  /** The cookie value is `token.base64(HMAC-SHA256(token))`, URL-encoded (better-auth's format). */
  readToken(cookieHeader: string | undefined): string | null {
    const value = this.cookieValue(cookieHeader);
    if (!value) return null;
    const known = this.verified.get(value);
    if (known) return known;
    const dot = value.lastIndexOf(".");
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", this.secret).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    // Only genuinely signed values are kept, so the map can't be filled from outside.
    if (this.verified.size >= MAX_CACHED) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(value, token);
    return token;
  }
}
