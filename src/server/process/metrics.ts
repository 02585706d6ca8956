import { timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client";

/** What a scrape reads besides the counters kept as requests are answered. */
export interface MetricSources {
  database: Database;
  /** Live streams open on this process. */
  liveStreams: () => number;
}

/** Jobs waiting or failed (pg-boss keeps failed ones a week), by name. */
const JOB_COUNTS = `
  select name, case when state = 'failed' then 'failed' else 'waiting' end as state, count(*)::int as count
    from pgboss.job where state in ('created', 'retry', 'failed') group by 1, 2`;

/**
 * This process's metrics in Prometheus's text format (docs/decisions/0066): answers by route
 * pattern and status, live streams, jobs, the database pool, and Node's own (memory, event loop).
 * Never served to members: on a port of its own (METRICS_PORT) or to a bearer of METRICS_TOKEN.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly durations: Histogram<"method" | "route" | "status">;
  private readonly scrapeErrors: Counter;

  constructor(sources: MetricSources) {
    const { registry } = this;
    collectDefaultMetrics({ register: registry });
    this.durations = new Histogram({
      name: "vouch_http_request_duration_seconds",
      help: "Time to answer a request (to its headers, for a live stream), by route pattern and status",
      labelNames: ["method", "route", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    this.scrapeErrors = new Counter({
      name: "vouch_metrics_scrape_errors_total",
      help: "Scrapes whose database reads failed (the job counts are then missing)",
      registers: [registry],
    });
    new Gauge({
      name: "vouch_live_streams_open",
      help: "Live streams (GET /api/live) open on this process",
      registers: [registry],
      collect() {
        this.set(sources.liveStreams());
      },
    });
    const errors = this.scrapeErrors;
    new Gauge({
      name: "vouch_jobs",
      help: "Jobs waiting to run, or failed in the last week, by job name",
      labelNames: ["name", "state"],
      registers: [registry],
      async collect() {
        this.reset();
        try {
          const { rows } = await sources.database.runSql(JOB_COUNTS);
          for (const row of rows as { name: string; state: string; count: number }[])
            this.set({ name: row.name, state: row.state }, row.count);
        } catch {
          errors.inc();
        }
      },
    });
    new Gauge({
      name: "vouch_db_pool_connections",
      help: "The database pool's connections: total open, idle, and requests waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const use = sources.database.poolUse?.();
        if (!use) return;
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.durations.observe({ method, route, status: String(status) }, seconds);
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

/** Whether an Authorization header carries `token` as its bearer token. */
export function bearsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics, alone, on a port of its own; returns a function that closes it. */
export function serveMetrics(metrics: Metrics, port: number, host: string): () => Promise<void> {
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      ({ body, contentType }) => res.writeHead(200, { "content-type": contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, host);
  return () => new Promise((done) => server.close(() => done()));
}
