import type { JobContext, JobQueue, JobState } from "../../src/server/jobs/queue";
import { createLogger } from "../../src/server/process/logger";
import type { TestApp } from "./test-app";

/** Waits until the job has finished, one way or the other (or 15 s have passed). */
export async function settled(queue: JobQueue, name: string, id: string): Promise<JobState | null> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = await queue.stateOf(name, id);
    if (state === "completed" || state === "failed" || Date.now() > deadline) return state;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the queue gives a job, for running one by hand at `now` with the test app's parts. */
export function jobContextOf(
  app: TestApp,
  now: Date,
  { mailer = app.deps.mailer, logger = createLogger("silent") }: Partial<JobContext> = {},
): JobContext {
  return {
    db: app.db,
    now,
    logger,
    mailer,
    baseURL: app.deps.baseURL,
    secret: app.deps.env.authSecret,
    vapid: app.deps.vapid,
  };
}
