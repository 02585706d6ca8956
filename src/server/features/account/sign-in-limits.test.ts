import { describe, expect, it } from "vitest";
import { SIGN_IN_DELAY_BASE_MS, SIGN_IN_FREE_FAILURES } from "#shared/constants";
import { signUpBody, TestApp, useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";

const LIMITS = { TRUST_PROXY: "1", AUTH_RATE_LIMIT: "8", AUTH_IP_RATE_LIMIT: "12" };
const t = useTestApp(LIMITS);

const PASSWORD = "the right password 7";

function signInFrom(app: TestApp, forwardedFor: string, email: string, password: string) {
  return app.request("/api/account/sign-in", {
    json: { email, password },
    headers: { "x-forwarded-for": forwardedFor },
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

describe("sign-in limits", () => {
  it("never lock the member out because of someone else's failures", async () => {
    const member = await t().signUp({ password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signInFrom(t(), "198.51.100.1", member.email, "a wrong guess")).status);
    }
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // The attacker's address is refused even with the right password …
    expect((await signInFrom(t(), "198.51.100.1", member.email, PASSWORD)).status).toBe(429);
    // … but the member, from their own address, signs in.
    expect((await signInFrom(t(), "203.0.113.9", member.email, PASSWORD)).status).toBe(200);
  });

  it("slow down a run of failures, more with each one, before refusing", async () => {
    const member = await t().signUp({ password: PASSWORD });
    const times: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const [res, ms] = await timed(() =>
        signInFrom(t(), "198.51.100.2", member.email, "a wrong guess"),
      );
      statuses.push(res.status);
      times.push(ms);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const slowed = times.slice(SIGN_IN_FREE_FAILURES, 8);
    expect(slowed[0]).toBeGreaterThanOrEqual(SIGN_IN_DELAY_BASE_MS);
    expect(slowed[1]).toBeGreaterThanOrEqual(SIGN_IN_DELAY_BASE_MS * 2);
    expect(slowed[2]).toBeGreaterThanOrEqual(SIGN_IN_DELAY_BASE_MS * 4);
  });

  it("forget a run of failures once the password is right", async () => {
    // 11 attempts in all: over the limit of 8 if the right password did not end the run.
    const member = await t().signUp({ password: PASSWORD });
    const attempt = (password: string) =>
      signInFrom(t(), "198.51.100.3", member.email, password).then((r) => r.status);
    for (let i = 0; i < 5; i++) expect(await attempt("a wrong guess")).toBe(401);
    expect(await attempt(PASSWORD)).toBe(200);
    for (let i = 0; i < 5; i++) expect(await attempt("a wrong guess")).toBe(401);
  });

  it("count every email tried from one address, and a forged leftmost X-Forwarded-For changes nothing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const forged = `10.9.${i}.${i}, 192.0.2.77`;
      statuses.push(
        (await signInFrom(t(), forged, `guess${i}@example.com`, "a wrong guess")).status,
      );
    }
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(12)).toEqual([429, 429]);
    // Another address is untouched.
    expect((await signInFrom(t(), "192.0.2.78", "guess@example.com", "a wrong guess")).status).toBe(
      401,
    );
  });
});

describe("sign-up and reset mail limits", () => {
  it("refuse a run of sign-ups from one address, taken emails included", async () => {
    const taken = await t().signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await t().request("/api/account/sign-up", {
        json: signUpBody(i % 2 ? { email: taken.email } : {}),
        headers: { "x-forwarded-for": "198.51.100.20" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 8).every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it("send at most a few reset mails to one email, whoever asks", async () => {
    const member = await t().signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await t().request("/api/account/password-reset/request", {
        json: { email: member.email },
        headers: { "x-forwarded-for": `198.51.100.${30 + i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    await expect.poll(() => t().mails.length).toBe(8);
  });
});

describe("sign-in limits behind two proxies", () => {
  it("take the address two hops from the right", async () => {
    const other = await TestApp.create({ ...LIMITS, TRUST_PROXY: "2" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        // The client forges the leftmost entry; the proxies append the client's and their own.
        const header = `10.1.${i}.1, 192.0.2.90, 10.0.0.2`;
        statuses.push((await signInFrom(other, header, `x${i}@example.com`, "nope nope")).status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(
        (await signInFrom(other, "192.0.2.91, 10.0.0.2", "x@example.com", "nope nope")).status,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(isPostgres)("sign-in limits across two server processes", () => {
  it("are shared, and still let the member in from their own address", async () => {
    const other = await t().sibling(LIMITS);
    try {
      const member = await t().signUp({ password: PASSWORD });
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? t() : other;
        statuses.push((await signInFrom(app, "198.51.100.4", member.email, "wrong guess")).status);
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(8);
      expect(statuses.slice(-2)).toEqual([429, 429]);
      expect((await signInFrom(other, "203.0.113.10", member.email, PASSWORD)).status).toBe(200);
      expect((await signInFrom(t(), "203.0.113.11", member.email, PASSWORD)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
