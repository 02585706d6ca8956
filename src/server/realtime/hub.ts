import type { Database } from "../db/client";

export const EVENTS_CHANNEL = "vouch_events";

export interface RealtimeEvent {
  type: string;
  /** Members who should receive it. */
  to: string[];
  data?: unknown;
}

type Listener = (event: RealtimeEvent) => void;

/**
 * Fans out events published with pg_notify (inside the writing transaction) to this process's
 * connected clients. Every process runs one hub, so an event reaches members on any process.
 */
export class Hub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resetListeners = new Set<() => void>();
  private stopListening?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      // Once listening again: a refetch any earlier could miss what is sent before then.
      (state) => state === "listening" && this.resetListeners.forEach((fn) => fn()),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Called when the NOTIFY connection was lost and is back: clients should refetch what they may have missed. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  connectedCount(): number {
    return this.listeners.size;
  }

  private dispatch(payload: string): void {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      return;
    }
    for (const userId of event.to) {
      this.listeners.get(userId)?.forEach((listener) => listener(event));
    }
  }
}
