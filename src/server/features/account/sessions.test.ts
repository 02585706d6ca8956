import { describe, expect, it } from "vitest";
import { openLive, type LiveStream } from "#tests/support/live-stream";
import { cookieFrom, useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";

// The heartbeat stays at its 25 s default: a stream that ends must end because it was told to.
const t = useTestApp();

const PASSWORD = "first secret phrase";
const AT_ONCE_MS = 1500;

async function expectEnded(stream: LiveStream) {
  await expect(stream.next((e) => e.type === "session.ended", AT_ONCE_MS)).resolves.toBeTruthy();
  await expect(stream.next(() => false, AT_ONCE_MS)).rejects.toThrow(/live stream ended/);
}

async function expectOpen(stream: LiveStream) {
  await expect(stream.next(() => false, 300)).rejects.toThrow(/no matching live event/);
}

describe("ending a session", () => {
  it("closes that session's live stream at once on sign-out, and no other", async () => {
    const member = await t().signUp({ password: PASSWORD });
    const signIn = await t().request("/api/account/sign-in", {
      json: { email: member.email, password: PASSWORD },
    });
    const laptop = { ...member, cookie: cookieFrom(signIn) };
    const phoneStream = await openLive(t(), member);
    const laptopStream = await openLive(t(), laptop);

    const res = await t().request("/api/account/sign-out", { method: "POST", as: member });
    expect(res.status).toBe(200);
    await expectEnded(phoneStream);
    await expectOpen(laptopStream);
    await laptopStream.close();
  });

  it("closes it through better-auth's own sign-out too", async () => {
    const member = await t().signUp({ password: PASSWORD });
    const stream = await openLive(t(), member);
    const res = await t().request("/api/auth/sign-out", { method: "POST", json: {}, as: member });
    expect(res.status).toBe(200);
    await expectEnded(stream);
  });

  it("closes the other sessions' streams on a password change, and keeps this one's", async () => {
    const member = await t().signUp({ password: PASSWORD });
    const signIn = await t().request("/api/account/sign-in", {
      json: { email: member.email, password: PASSWORD },
    });
    const laptop = { ...member, cookie: cookieFrom(signIn) };
    const here = await openLive(t(), member);
    const elsewhere = await openLive(t(), laptop);
    const res = await t().request("/api/account/password", {
      json: { currentPassword: PASSWORD, newPassword: "second secret phrase" },
      as: member,
    });
    expect(res.status).toBe(200);
    await expectEnded(elsewhere);
    await expectOpen(here);
    await here.close();
  });
});

describe("setting a new password with a mailed link", () => {
  it("closes every live stream of the member at once", async () => {
    const member = await t().signUp({ password: PASSWORD });
    const stream = await openLive(t(), member);
    await t().request("/api/account/password-reset/request", { json: { email: member.email } });
    await expect.poll(() => t().mails.length).toBe(1);
    const token = /token=([\w-]+)/.exec(t().mails[0]!.text)![1]!;
    const res = await t().request("/api/account/password-reset", {
      json: { token, password: "second secret phrase" },
    });
    expect(res.status).toBe(200);
    await expectEnded(stream);
  });
});

describe.runIf(isPostgres)("ending a session on another server process", () => {
  it("closes its live stream there at once", async () => {
    const other = await t().sibling();
    try {
      const member = await t().signUp({ password: PASSWORD });
      const stream = await openLive(other, member);
      await t().request("/api/account/sign-out", { method: "POST", as: member });
      await expectEnded(stream);
    } finally {
      await other.close();
    }
  });
});
