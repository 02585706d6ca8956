import { describe, expect, it } from "vitest";
import { errorOf, useTestApp } from "#tests/support/test-app";

/**
 * A reset link mailed before the password changed must not work after it: whoever read the
 * mailbox then (or holds an old mail) could otherwise undo the change.
 */
const t = useTestApp();

async function mailResetLink(email: string): Promise<string> {
  const before = t().mails.length;
  await t().request("/api/account/password-reset/request", { json: { email } });
  await expect.poll(() => t().mails.length).toBe(before + 1);
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(t().mails.at(-1)!.text);
  return decodeURIComponent(match![1]!);
}

const useLink = (token: string, password: string) =>
  t().request("/api/account/password-reset", { json: { token, password } });

const signIn = (email: string, password: string) =>
  t().request("/api/account/sign-in", { json: { email, password } });

describe("reset links outstanding when the password changes", () => {
  it("stop working once the member changes their password in Settings", async () => {
    const member = await t().signUp({ password: "first secret phrase" });
    const token = await mailResetLink(member.email);

    const change = await t().request("/api/account/password", {
      json: { currentPassword: "first secret phrase", newPassword: "second secret phrase" },
      headers: { cookie: member.cookie },
    });
    expect(change.status).toBe(200);

    const state = await t().request(
      `/api/account/password-reset?token=${encodeURIComponent(token)}`,
    );
    expect(await state.json()).toMatchObject({ state: "used" });
    const used = await useLink(token, "attacker chosen phrase");
    expect(used.status).toBe(410);
    expect((await errorOf(used)).error.code).toBe("reset_link_used");
    expect((await signIn(member.email, "attacker chosen phrase")).status).toBe(401);
    expect((await signIn(member.email, "second secret phrase")).status).toBe(200);
  });

  it("stop working once another link has reset it", async () => {
    const member = await t().signUp({ password: "first secret phrase" });
    const older = await mailResetLink(member.email);
    const newer = await mailResetLink(member.email);

    expect((await useLink(newer, "second secret phrase")).status).toBe(200);
    expect((await useLink(older, "attacker chosen phrase")).status).toBe(410);
    expect((await signIn(member.email, "second secret phrase")).status).toBe(200);
  });
});
