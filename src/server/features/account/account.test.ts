import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { account, profiles, session, user } from "../../db/schema";
import {
  cookieFrom,
  errorOf,
  ORIGIN,
  signUpBody,
  TestApp,
  useTestApp,
} from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";

const t = useTestApp();

async function userCount() {
  const [row] = await t().db.select({ n: count() }).from(user);
  return row!.n;
}

describe("sign-up", () => {
  it("creates the account and profile in one go and signs the member in", async () => {
    const body = signUpBody({ email: "Ada.Lovelace@Example.com", name: "Ada Lovelace" });
    const res = await t().request("/api/account/sign-up", { json: body });
    expect(res.status).toBe(201);
    const { user: me } = (await res.json()) as { user: Record<string, unknown> };
    expect(me).toMatchObject({ name: "Ada Lovelace", username: "adalovelace", heartsBalance: 0 });

    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const [profile] = await t()
      .db.select()
      .from(profiles)
      .where(eq(profiles.id, me.id as string));
    expect(profile).toMatchObject({
      age: 29,
      pronouns: "they/them",
      sexuality: "queer",
      neighborhood: "Chelsea",
    });

    const meRes = await t().request("/api/me", { headers: { cookie: cookieFrom(res) } });
    expect(meRes.status).toBe(200);
    expect(((await meRes.json()) as { user: { id: string } }).user.id).toBe(me.id);
  });

  it("stores the password as argon2id at OWASP's minimum cost, never in clear", async () => {
    const member = await t().signUp({ password: "a very secret phrase" });
    const [row] = await t().db.select().from(account).where(eq(account.userId, member.id));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.password).not.toContain("a very secret phrase");
  });

  it.each([
    ["email", { email: "not-an-email" }, /valid email/],
    ["email", { email: "" }, /required/],
    ["password", { password: "short" }, /at least 8/],
    ["name", { name: "  " }, /Full name is required/],
    ["age", { age: 17 }, /at least 18/],
    ["age", { age: 121 }, /at most 120/],
    ["age", { age: 25.5 }, /whole number/],
    // What the form sends when the field is left empty: not "at least 18".
    ["age", { age: "" }, /^Age is required$/],
    ["age", { age: "  " }, /^Age is required$/],
    ["age", { age: null }, /^Age is required$/],
    ["age", { age: "abc" }, /^Age is required$/],
    ["pronouns", { pronouns: "" }, /Pronouns are required/],
    ["sexuality", { sexuality: "robot" }, /Choose a sexuality/],
    ["neighborhood", { neighborhood: "Hoboken" }, /Choose a neighborhood/],
    ["bio", { bio: "x".repeat(81) }, /at most 80/],
    ["name", { name: "Jo\u0000Smith" }, /NUL control character/],
  ])(
    "refuses a bad %s with a 400 naming the field, and writes nothing",
    async (field, patch, message) => {
      const res = await t().request("/api/account/sign-up", {
        json: { ...signUpBody(), ...patch },
      });
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.error.code).toBe("validation_error");
      expect(body.error.fields?.[field]).toMatch(message);
      expect(body.requestId).toBeTruthy();
      expect(await userCount()).toBe(0);
    },
  );

  it("names every missing required field", async () => {
    const res = await t().request("/api/account/sign-up", { json: {} });
    expect(res.status).toBe(400);
    const { error } = await errorOf(res);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(
      [
        "age",
        "email",
        "name",
        "neighborhood",
        "password",
        "pronouns",
        "sexuality",
        "gender",
        "interestedIn",
        "ageMin",
        "ageMax",
        "lookingFor",
      ].sort(),
    );
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    await t().signUp({ email: "sam@example.com" });
    const res = await t().request("/api/account/sign-up", {
      json: signUpBody({ email: "SAM@example.com" }),
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.fields?.email).toMatch(/already exists/);
    expect(await userCount()).toBe(1);
  });

  it("gives members with the same name distinct usernames", async () => {
    await t().signUp({ name: "Jo Park" });
    const res = await t().request("/api/account/sign-up", {
      json: signUpBody({ name: "Jo Park" }),
    });
    const { user: second } = (await res.json()) as { user: { username: string } };
    expect(second.username).toBe("jopark2");
  });

  it("spells an accented name's username with its plain letters", async () => {
    for (const [name, username] of [
      ["Tomás Ruiz", "tomasruiz"],
      ["Zoë Łukasz-Øster", "zoelukaszoster"],
      ["Renée Straße", "reneestrasse"],
    ]) {
      const res = await t().request("/api/account/sign-up", { json: signUpBody({ name }) });
      expect(res.status).toBe(201);
      const { user } = (await res.json()) as { user: { username: string } };
      expect(user.username, name).toBe(username);
    }
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and refuses a wrong one or an unknown email alike", async () => {
    const member = await t().signUp({ password: "right password 1" });
    const ok = await t().request("/api/account/sign-in", {
      json: { email: member.email, password: "right password 1" },
    });
    expect(ok.status).toBe(200);
    expect(cookieFrom(ok)).toContain("better-auth.session_token=");

    const wrong = await t().request("/api/account/sign-in", {
      json: { email: member.email, password: "nope nope nope" },
    });
    const unknown = await t().request("/api/account/sign-in", {
      json: { email: "who@example.com", password: "nope nope nope" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await errorOf(wrong)).error.message).toBe("Invalid email or password");
    expect((await errorOf(unknown)).error.message).toBe("Invalid email or password");
  });

  it("requires email and password", async () => {
    const res = await t().request("/api/account/sign-in", { json: { email: "" } });
    expect(res.status).toBe(400);
    const { error } = await errorOf(res);
    expect(error.fields).toMatchObject({ email: expect.any(String), password: expect.any(String) });
  });

  it("ends the session on sign-out", async () => {
    const member = await t().signUp();
    expect((await t().request("/api/me", { as: member })).status).toBe(200);
    const out = await t().request("/api/account/sign-out", { method: "POST", as: member });
    expect(out.status).toBe(200);
    expect((await t().request("/api/me", { as: member })).status).toBe(401);
  });

  it("stops a session at once when its row is deleted by any path (revocation)", async () => {
    const member = await t().signUp();
    expect((await t().request("/api/me", { as: member })).status).toBe(200); // now cached
    await t().db.delete(session).where(eq(session.userId, member.id));
    await new Promise((r) => setTimeout(r, isPostgres ? 100 : 10)); // NOTIFY delivery
    expect((await t().request("/api/me", { as: member })).status).toBe(401);
  });

  it("renews an active member's session once a day, cookie included; a fresh one is left alone", async () => {
    const member = await t().signUp();
    const fresh = await t().request("/api/me", { as: member });
    expect(fresh.headers.getSetCookie()).toEqual([]);

    // Signed in two days ago: the session would end in 28 days.
    const DAY = 86_400_000;
    await t()
      .db.update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(session.userId, member.id));
    t().deps.sessions.reset();
    const res = await t().request("/api/me", { as: member });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie!.split(";")[0]).toBe(
      member.cookie.split("; ").find((c) => c.startsWith("better-auth.session_token=")),
    );
    const [row] = await t()
      .db.select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, member.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // Renewed once: the next request sets nothing.
    expect((await t().request("/api/me", { as: member })).headers.getSetCookie()).toEqual([]);
  });

  it("refuses a forged session cookie", async () => {
    const member = await t().signUp();
    const forged = member.cookie.replace(/\.[^.;]+(?=;|$)/, ".AAAA");
    expect((await t().request("/api/me", { headers: { cookie: forged } })).status).toBe(401);
  });
});

describe("better-auth's own endpoints", () => {
  it("are closed where they would bypass our rules: sign-in/email, update-user, get-session", async () => {
    const member = await t().signUp({ name: "Ada Lovelace", password: "right password 1" });

    const signIn = await t().request("/api/auth/sign-in/email", {
      json: { email: member.email, password: "right password 1" },
    });
    expect(signIn.status).toBe(404);
    expect((await errorOf(signIn)).error.code).toBe("not_found");
    expect(signIn.headers.getSetCookie()).toEqual([]);

    const rename = await t().request("/api/auth/update-user", {
      json: { name: "Somebody Else" },
      as: member,
    });
    expect(rename.status).toBe(404);
    expect((await errorOf(rename)).error.code).toBe("not_found");
    const [row] = await t().db.select({ name: user.name }).from(user).where(eq(user.id, member.id));
    expect(row!.name).toBe("Ada Lovelace");

    const getSession = await t().request("/api/auth/get-session", { as: member });
    expect(getSession.status).toBe(404);
    expect(await getSession.text()).not.toContain(member.email);
  });

  it("still signs out through /api/auth/sign-out, and the session stops at once", async () => {
    const member = await t().signUp();
    expect((await t().request("/api/me", { as: member })).status).toBe(200); // now cached
    const out = await t().request("/api/auth/sign-out", { method: "POST", as: member });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/session_token=;/);
    expect((await t().request("/api/me", { as: member })).status).toBe(401);
    expect(await t().db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
  });
});

// Skipped on PGlite: it is one process's database, so a second server process cannot share it.
describe.runIf(isPostgres)("several server processes on one PostgreSQL", () => {
  it("a sign-out on one process is refused at once on another", async () => {
    const other = await t().sibling();
    try {
      const member = await t().signUp();
      expect((await other.request("/api/me", { as: member })).status).toBe(200);
      expect(
        (await t().request("/api/account/sign-out", { method: "POST", as: member })).status,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect((await other.request("/api/me", { as: member })).status).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("served over https", () => {
  it("marks the session cookie Secure (and __Secure-), still HttpOnly and SameSite=Lax", async () => {
    const app = await TestApp.create({ PUBLIC_URL: "https://vouch.example" });
    try {
      const res = await app.request("/api/account/sign-up", { json: signUpBody() });
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect((await app.request("/api/me", { headers: { cookie: cookieFrom(res) } })).status).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});

describe("the API's edges", () => {
  it("answers 401 with the error shape on a protected route without a session", async () => {
    const res = await t().request("/api/me");
    expect(res.status).toBe(401);
    const body = await errorOf(res);
    expect(body).toEqual({
      error: { code: "unauthorized", message: "Not authenticated" },
      requestId: expect.any(String),
    });
  });

  it("answers the session probe with 200 and a null member without a session", async () => {
    const visitor = await t().request("/api/session");
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ user: null, profileToComplete: null });

    const member = await t().signUp({ name: "Ada Lovelace" });
    const signedIn = await t().request("/api/session", { as: member });
    expect(signedIn.status).toBe(200);
    const body = (await signedIn.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ id: member.id, name: "Ada Lovelace" });
    expect(JSON.stringify(body)).not.toContain(member.email);

    await t().request("/api/account/sign-out", { method: "POST", as: member });
    expect(await (await t().request("/api/session", { as: member })).json()).toEqual({
      user: null,
      profileToComplete: null,
    });
  });

  it("refuses a write from a foreign origin", async () => {
    const res = await t().request("/api/account/sign-in", {
      json: { email: "a@b.co", password: "whatever1" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const ok = await t().request("/api/account/sign-in", {
      json: { email: "a@b.co", password: "whatever1" },
      headers: { origin: ORIGIN },
    });
    expect(ok.status).toBe(401);
  });

  it("refuses an oversized body", async () => {
    const res = await t().request("/api/account/sign-in", {
      json: { email: "a@b.co", password: "x".repeat(100_000) },
    });
    expect(res.status).toBe(413);
  });

  it("answers a malformed JSON body with a 400 in the error shape, not a server error", async () => {
    const logged = vi.spyOn(t().deps.logger, "error");
    try {
      const res = await t().app.request("/api/account/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": "a@b.co", "password": ',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: "bad_json", message: "The request body isn't valid JSON." },
        requestId: expect.any(String),
      });
      expect(logged).not.toHaveBeenCalledWith(expect.anything(), "unhandled error");
    } finally {
      logged.mockRestore();
    }
  });

  it("answers a body that isn't JSON with a 415 in the error shape", async () => {
    const logged = vi.spyOn(t().deps.logger, "error");
    try {
      const res = await t().app.request("/api/account/sign-in", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "email=a@b.co&password=whatever1",
      });
      expect(res.status).toBe(415);
      const body = await errorOf(res);
      expect(body.error.code).toBe("unsupported_media_type");
      expect(body.error.message).toMatch(/JSON/);
      expect(body.requestId).toBeTruthy();
      expect(logged).not.toHaveBeenCalledWith(expect.anything(), "unhandled error");
    } finally {
      logged.mockRestore();
    }
  });

  it("answers an unknown API route with a JSON 404", async () => {
    const res = await t().request("/api/nope");
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe("not_found");
  });

  it("serves health and an OpenAPI document of its routes", async () => {
    expect(await (await t().request("/api/health")).json()).toMatchObject({ status: "ok" });
    const doc = (await (await t().request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/account/sign-up", "/api/account/sign-in", "/api/me"]),
    );
  });

  it("sets security headers", async () => {
    const res = await t().request("/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
  });
});
