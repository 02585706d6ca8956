import PgBoss from "pg-boss";
import type { Database, Db } from "../db/client";
import type { VapidKeys } from "../delivery/push-keys";
import type { Logger } from "../process/logger";
import type { Mailer } from "../delivery/mailer";

// Any fixed number, not the migrations' (src/server/db/migrate.ts).
const QUEUE_SETUP_LOCK = 724_312;

/** What mail a job sends needs: the mailer, the app's address for links, the signing secret. */
export interface JobMail {
  mailer: Mailer;
  baseURL: string;
  secret: string;
}

/**
 * What a job's handler is given: the database, the clock read when it starts, the logger, the means
 * to send mail, and the keys web push signs with.
 */
export interface JobContext extends JobMail {
  db: Db;
  now: Date;
  logger: Logger;
  vapid: VapidKeys;
}

export interface JobDefinition<Data extends object = object> {
  name: string;
  /** A cron expression (UTC): the job is sent on that schedule, once across every process. */
  cron?: string;
  /** How often an idle process asks for the next job. */
  pollingIntervalSeconds: number;
  run(context: JobContext, data: Data): Promise<void>;
}

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

/**
 * The job queue, kept in the database by pg-boss (docs/decisions/0027-job-queue.md): a job sent
 * survives a restart and runs once, whichever process takes it; a schedule fires once across
 * processes. It runs on PGlite as on PostgreSQL, through the app's own connection (PGlite has only
 * one) or pool. Jobs are registered in one place (`./jobs.ts`); the server starts the queue after
 * migrating and stops it first on SIGTERM, letting a job under way finish.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  /** This process's worker per job name, to wake for a job sent here. */
  private readonly workers = new Map<string, string>();

  constructor(
    private readonly options: {
      database: Database;
      jobs: readonly JobDefinition[];
      logger: Logger;
      now: () => Date;
      mail: JobMail;
      vapid: VapidKeys;
    },
  ) {
    const { database, logger } = options;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.runSql(text, values) },
      schema: "pgboss",
      // Finished jobs are kept a week for a look, then dropped.
      deleteAfterDays: 7,
    });
    this.boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // Processes starting at once set the queue up one at a time: pg-boss's own lock doesn't
    // refresh PostgreSQL's catalog cache, so a second process installing its tables failed on
    // "duplicate key … pg_namespace", and two creating the same queue deadlocked; the process
    // restarted either way.
    await this.options.database.alone(QUEUE_SETUP_LOCK, async () => {
      await this.boss.start();
      for (const job of this.options.jobs) {
        await this.boss.createQueue(job.name);
        if (job.cron) await this.boss.schedule(job.name, job.cron);
      }
    });
    for (const job of this.options.jobs) {
      const workerId = await this.boss.work<object>(
        job.name,
        { pollingIntervalSeconds: job.pollingIntervalSeconds },
        async ([next]) => {
          if (!next) return;
          const { database, logger, mail, now, vapid } = this.options;
          await job.run({ db: database.db, logger, now: now(), ...mail, vapid }, next.data ?? {});
          logger.info({ job: job.name, id: next.id }, "job done");
        },
      );
      this.workers.set(job.name, workerId);
    }
  }

  /** Lets jobs under way finish (up to `timeoutMs`), then stops taking new ones. */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /**
   * Sends a job now (or at `startAfter`); its id. One due now wakes this process's worker rather
   * than waiting for its next poll (any process may still be the one that runs it).
   */
  async send(name: string, data: object = {}, startAfter?: Date): Promise<string> {
    const id = await this.boss.send(name, data, startAfter ? { startAfter } : {});
    if (!id) throw new Error(`job ${name} was not queued`);
    const worker = this.workers.get(name);
    if (!startAfter && worker) this.boss.notifyWorker(worker);
    return id;
  }

  async stateOf(name: string, id: string): Promise<JobState | null> {
    const job = await this.boss.getJobById(name, id);
    return (job?.state as JobState | undefined) ?? null;
  }
}
