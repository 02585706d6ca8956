import { describe, expect, it } from "vitest";
import { cookieFrom, errorOf, signUpBody, TestApp } from "#tests/support/test-app";

/** A server as `npm run dev` starts it: PUBLIC_URL fixed to localhost:3000. */
async function withApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
  const app = await TestApp.create({ PUBLIC_URL: "http://localhost:3000", ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const signIn = (app: TestApp, origin: string) =>
  app.request("/api/account/sign-in", {
    json: { email: "nobody@example.com", password: "whatever1" },
    headers: { origin },
  });

describe("writes from the page's own origin", () => {
  it("in development, accepts the page opened as 127.0.0.1 on the same port as well as localhost", async () => {
    await withApp({ NODE_ENV: "development" }, async (app) => {
      expect((await signIn(app, "http://localhost:3000")).status).toBe(401);
      expect((await signIn(app, "http://127.0.0.1:3000")).status).toBe(401);
      const signUp = await app.request("/api/account/sign-up", {
        json: signUpBody(),
        headers: { origin: "http://127.0.0.1:3000" },
      });
      expect(signUp.status).toBe(201);
      // better-auth's own origin check agrees, so signing out from there ends the session.
      const member = { cookie: cookieFrom(signUp) };
      const out = await app.request("/api/auth/sign-out", {
        method: "POST",
        headers: { origin: "http://127.0.0.1:3000", cookie: member.cookie },
      });
      expect(out.status).toBe(200);
      const me = await app.request("/api/me", { headers: { cookie: member.cookie } });
      expect(me.status).toBe(401);

      for (const other of [
        "http://127.0.0.1:3001",
        "http://127.0.0.2:3000",
        "https://evil.example",
      ]) {
        const res = await signIn(app, other);
        expect(res.status, other).toBe(403);
        expect((await errorOf(res)).error.code).toBe("bad_origin");
      }
    });
  });

  it("in production, accepts only PUBLIC_URL's origin, even when that is localhost", async () => {
    await withApp(
      {
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: "x".repeat(32),
        DEMO_MODE: "false",
        SMTP_URL: "smtp://127.0.0.1:2525",
      },
      async (app) => {
        expect((await signIn(app, "http://localhost:3000")).status).toBe(401);
        const res = await signIn(app, "http://127.0.0.1:3000");
        expect(res.status).toBe(403);
        expect((await errorOf(res)).error.code).toBe("bad_origin");
      },
    );
  });
});
