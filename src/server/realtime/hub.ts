import type { Database } from "../db/client";
import type { Presence } from "./presence";
import { StreamLimits } from "./stream-limits";

export const EVENTS_CHANNEL = "vouch_events";

export interface RealtimeEvent {
  type: string;
  /** Members who should receive it. */
  to: string[];
  data?: unknown;
}

type Listener = (event: RealtimeEvent) => void;

/**
 * How long the hub remembers when each member last had an event: a screen drawn longer ago than
 * this before its app's stream opened is caught up by refetching (see `quietSince`).
 */
const REMEMBERED_MS = 2 * 60_000;
/**
 * The clocks of the server process that drew a page and the one holding its stream may differ by
 * this much (processes on one machine share a clock; on several, keep them synchronised).
 */
const CLOCK_SLACK_MS = 1_000;

/** One stream's subscription: a member may hold several at once (tabs, phones, a reload). */
interface Subscription {
  listener: Listener;
}

/**
 * Fans out events published with pg_notify (inside the writing transaction) to this process's
 * connected clients. Every process runs one hub, so an event reaches members on any process.
 */
export class Hub {
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private readonly resetListeners = new Set<() => void>();
  private stopListening?: () => Promise<void>;
  /** Since when this process has heard every event without a break; null while it can't. */
  private listeningSince: number | null = null;
  /** When each member last had an event (of any process), for the last REMEMBERED_MS. */
  private readonly lastEventAt = new Map<string, number>();
  private forgottenAt = Date.now();

  /** The caps on this process's open streams. */
  readonly streams: StreamLimits;

  constructor(
    private readonly database: Database,
    streams = new StreamLimits(),
    /** Tells every process who has a stream here (mail waits for no one online). */
    readonly presence?: Presence,
  ) {
    this.streams = streams;
  }

  async start(): Promise<void> {
    let reset = false;
    this.stopListening = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      (state) => {
        reset = true;
        this.listeningSince = state === "listening" ? Date.now() : null;
        // Once listening again: a refetch any earlier could miss what is sent before then.
        if (state === "listening") this.resetListeners.forEach((fn) => fn());
      },
    );
    // Unless the connection was lost (or lost and back) while it started.
    if (!reset) this.listeningSince = Date.now();
    this.presence?.start();
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    await this.presence?.stop();
  }

  /**
   * Every subscription of a member gets every event for them until it is itself ended. The
   * returned function ends this one only, and may be called any number of times.
   */
  subscribe(userId: string, listener: Listener): () => void {
    const subscription: Subscription = { listener };
    let set = this.subscriptions.get(userId);
    if (!set) {
      this.subscriptions.set(userId, (set = new Set()));
      this.presence?.joined(userId);
    }
    set.add(subscription);
    return () => {
      // Look the set up again: the one captured above may have been emptied and replaced since.
      const current = this.subscriptions.get(userId);
      if (!current?.delete(subscription)) return;
      if (current.size === 0) {
        this.subscriptions.delete(userId);
        this.presence?.left(userId);
      }
    };
  }

  /** Called when the NOTIFY connection was lost and is back: clients should refetch what they may have missed. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /**
   * Whether no event for the member can have been missed since `since` (a time in ms): this
   * process has listened throughout and heard none for them. A screen drawn then, whose stream
   * opens now, is then up to date and isn't fetched again (decision 0045).
   */
  quietSince(userId: string, since: number): boolean {
    const from = since - CLOCK_SLACK_MS;
    if (this.listeningSince === null || this.listeningSince > from) return false;
    if (Date.now() - from > REMEMBERED_MS) return false;
    return (this.lastEventAt.get(userId) ?? -Infinity) < from;
  }

  /** Members with at least one open subscription on this process. */
  connectedCount(): number {
    return this.subscriptions.size;
  }

  private dispatch(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    const now = Date.now();
    this.forgetOldEvents(now);
    for (const userId of event.to) {
      this.lastEventAt.set(userId, now);
      this.subscriptions.get(userId)?.forEach(({ listener }) => listener(event));
    }
  }

  private forgetOldEvents(now: number) {
    if (now - this.forgottenAt < REMEMBERED_MS) return;
    this.forgottenAt = now;
    for (const [userId, at] of this.lastEventAt) {
      if (now - at > REMEMBERED_MS) this.lastEventAt.delete(userId);
    }
  }
}
