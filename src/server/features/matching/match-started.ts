import type { Db } from "../../db/client";

/** A feature's own part of two members starting an active match, inside the accept transaction. */
export type MatchStartedStep = (tx: Db, memberA: string, memberB: string) => Promise<void>;

const steps = new Set<MatchStartedStep>();

/**
 * Features that depend on matching (pairing marks its pairings matched) can't be called by it:
 * each hands its step over here, once, from the composition root (features/index.ts).
 */
export function onMatchStarted(step: MatchStartedStep): void {
  steps.add(step);
}

export async function runMatchStartedSteps(tx: Db, memberA: string, memberB: string) {
  for (const step of steps) await step(tx, memberA, memberB);
}
