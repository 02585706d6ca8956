import { BusyError } from "../../http/errors";

/**
 * Photos decoded at once in this process, and uploads that may wait for a turn. A large photo
 * takes a few hundred MB while decoded (its every pixel, before it is resized), so four at once
 * took a process past its memory budget; one more waiting than this is refused with a 503 and
 * Retry-After rather than held, its body in memory, behind the rest.
 */
export const DECODE_TURNS = { running: 2, waiting: 8 } as const;
/** About how long the queue takes to move on: a large photo takes one to two seconds. */
const RETRY_AFTER_SECONDS = 5;

export const photosBusy = () =>
  new BusyError(
    RETRY_AFTER_SECONDS,
    "photos_busy",
    "Lots of photos are being added right now. Try again in a few seconds.",
  );

/** Runs work in turns: `running` at once, `waiting` more queued, the rest refused. */
export class DecodeTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number } = DECODE_TURNS) {}

  async take<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.running) this.running++;
    else if (this.waiting.length < this.limits.waiting)
      // Whoever finishes hands their turn straight over, so `running` stays counted.
      await new Promise<void>((turn) => this.waiting.push(turn));
    else throw photosBusy();
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** This process's turns: memory is the process's. */
export const decodeTurns = new DecodeTurns();
