import { describe, expect, it } from "vitest";
import { ACCOUNT_GUESSES_SPENT } from "#shared/texts";
import { cookieFrom, errorOf, signUpBody, type TestApp, useTestApp } from "#tests/support/test-app";

// A budget of 6 guesses per account, whatever the address; 8 per (email, address).
const t = useTestApp({
  TRUST_PROXY: "1",
  AUTH_RATE_LIMIT: "8",
  AUTH_IP_RATE_LIMIT: "12",
  AUTH_ACCOUNT_RATE_LIMIT: "6",
});

const PASSWORD = "the right password 7";

function signInFrom(address: string, email: string, password: string, cookie?: string) {
  return t().request("/api/account/sign-in", {
    json: { email, password },
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
  });
}

/** The device cookie a response set, as a browser would send it back to the sign-in route. */
function deviceCookieFrom(res: Response): string {
  const cookie = cookieFrom(res)
    .split("; ")
    .find((c) => c.startsWith("vouch_device="));
  if (!cookie) throw new Error("no device cookie");
  return cookie;
}

/** Spends the account's budget with one wrong guess from each of many addresses. */
async function guessFromManyAddresses(email: string, guesses = 6) {
  const statuses: number[] = [];
  for (let i = 0; i < guesses; i++)
    statuses.push((await signInFrom(`198.51.100.${i + 1}`, email, "a wrong guess")).status);
  return statuses;
}

async function memberWithPassword(app: TestApp) {
  return app.signUp({ password: PASSWORD });
}

describe("one account's guessing budget, across addresses", () => {
  it("refuses a guess from yet another address once the budget is spent, saying why", async () => {
    const member = await memberWithPassword(t());
    expect(await guessFromManyAddresses(member.email)).toEqual([401, 401, 401, 401, 401, 401]);
    const refused = await signInFrom("203.0.113.50", member.email, "one more guess");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await errorOf(refused)).error.message).toBe(ACCOUNT_GUESSES_SPENT);
    // The right password from a new device is refused too: the guess is never even checked.
    expect((await signInFrom("203.0.113.51", member.email, PASSWORD)).status).toBe(429);
  });

  it("answers an email without an account the same", async () => {
    expect(await guessFromManyAddresses("nobody-here@example.com")).toEqual([
      401, 401, 401, 401, 401, 401,
    ]);
    const refused = await signInFrom("203.0.113.52", "nobody-here@example.com", "a guess");
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).error.message).toBe(ACCOUNT_GUESSES_SPENT);
  });

  it("still lets the member in on a device they signed in on before, from any address", async () => {
    const member = await memberWithPassword(t());
    // A phone the member signed in on last week, then left on another network.
    const phone = deviceCookieFrom(await signInFrom("192.0.2.10", member.email, PASSWORD));
    await guessFromManyAddresses(member.email);
    expect((await signInFrom("203.0.113.60", member.email, PASSWORD)).status).toBe(429);
    expect((await signInFrom("203.0.113.61", member.email, PASSWORD, phone)).status).toBe(200);
  });

  it("trusts the device that signed up, and the one that set a new password with the mailed link", async () => {
    const body = signUpBody({ password: PASSWORD });
    const signUp = await t().request("/api/account/sign-up", { json: body });
    expect(signUp.status).toBe(201);
    const laptop = deviceCookieFrom(signUp);
    await guessFromManyAddresses(body.email);
    expect((await signInFrom("203.0.113.62", body.email, PASSWORD, laptop)).status).toBe(200);

    // On a new phone, the member sets a new password with the link mailed to them.
    expect((await signInFrom("203.0.113.63", body.email, PASSWORD)).status).toBe(429);
    await t().request("/api/account/password-reset/request", { json: { email: body.email } });
    const token = /token=([A-Za-z0-9_%-]+)/.exec(t().mails.at(-1)!.text)![1]!;
    const reset = await t().request("/api/account/password-reset", {
      json: { token: decodeURIComponent(token), password: "lantern orchard 1987" },
    });
    expect(reset.status).toBe(200);
    const phone = deviceCookieFrom(reset);
    expect(
      (await signInFrom("203.0.113.63", body.email, "lantern orchard 1987", phone)).status,
    ).toBe(200);
  });

  it("counts a device's own guesses: a copied device cookie buys no unlimited guessing", async () => {
    const member = await memberWithPassword(t());
    const phone = deviceCookieFrom(await signInFrom("192.0.2.11", member.email, PASSWORD));
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await signInFrom(`198.51.101.${i + 1}`, member.email, "wrong", phone)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it("trusts a device only for the account that signed in on it, and only as the server signed it", async () => {
    const member = await memberWithPassword(t());
    const other = await memberWithPassword(t());
    const othersPhone = deviceCookieFrom(await signInFrom("192.0.2.12", other.email, PASSWORD));
    await guessFromManyAddresses(member.email);
    expect((await signInFrom("203.0.113.70", member.email, PASSWORD, othersPhone)).status).toBe(
      429,
    );
    // The member's own device id, but a signature the server never made.
    const [deviceId, signature] = othersPhone.split(".") as [string, string];
    const forged = `${deviceId}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect((await signInFrom("203.0.113.71", member.email, PASSWORD, forged)).status).toBe(429);
  });
});

describe("an IPv6 address", () => {
  it("counts as its /64: a block of addresses is one address to the limits", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const address = `2001:db8:7:1:${(i + 1).toString(16)}::${i + 10}`;
      statuses.push((await signInFrom(address, `guess${i}@example.com`, "a wrong guess")).status);
    }
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
    // The neighbouring /64 is someone else.
    expect((await signInFrom("2001:db8:7:2::1", "guess@example.com", "a wrong guess")).status).toBe(
      401,
    );
  });
});
