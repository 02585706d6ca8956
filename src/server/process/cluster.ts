// `npm start`: this process supervises the server processes (WORKERS of them, one by default)
// and serves nothing itself. It starts again a process that dies, saying why, and gives up on one
// that keeps failing fast (docs/decisions/0030). With several workers they share one port through
// node:cluster, on one PostgreSQL: live updates and session revocation cross processes through
// NOTIFY, so the workers need nothing from each other. On PGlite only the worker opens the database.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { readEnv } from "./env";
import { createLogger } from "./logger";
import { exitReason, RestartBudget } from "./restart-budget";

/**
 * SIGTERM stops everything within 10 s of the drain (DRAIN_MS, when a load balancer probes the
 * workers): workers still running by then are killed.
 */
const STOP_DEADLINE_MS = 9_000;

function start() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const count = env.WORKERS;
  const workers = new Set<Worker>();
  const budget = new RestartBudget();
  let stopping = false;

  // With one server process, it takes its connections from the port itself: handing each over
  // from this process (round robin, for sharing them out) cost a flood of connections thousands
  // held here, unseen by the server's limits (docs/decisions/0052).
  cluster.schedulingPolicy = count === 1 ? cluster.SCHED_NONE : cluster.SCHED_RR;
  const fork = () => {
    // glibc gives each thread that allocates an arena of its own (up to 8 a core), and libvips'
    // threads decoding a photo leave memory spread over them; two arenas keep a process that has
    // decoded large photos from holding hundreds of MB it no longer uses.
    const worker = cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2" });
    workers.add(worker);
    budget.started(worker.id);
  };
  const stopAll = (exitCode: number) => {
    stopping = true;
    for (const worker of workers) worker.kill("SIGTERM");
    if (workers.size === 0) process.exit(exitCode);
    process.exitCode = exitCode;
    setTimeout(() => {
      logger.error({ pids: [...workers].map((w) => w.process.pid) }, "killed: not stopped in time");
      for (const worker of workers) worker.process.kill("SIGKILL");
      process.exit(1);
    }, env.DRAIN_MS + STOP_DEADLINE_MS).unref();
  };

  cluster.on("listening", (worker) => budget.listening(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const why = exitReason(code, signal);
    const next = budget.exited(worker.id);
    const fields = { pid: worker.process.pid, code, signal, why };
    if (next === "give up") {
      logger.error(fields, "a server process keeps failing; stopping");
      stopAll(1);
      return;
    }
    logger.error(fields, `a server process ended (${why}); starting another`);
    // Not unref'd: with its only server process gone, this timer is what keeps the supervisor up.
    setTimeout(() => stopping || fork(), next);
  });

  for (let i = 0; i < count; i++) fork();
  logger.info(
    { workers: count, cores: availableParallelism() },
    `Vouch runs ${count} server process${count === 1 ? "" : "es"}`,
  );
  const shutdown = () => {
    if (!stopping) stopAll(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

try {
  start();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
