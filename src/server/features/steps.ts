import type { Db } from "../db/client";

/**
 * Steps other features take part in, inside the transaction of a write one feature owns, when
 * the import order runs the other way (pairing imports matching and circle, so neither may call
 * pairing). The owner runs them; each other feature hands its step over once, at the composition
 * root (features/index.ts).
 */
export function featureSteps<Args extends unknown[]>() {
  const steps = new Set<(tx: Db, ...args: Args) => Promise<void>>();
  return {
    add(step: (tx: Db, ...args: Args) => Promise<void>): void {
      steps.add(step);
    },
    async run(tx: Db, ...args: Args): Promise<void> {
      for (const step of steps) await step(tx, ...args);
    },
  };
}
