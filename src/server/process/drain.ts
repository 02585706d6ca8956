/** A load balancer that asked for readiness this recently is taken to be still asking. */
const PROBED_WITHIN_MS = 60_000;

/**
 * A server process's way out of a fleet (docs/decisions/0066). Once `begin` is called its
 * readiness fails, so a load balancer sends it nothing new, and each answer closes its connection;
 * once the balancer has had time to notice, `endStreams` asks every live stream to reconnect
 * (elsewhere) and ends it.
 */
export class Drain {
  private beganAt: number | null = null;
  private streamsEnded = false;
  private lastProbeAt = -Infinity;
  private readonly streamListeners = new Set<() => void>();

  constructor(private readonly now: () => number = Date.now) {}

  get draining(): boolean {
    return this.beganAt !== null;
  }

  /** A readiness probe was answered: someone routes by it. */
  probed(): void {
    this.lastProbeAt = this.now();
  }

  begin(): void {
    this.beganAt ??= this.now();
  }

  /**
   * How long to go on answering before closing, so the balancer sees readiness fail first: `ms`
   * when readiness was asked for lately, else nothing (no balancer routes by it).
   */
  waitMs(ms: number): number {
    return this.now() - this.lastProbeAt <= PROBED_WITHIN_MS ? ms : 0;
  }

  /** Calls `listener` once the streams are to end (at once if they already are). */
  onStreamsEnd(listener: () => void): () => void {
    if (this.streamsEnded) {
      queueMicrotask(listener);
      return () => {};
    }
    this.streamListeners.add(listener);
    return () => this.streamListeners.delete(listener);
  }

  endStreams(): void {
    this.begin();
    if (this.streamsEnded) return;
    this.streamsEnded = true;
    for (const listener of this.streamListeners) listener();
    this.streamListeners.clear();
  }
}
