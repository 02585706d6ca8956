import { describe, expect, it } from "vitest";
import { isPostgres } from "#tests/support/test-db";
import { openLive } from "#tests/support/live-stream";
import { useTestApp } from "#tests/support/test-app";
import { serveMetrics } from "./metrics";

const TOKEN = "a-scraper-token-of-32-characters";
const t = useTestApp({ METRICS_TOKEN: TOKEN });

const scrape = (headers: Record<string, string>) => t().request("/metrics", { headers });

describe("GET /metrics", () => {
  it("gives a member's cookie, or a wrong token, nothing but a 404", async () => {
    const member = await t().member();
    for (const headers of <Record<string, string>[]>[
      { cookie: member.cookie },
      { authorization: "Bearer not-the-token-but-as-long-as-it" },
      {},
    ]) {
      const res = await scrape(headers);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/vouch_|process_/);
    }
  });

  it("gives the token's bearer the series: answers by route and status, streams, jobs, pool, memory", async () => {
    const member = await t().member();
    for (let i = 0; i < 3; i++)
      expect((await t().request("/api/me", { as: member })).status).toBe(200);
    expect((await t().request("/api/photos/not-a-photo/medium", { as: member })).status).toBe(404);
    const stream = await openLive(t(), member);
    await t().deps.jobs.start();
    try {
      await t().deps.jobs.send("mail-digest", {}, new Date(Date.now() + 3_600_000));
      const res = await scrape({ authorization: `Bearer ${TOKEN}` });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await res.text();
      expect(text).toMatch(
        /^vouch_http_request_duration_seconds_count\{method="GET",route="\/api\/me",status="200"\} 3$/m,
      );
      // The route's pattern, not the address asked for.
      expect(text).toMatch(
        /^vouch_http_request_duration_seconds_count\{method="GET",route="\/api\/photos\/:photoId\/:size",status="404"\} 1$/m,
      );
      expect(text).not.toContain("not-a-photo");
      expect(text).toMatch(/^vouch_live_streams_open 1$/m);
      expect(text).toMatch(/^vouch_jobs\{name="mail-digest",state="waiting"\} [1-9]/m);
      expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
      if (isPostgres) expect(text).toMatch(/^vouch_db_pool_connections\{state="total"\} [1-9]/m);
    } finally {
      await t().deps.jobs.stop();
      await stream.close();
    }
  });

  it("is served alone on METRICS_PORT", async () => {
    const stop = serveMetrics(t().deps.metrics, 3243, "127.0.0.1");
    try {
      const res = await fetch("http://127.0.0.1:3243/metrics");
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^vouch_live_streams_open \d+$/m);
      expect((await fetch("http://127.0.0.1:3243/api/me")).status).toBe(404);
    } finally {
      await stop();
    }
  });
});
