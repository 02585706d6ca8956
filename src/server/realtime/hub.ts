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
    this.stopListening = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      // Once listening again: a refetch any earlier could miss what is sent before then.
      (state) => state === "listening" && this.resetListeners.forEach((fn) => fn()),
    );
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
    for (const userId of event.to) {
      this.subscriptions.get(userId)?.forEach(({ listener }) => listener(event));
    }
  }
}
