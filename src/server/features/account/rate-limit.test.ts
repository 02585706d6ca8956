import { describe, expect, it } from "vitest";
import { errorOf, useTestApp } from "../../../../tests/support/test-app";

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
});
