// `WORKERS=n npm start` (or `npm run start:cluster`): n server processes sharing one port through
// node:cluster, on one PostgreSQL. Live updates and session revocation already cross processes
// through NOTIFY, so the workers need nothing from each other; this process only keeps them running.
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { readEnv } from "./env";
import { createLogger } from "./logger";

// A worker that dies this soon after starting is failing to start, not crashing: stop trying.
const QUICK_EXIT_MS = 5_000;

function start() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const count = env.WORKERS;
  const startedAt = new Map<Worker, number>();
  let stopping = false;

  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (lived < QUICK_EXIT_MS) {
      logger.error({ pid: worker.process.pid, code }, "a server process failed to start; stopping");
      logger.flush();
      stopping = true;
      for (const other of startedAt.keys()) other.kill("SIGTERM");
      if (startedAt.size === 0) process.exit(1);
      return;
    }
    logger.warn(
      { pid: worker.process.pid, code, signal },
      "a server process ended; starting another",
    );
    fork();
  });
  for (let i = 0; i < count; i++) fork();
  logger.info(
    { workers: count, cores: availableParallelism() },
    `Vouch runs ${count} server processes`,
  );

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.kill("SIGTERM");
    setTimeout(() => process.exit(1), 12_000).unref();
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
