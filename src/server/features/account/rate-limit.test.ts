import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { queryRows } from "../../db/client";
import { sweepStaleAttempts } from "../../http/rate-limit";
import { errorOf, useTestApp } from "#tests/support/test-app";

const t = useTestApp({ AUTH_RATE_LIMIT: "3", AUTH_RATE_WINDOW_SECONDS: "60" });

describe("auth rate limiting", () => {
  it("refuses sign-in attempts past the limit for one email, with Retry-After", async () => {
    const attempt = () =>
      t().request("/api/account/sign-in", {
        json: { email: "target@example.com", password: "guess guess" },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(blocked)).error.message).toMatch(/Too many attempts/);
  });

  it("counts in the database, so a fresh window starts after it expires", async () => {
    const attempt = () =>
      t().request("/api/account/sign-in", {
        json: { email: "other@example.com", password: "guess guess" },
      });
    for (let i = 0; i < 3; i++) await attempt();
    expect((await attempt()).status).toBe(429);
    await t().db.execute(
      (await import("drizzle-orm"))
        .sql`update rate_limit set window_started_at = now() - interval '2 minutes'`,
    );
    expect((await attempt()).status).toBe(401);
  });

  it("forgets counters whose window ended a day ago, and keeps the others", async () => {
    await t().db.execute(sql`
      insert into rate_limit (key, count, window_started_at) values
        ('sign-in:ip:203.0.113.7', 5, now() - interval '3 days'),
        ('sign-in:ip:203.0.113.8', 2, now() - interval '2 hours'),
        ('sign-in:ip:203.0.113.9', 1, now())`);
    await sweepStaleAttempts(t().db, 60);
    const left = await queryRows<{ key: string }>(
      t().db,
      sql`select key from rate_limit where key like 'sign-in:ip:203.0.113.%' order by key`,
    );
    expect(left.map((row) => row.key)).toEqual([
      "sign-in:ip:203.0.113.8",
      "sign-in:ip:203.0.113.9",
    ]);
  });

  it("sweeps as it counts attempts, every few minutes", async () => {
    await t().db.execute(sql`
      insert into rate_limit (key, count, window_started_at)
      values ('sign-in:ip:198.51.100.1', 5, now() - interval '3 days')`);
    // Whenever this process last swept, an hour later it is due again.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60 * 60 * 1000 });
    try {
      await t().request("/api/account/sign-in", {
        json: { email: "third@example.com", password: "guess guess" },
      });
    } finally {
      vi.useRealTimers();
    }
    const left = await queryRows<{ key: string }>(
      t().db,
      sql`select key from rate_limit where key = 'sign-in:ip:198.51.100.1'`,
    );
    expect(left).toEqual([]);
  });
});
