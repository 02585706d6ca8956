import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PASSWORD_RESET_MINUTES } from "#shared/constants";
import { passwordResetToken, session } from "../../db/schema";
import { cookieFrom, errorOf, signUpBody, useTestApp } from "#tests/support/test-app";
import { commonPasswordCount, isCommonPassword } from "./password-policy";

const t = useTestApp();

const signUpWith = (password: string, overrides = {}) =>
  t().request("/api/account/sign-up", { json: signUpBody({ password, ...overrides }) });

const signIn = (email: string, password: string) =>
  t().request("/api/account/sign-in", { json: { email, password } });

/** The token of the last reset link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = t().mails.findLast((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error("no link in the mail");
  return decodeURIComponent(match[1]!);
}

async function requestReset(email: string) {
  return t().request("/api/account/password-reset/request", { json: { email } });
}

describe("the password rules", () => {
  it("ships tens of thousands of common and leaked passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThan(40_000);
  });

  it.each([
    ["password", /too common/],
    ["password1", /too common/],
    ["12345678", /too common/],
    ["PassWord1", /too common/],
    ["  iloveyou  ", /too common/],
    ["aaaaaaaa", /one character repeated/],
    ["        ", /only spaces/],
  ])("refuses %j at sign-up with a field error saying why", async (password, why) => {
    const res = await signUpWith(password);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.password).toMatch(why);
  });

  it("refuses the member's email, its local part and their name", async () => {
    const email = "robin.vale42@example.com";
    const asEmail = await signUpWith("Robin.Vale42@example.com", { email });
    expect((await errorOf(asEmail)).error.fields?.password).toMatch(/your email/);
    const asLocal = await signUpWith("robin.vale42", { email });
    expect((await errorOf(asLocal)).error.fields?.password).toMatch(/your email/);
    const asName = await signUpWith("Margaret Hamilton", { name: "Margaret Hamilton" });
    expect((await errorOf(asName)).error.fields?.password).toMatch(/your name/);
  });

  it.each([
    ["Password1!", /too easy to guess\. This is similar to a commonly used password\./],
    ["abababab", /too easy to guess\. Repeated character patterns like "abcabcabc"/],
    ["margaret hamilton 1", /too easy to guess\./],
  ])(
    "refuses the easily guessed %j at sign-up, saying why under the field",
    async (password, why) => {
      const res = await signUpWith(password, { name: "Margaret Hamilton" });
      expect(res.status).toBe(400);
      const { error } = await errorOf(res);
      expect(error.fields?.password).toMatch(why);
      expect(error.fields?.password).toMatch(/Add another word or two\.$/);
    },
  );

  it("refuses an easily guessed new password in Settings too, naming that field", async () => {
    const member = await t().signUp();
    const res = await t().request("/api/account/password", {
      as: member,
      json: { currentPassword: "correct horse battery", newPassword: "Password1!" },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.newPassword).toMatch(/too easy to guess/);
  });

  it("accepts a strong password", async () => {
    expect((await signUpWith("lantern orchard 1987 quietly")).status).toBe(201);
  });

  it("looks a password up in the same time wherever it is on the list, or off it", () => {
    const time = (password: string) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 20_000; i++) isCommonPassword(password);
      return Number(process.hrtime.bigint() - start);
    };
    // Warm up, then the best of several runs, so a busy machine doesn't decide the result.
    const best = (password: string) => Math.min(...[0, 1, 2, 3, 4].map(() => time(password)));
    best("123456");
    const first = best("123456");
    const last = best("zzzzzzzz");
    const absent = best("lantern orchard 1987");
    expect(isCommonPassword("123456")).toBe(true);
    // A scan of the list would take tens of thousands of times longer for an absent password.
    expect(absent / first).toBeLessThan(10);
    expect(last / first).toBeLessThan(10);
  });
});

describe("forgot password", () => {
  it("answers the same for an unknown email as for a member's, and mails only the member", async () => {
    const member = await t().signUp();
    const known = await requestReset(member.email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await expect.poll(() => t().mails.length).toBe(1);
    expect(t().mails[0]).toMatchObject({ to: member.email, subject: /new Vouch password/ });
    expect(t().mails[0]!.text).toMatch(new RegExp(`within ${PASSWORD_RESET_MINUTES} minutes`));
  });

  it("does the same database work for an unknown email as for a member's", async () => {
    const member = await t().signUp();
    const queriesOf = async (email: string) => {
      const seen: string[] = [];
      const stop = t().database.observeQueries((text) => seen.push(text));
      expect((await requestReset(email)).status).toBe(200);
      stop();
      return seen;
    };
    const known = await queriesOf(member.email);
    const unknown = await queriesOf("nobody-here@example.com");
    // Same statements, so about the same time; the mail goes out after the answer.
    expect(unknown).toEqual(known);
    expect(known.some((text) => /insert into password_reset_token/i.test(text))).toBe(true);
  });

  it("keeps only a hash of the token", async () => {
    const member = await t().signUp();
    await requestReset(member.email);
    await expect.poll(() => t().mails.length).toBe(1);
    const token = mailedToken(member.email);
    const rows = await t().db.select().from(passwordResetToken);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("sets a new password once, ends every session, and the old password stops working", async () => {
    const member = await t().signUp({ password: "first secret phrase" });
    const phone = cookieFrom(await signIn(member.email, "first secret phrase"));
    await requestReset(member.email);
    await expect.poll(() => t().mails.length).toBe(1);
    const token = mailedToken(member.email);

    const reset = await t().request("/api/account/password-reset", {
      json: { token, password: "second secret phrase" },
    });
    expect(reset.status).toBe(200);
    expect(await t().db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    for (const cookie of [member.cookie, phone]) {
      expect((await t().request("/api/me", { headers: { cookie } })).status).toBe(401);
    }
    expect((await signIn(member.email, "first secret phrase")).status).toBe(401);
    expect((await signIn(member.email, "second secret phrase")).status).toBe(200);

    const again = await t().request("/api/account/password-reset", {
      json: { token, password: "third secret phrase" },
    });
    expect(again.status).toBe(410);
    expect((await errorOf(again)).error).toMatchObject({
      code: "reset_link_used",
      message: expect.stringMatching(/already been used/),
    });
  });

  it("refuses a link after 30 minutes, saying so", async () => {
    const member = await t().signUp({ password: "first secret phrase" });
    await requestReset(member.email);
    await expect.poll(() => t().mails.length).toBe(1);
    const token = mailedToken(member.email);
    t().clock.set(new Date(Date.now() + (PASSWORD_RESET_MINUTES + 1) * 60_000));
    const res = await t().request("/api/account/password-reset", {
      json: { token, password: "second secret phrase" },
    });
    expect(res.status).toBe(410);
    expect((await errorOf(res)).error).toMatchObject({
      code: "reset_link_expired",
      message: expect.stringMatching(/expired/),
    });
    t().clock.reset();
    expect((await signIn(member.email, "first secret phrase")).status).toBe(200);
  });

  it("works just before the 30 minutes are up", async () => {
    const member = await t().signUp();
    await requestReset(member.email);
    await expect.poll(() => t().mails.length).toBe(1);
    t().clock.set(new Date(Date.now() + (PASSWORD_RESET_MINUTES - 1) * 60_000));
    const res = await t().request("/api/account/password-reset", {
      json: { token: mailedToken(member.email), password: "second secret phrase" },
    });
    expect(res.status).toBe(200);
  });

  it("holds the new password to the same rules", async () => {
    const member = await t().signUp({ name: "Ada Lovelace" });
    await requestReset(member.email);
    await expect.poll(() => t().mails.length).toBe(1);
    const token = mailedToken(member.email);
    for (const [password, why] of [
      ["password1", /too common/],
      ["ada lovelace", /your name/],
      ["short", /at least 8/],
    ] as const) {
      const res = await t().request("/api/account/password-reset", { json: { token, password } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.password).toMatch(why);
    }
    // A refused password doesn't use the link up.
    const res = await t().request("/api/account/password-reset", {
      json: { token, password: "second secret phrase" },
    });
    expect(res.status).toBe(200);
  });

  it("tells the screen a link opens whether it can still be used, and why not", async () => {
    const member = await t().signUp();
    await requestReset(member.email);
    await expect.poll(() => t().mails.length).toBe(1);
    const token = mailedToken(member.email);
    const state = async (value: string) =>
      (await t().request(`/api/account/password-reset?token=${encodeURIComponent(value)}`)).json();

    expect(await state(token)).toEqual({ state: "valid", message: null });
    expect(await state("made-up-token")).toMatchObject({ state: "unknown" });
    t().clock.set(new Date(Date.now() + (PASSWORD_RESET_MINUTES + 1) * 60_000));
    expect(await state(token)).toMatchObject({ state: "expired", message: /expired/ });
    t().clock.reset();
    await t().request("/api/account/password-reset", {
      json: { token, password: "second secret phrase" },
    });
    expect(await state(token)).toMatchObject({ state: "used", message: /already been used/ });
  });

  it("says an unknown link is not valid", async () => {
    const res = await t().request("/api/account/password-reset", {
      json: { token: "made-up-token", password: "second secret phrase" },
    });
    expect(res.status).toBe(410);
    expect((await errorOf(res)).error.code).toBe("reset_link_unknown");
  });
});

describe("changing the password in settings", () => {
  it("needs the current password, follows the rules, and ends only the other sessions", async () => {
    const member = await t().signUp({ password: "first secret phrase" });
    const laptop = cookieFrom(await signIn(member.email, "first secret phrase"));
    const change = (json: unknown) =>
      t().request("/api/account/password", { json, headers: { cookie: member.cookie } });

    const wrong = await change({
      currentPassword: "not it at all",
      newPassword: "second phrase ok",
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).error.fields?.currentPassword).toMatch(/current password/);

    const weak = await change({ currentPassword: "first secret phrase", newPassword: "12345678" });
    expect((await errorOf(weak)).error.fields?.newPassword).toMatch(/too common/);

    const ok = await change({
      currentPassword: "first secret phrase",
      newPassword: "second secret phrase",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ otherSessionsEnded: 1 });
    expect((await t().request("/api/me", { headers: { cookie: member.cookie } })).status).toBe(200);
    expect((await t().request("/api/me", { headers: { cookie: laptop } })).status).toBe(401);
    expect((await signIn(member.email, "first secret phrase")).status).toBe(401);
    expect((await signIn(member.email, "second secret phrase")).status).toBe(200);
  });

  it("is for signed-in members only", async () => {
    const res = await t().request("/api/account/password", {
      json: { currentPassword: "whatever it is", newPassword: "second secret phrase" },
    });
    expect(res.status).toBe(401);
  });
});
