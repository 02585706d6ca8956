import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REAUTH_WINDOW_MINUTES } from "#shared/constants";
import { account, moderationCases, moderationSanctions, profiles, user } from "../../db/schema";
import { errorOf, ORIGIN, TestApp, useTestApp } from "#tests/support/test-app";
import { googleIdentity, LocalGoogle } from "#tests/support/google-provider";

let google: LocalGoogle;
let app: TestApp;

beforeAll(async () => {
  google = await LocalGoogle.start(0);
  app = await TestApp.create({
    GOOGLE_CLIENT_ID: "vouch-test",
    GOOGLE_CLIENT_SECRET: "vouch-test-secret",
    GOOGLE_ISSUER: google.issuer,
  });
});
afterEach(async () => {
  await app.reset();
});
afterAll(async () => {
  await app?.close();
  await google?.stop();
});

/** A browser's cookies for the app, kept across requests. */
class Browser {
  private readonly jar = new Map<string, string>();

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (!value || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  async request(path: string, json?: unknown) {
    const res = await app.app.request(path, {
      method: json === undefined ? "GET" : "POST",
      headers: {
        cookie: this.cookie,
        origin: ORIGIN,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return this.keep(res);
  }

  /** Goes to Google from `start` and follows it back into the app: where the member lands. */
  async throughGoogle(start: string, body: unknown = {}) {
    const started = await this.request(start, body);
    expect(started.status, await started.clone().text()).toBe(200);
    const { url } = (await started.json()) as { url: string };
    const atGoogle = await fetch(url, { redirect: "manual" });
    const back = new URL(atGoogle.headers.get("location")!);
    expect(back.origin).toBe(ORIGIN);
    const landed = await this.request(`${back.pathname}${back.search}`);
    expect(landed.status).toBe(302);
    return new URL(landed.headers.get("location")!, ORIGIN);
  }

  async session() {
    return (await (await this.request("/api/session")).json()) as {
      user: { id: string; name: string } | null;
      profileToComplete: { name: string } | null;
    };
  }
}

const completion = {
  name: "Jordan Lee",
  age: 31,
  pronouns: "she/her",
  sexuality: "bisexual",
  neighborhood: "Astoria",
  gender: "woman",
  interestedIn: ["man", "nonbinary"],
  ageMin: 28,
  ageMax: 40,
  lookingFor: "relationship",
};

describe("Google sign-in", () => {
  it("sends the browser to the issuer with state, a nonce and PKCE (S256)", async () => {
    const res = await new Browser().request("/api/account/google/sign-in", {});
    expect(res.status).toBe(200);
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(`${url.origin}/`).toBe(new URL(google.issuer).origin + "/");
    expect(url.searchParams.get("client_id")).toBe("vouch-test");
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/callback/google`);
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("code_challenge")).toBeTruthy();
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("signs a new member in without a profile, completes it once, then returns them to the page asked for", async () => {
    google.identity = googleIdentity({ name: "Jordan Lee" });
    const browser = new Browser();
    const landed = await browser.throughGoogle("/api/account/google/sign-in", { next: "/events" });
    expect(landed.pathname).toBe("/complete-profile");
    expect(await browser.session()).toEqual({
      user: null,
      profileToComplete: { name: "Jordan Lee" },
    });
    expect((await browser.request("/api/me")).status).toBe(401);

    const done = await browser.request("/api/account/complete-profile", {
      ...completion,
      name: "Jordan L.",
    });
    expect(done.status).toBe(201);
    const { user: me } = (await done.json()) as { user: { id: string; name: string } };
    expect(me).toMatchObject({ name: "Jordan L.", username: "jordanl", neighborhood: "Astoria" });
    expect((await browser.session()).profileToComplete).toBeNull();
    const [row] = await app.db.select().from(user).where(eq(user.id, me.id));
    expect(row).toMatchObject({ name: "Jordan L.", email: google.identity.email });

    const again = await browser.request("/api/account/complete-profile", completion);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.code).toBe("profile_complete");

    await browser.request("/api/account/sign-out", {});
    expect((await browser.session()).user).toBeNull();
    const back = await browser.throughGoogle("/api/account/google/sign-in", {
      next: "/events?week=2",
    });
    expect(`${back.pathname}${back.search}`).toBe("/events?week=2");
    expect((await browser.session()).user).toMatchObject({ id: me.id });
  });

  it("comes back to /auth with the provider's error, keeping the page asked for", async () => {
    const browser = new Browser();
    google.failNextAuthorization("access_denied");
    const cancelled = await browser.throughGoogle("/api/account/google/sign-in", {
      next: "/clubs",
    });
    expect(cancelled.pathname).toBe("/auth");
    expect(cancelled.searchParams.get("error")).toBe("access_denied");
    expect(cancelled.searchParams.get("next")).toBe("/clubs");
    expect((await browser.session()).user).toBeNull();

    google.failNextAuthorization("server_error");
    const failed = await browser.throughGoogle("/api/account/google/sign-in", {});
    expect(failed.pathname).toBe("/auth");
    expect(failed.searchParams.get("error")).toBe("server_error");
  });

  it("starts no session for a suspended member", async () => {
    google.identity = googleIdentity({ name: "Jordan Lee" });
    const browser = new Browser();
    await browser.throughGoogle("/api/account/google/sign-in", {});
    const done = await browser.request("/api/account/complete-profile", completion);
    const { user: me } = (await done.json()) as { user: { id: string } };
    const [found] = await app.db
      .insert(moderationCases)
      .values({ memberId: me.id, severity: 1 })
      .returning({ id: moderationCases.id });
    await app.db.insert(moderationSanctions).values({
      memberId: me.id,
      email: google.identity.email,
      caseId: found!.id,
      kind: "suspend",
      reason: "harassment",
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    await browser.request("/api/account/sign-out", {});
    const refused = await browser.throughGoogle("/api/account/google/sign-in", {});
    expect(refused.pathname).toBe("/auth");
    expect(await browser.session()).toEqual({ user: null, profileToComplete: null });
  });

  it("makes no account of an email Google hasn't verified", async () => {
    google.identity = googleIdentity({ emailVerified: false });
    const browser = new Browser();
    const refused = await browser.throughGoogle("/api/account/google/sign-in", {});
    expect(refused.pathname).toBe("/auth");
    expect(refused.searchParams.get("error")).toBe("unable_to_create_user");
    expect(await browser.session()).toEqual({ user: null, profileToComplete: null });
    expect(await app.db.select().from(user).where(eq(user.email, google.identity.email))).toEqual(
      [],
    );
  });

  it("refuses a callback whose state it did not issue", async () => {
    const browser = new Browser();
    const res = await browser.request("/api/auth/callback/google?code=stolen&state=forged");
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, ORIGIN);
    expect(to.pathname).toBe("/auth");
    expect(to.searchParams.get("error")).toBeTruthy();
    expect((await browser.session()).user).toBeNull();
  });

  it("refuses a next that would leave the site", async () => {
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "home"]) {
      const res = await new Browser().request("/api/account/google/sign-in", { next });
      expect(res.status, next).toBe(400);
      expect((await errorOf(res)).error.fields?.next).toBeTruthy();
    }
  });
});

describe("a Google email that already has a password account", () => {
  it("is not signed into that account until its password is given, then links once", async () => {
    const member = await app.signUp({ email: "casey@gmail.example", name: "Casey Moss" });
    google.identity = googleIdentity({ email: "casey@gmail.example", name: "Casey M" });

    const browser = new Browser();
    const refused = await browser.throughGoogle("/api/account/google/sign-in", { next: "/circle" });
    expect(refused.pathname).toBe("/auth");
    expect(refused.searchParams.get("error")).toBe("account_not_linked");
    expect(refused.searchParams.get("next")).toBe("/circle");
    expect(await browser.session()).toEqual({ user: null, profileToComplete: null });

    // Linking needs the account's own session.
    expect((await browser.request("/api/account/google/link", {})).status).toBe(401);
    const signIn = await browser.request("/api/account/sign-in", {
      email: "casey@gmail.example",
      password: "correct horse battery",
    });
    expect(signIn.status).toBe(200);
    const linked = await browser.throughGoogle("/api/account/google/link", { next: "/circle" });
    expect(linked.pathname).toBe("/circle");
    expect(linked.searchParams.get("error")).toBeNull();

    const accounts = await app.db.select().from(account).where(eq(account.userId, member.id));
    expect(accounts.map((a) => a.providerId).sort()).toEqual(["credential", "google"]);

    const later = new Browser();
    const back = await later.throughGoogle("/api/account/google/sign-in", {});
    expect(back.pathname).toBe("/home");
    expect((await later.session()).user).toMatchObject({ id: member.id, name: "Casey Moss" });
  });

  it("never links an email Google has not verified", async () => {
    const member = await app.signUp({ email: "drew@gmail.example" });
    google.identity = googleIdentity({ email: "drew@gmail.example", emailVerified: false });
    const browser = new Browser();
    const refused = await browser.throughGoogle("/api/account/google/sign-in", {});
    expect(refused.searchParams.get("error")).toBe("account_not_linked");

    await browser.request("/api/account/sign-in", {
      email: "drew@gmail.example",
      password: "correct horse battery",
    });
    const failed = await browser.throughGoogle("/api/account/google/link", {});
    expect(failed.pathname).toBe("/home");
    expect(failed.searchParams.get("error")).toBe("unable_to_link_account");
    const accounts = await app.db.select().from(account).where(eq(account.userId, member.id));
    expect(accounts.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("doesn't link a Google account whose email is another one's", async () => {
    await app.signUp({ email: "erin@gmail.example" });
    google.identity = googleIdentity({ email: "someone-else@gmail.example" });
    const browser = new Browser();
    await browser.request("/api/account/sign-in", {
      email: "erin@gmail.example",
      password: "correct horse battery",
    });
    const failed = await browser.throughGoogle("/api/account/google/link", { next: "/home" });
    expect(failed.searchParams.get("error")).toBe("email_does_not_match");
    expect(await app.db.select().from(account).where(eq(account.providerId, "google"))).toEqual([]);
  });
});

describe("completing a profile", () => {
  it("validates each field with the sign-up rules, and needs a session", async () => {
    expect((await new Browser().request("/api/account/complete-profile", completion)).status).toBe(
      401,
    );
    google.identity = googleIdentity();
    const browser = new Browser();
    await browser.throughGoogle("/api/account/google/sign-in", {});
    const res = await browser.request("/api/account/complete-profile", {
      name: " ",
      age: 17,
      pronouns: "",
      sexuality: "robot",
      neighborhood: "Mars",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toMatchObject({
      name: "Full name is required",
      age: "You must be at least 18 to use Vouch",
      pronouns: "Pronouns are required",
      sexuality: "Choose a sexuality",
      neighborhood: "Choose a neighborhood",
    });
    expect(await app.db.select().from(profiles)).toEqual([]);
  });

  it("only ever writes the caller's own profile; a member who has one gets 409", async () => {
    const member = await app.member({ name: "Sam Rivers" });
    const res = await app.request("/api/account/complete-profile", {
      json: { ...completion, id: "someone-else" },
      as: member,
    });
    expect(res.status).toBe(409);
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(profile).toMatchObject({ name: "Sam Rivers", neighborhood: "West Village" });
  });
});

describe("an account Google started whose profile was never completed", () => {
  it("can be deleted from the completion screen, whole, and Google starts a new one after", async () => {
    google.identity = googleIdentity({ name: "Jordan Lee" });
    const browser = new Browser();
    expect((await browser.throughGoogle("/api/account/google/sign-in", {})).pathname).toBe(
      "/complete-profile",
    );
    const { profileToComplete } = await browser.session();
    expect(profileToComplete).toEqual({ name: "Jordan Lee" });
    const [row] = await app.db.select().from(user).where(eq(user.email, google.identity.email));

    const res = await browser.request("/api/account/delete", {});
    expect(res.status).toBe(200);
    expect(await browser.session()).toEqual({ user: null, profileToComplete: null });
    expect(await app.db.select().from(user).where(eq(user.id, row!.id))).toEqual([]);
    expect(await app.db.select().from(account).where(eq(account.userId, row!.id))).toEqual([]);

    // Google again: a new account, to complete or delete as the first.
    expect((await browser.throughGoogle("/api/account/google/sign-in", {})).pathname).toBe(
      "/complete-profile",
    );
    const [again] = await app.db.select().from(user).where(eq(user.email, google.identity.email));
    expect(again!.id).not.toBe(row!.id);
  });

  it("is held to the deletion rules: a sign-in older than the window is asked to sign in again", async () => {
    google.identity = googleIdentity();
    const browser = new Browser();
    await browser.throughGoogle("/api/account/google/sign-in", {});
    app.clock.set(new Date(Date.now() + (REAUTH_WINDOW_MINUTES + 1) * 60_000));
    const res = await browser.request("/api/account/delete", {});
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.code).toBe("reauth_required");
    expect(
      await app.db.select().from(user).where(eq(user.email, google.identity.email)),
    ).toHaveLength(1);
  });
});

describe("without a Google client", () => {
  const t = useTestApp();

  it("says so, and starts nothing", async () => {
    expect(await (await t().request("/api/account/sign-in-options")).json()).toEqual({
      google: false,
    });
    const res = await t().request("/api/account/google/sign-in", { json: {} });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.code).toBe("google_not_configured");
  });
});
