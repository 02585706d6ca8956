/** A process that dies this soon after starting, or before it ever listened, failed fast. */
export const QUICK_EXIT_MS = 10_000;
/** Fast failures in a row after which the supervisor stops trying. */
export const MAX_FAST_FAILURES = 3;

/**
 * When to start a dead server process again: at once after one that ran a while (a crash, a kill
 * for memory), after a growing pause after one that failed fast (a database not there yet), and
 * never after MAX_FAST_FAILURES fast ones in a row (a bad setting, a data directory in use): its
 * error, logged each time, is what the operator needs, not a process that flaps for ever.
 */
export class RestartBudget {
  private readonly starts = new Map<number, { at: number; listened: boolean }>();
  private fastFailures = 0;

  constructor(private readonly now: () => number = Date.now) {}

  started(id: number): void {
    this.starts.set(id, { at: this.now(), listened: false });
  }

  listening(id: number): void {
    const start = this.starts.get(id);
    if (start) start.listened = true;
  }

  /** Milliseconds to wait before starting another, or "give up". */
  exited(id: number): number | "give up" {
    const start = this.starts.get(id);
    this.starts.delete(id);
    const fast = !start || !start.listened || this.now() - start.at < QUICK_EXIT_MS;
    if (!fast) {
      this.fastFailures = 0;
      return 0;
    }
    this.fastFailures++;
    if (this.fastFailures >= MAX_FAST_FAILURES) return "give up";
    return 500 * 2 ** (this.fastFailures - 1);
  }
}

/** Why a process ended, in words for the log. */
export function exitReason(code: number | null, signal: string | null): string {
  if (signal === "SIGKILL") return "killed (SIGKILL): out of memory, or by hand";
  if (signal === "SIGABRT" || code === 134)
    return "aborted: out of JavaScript heap memory, or a native crash (see its error above)";
  if (signal) return `stopped by ${signal}`;
  if (code === 0) return "exited by itself";
  return `exited with code ${code} (see its error above)`;
}
