import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { livePresence } from "../db/schema";
import type { Logger } from "../process/logger";

/** How often a process says its members' streams are still open. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A row not refreshed for this long is from a process that died: it counts for nothing. */
const PRESENCE_TTL_SECONDS = 90;

/**
 * Whether the member (an SQL expression for their id) has Vouch open: a live stream on any
 * server process. The one home of "online", for the mail that must not go while they are.
 */
export const memberOnline = (memberId: SQL): SQL =>
  sql`exists (select 1 from ${livePresence} where ${livePresence.memberId} = ${memberId}
    and ${livePresence.seenAt} > now() - make_interval(secs => ${PRESENCE_TTL_SECONDS}))`;

/**
 * Writes this process's members with an open stream to `live_presence`, so that any process can
 * tell (`memberOnline`). The hub calls `joined` for a member's first stream here and `left` after
 * their last; the writes go in order, one at a time, off the stream's path.
 */
export class Presence {
  readonly processId = randomUUID();
  private chain: Promise<void> = Promise.resolve();
  private heartbeat?: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly logger?: Logger,
  ) {}

  start(): void {
    this.heartbeat = setInterval(() => this.write(this.refresh()), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    this.write(
      sql`delete from ${livePresence} where ${livePresence.processId} = ${this.processId}`,
    );
    await this.chain;
  }

  joined(memberId: string): void {
    this.write(sql`insert into ${livePresence} (process_id, member_id, seen_at)
      values (${this.processId}, ${memberId}, now())
      on conflict (process_id, member_id) do update set seen_at = now()`);
  }

  left(memberId: string): void {
    this.write(sql`delete from ${livePresence}
      where ${livePresence.processId} = ${this.processId} and ${livePresence.memberId} = ${memberId}`);
  }

  /** Resolves once every write asked for so far is done (tests). */
  settled(): Promise<void> {
    return this.chain;
  }

  /** This process's rows are fresh again; any process's long-stale rows go. */
  private refresh(): SQL {
    return sql`with fresh as (
        update ${livePresence} set seen_at = now() where ${livePresence.processId} = ${this.processId})
      delete from ${livePresence} where ${livePresence.seenAt} < now() - make_interval(secs => ${PRESENCE_TTL_SECONDS * 10})`;
  }

  private write(statement: SQL): void {
    this.chain = this.chain
      .then(() => this.database.db.execute(statement))
      .then(
        () => {},
        (error: unknown) => this.logger?.warn({ err: error }, "live presence not written"),
      );
  }
}
