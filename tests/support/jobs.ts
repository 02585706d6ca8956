import type { JobQueue, JobState } from "../../src/server/jobs/queue";

/** Waits until the job has finished, one way or the other (or 15 s have passed). */
export async function settled(queue: JobQueue, name: string, id: string): Promise<JobState | null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = await queue.stateOf(name, id);
    if (state === "completed" || state === "failed" || Date.now() > deadline) return state;
    await new Promise((r) => setTimeout(r, 100));
  }
}
