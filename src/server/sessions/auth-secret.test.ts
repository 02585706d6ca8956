import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stopDeps } from "../boot";
import { queryRows } from "../db/client";
import { unsubscribeToken } from "../features/notifications/email/unsubscribe-token";
import { TestApp } from "#tests/support/test-app";
import { openTestDatabase, truncateAll } from "#tests/support/test-db";

/** What earlier versions signed with when BETTER_AUTH_SECRET was not set: anyone could read it. */
const FORMER_CONSTANT = "vouch-development-secret-do-not-use-in-production";

const keptSecrets = (app: TestApp) =>
  queryRows<{ secret: string }>(app.db, sql`select secret from auth_secret`);

const unsubscribeLink = (app: TestApp, secret: string, memberId: string) =>
  app.request(
    `/api/notifications/unsubscribe?token=${encodeURIComponent(
      unsubscribeToken(secret, { memberId, channel: "email", kinds: ["message"] }),
    )}`,
    { method: "POST" },
  );

describe("the secret that signs sessions and links, without BETTER_AUTH_SECRET", () => {
  it("is random and kept in the database: a link signed with the former constant is refused", async () => {
    const app = await TestApp.create();
    try {
      const member = await app.member();
      expect(app.deps.env.authSecret).not.toBe(FORMER_CONSTANT);
      expect(app.deps.env.authSecret.length).toBeGreaterThanOrEqual(32);
      expect(await keptSecrets(app)).toEqual([{ secret: app.deps.env.authSecret }]);

      const forged = await unsubscribeLink(app, FORMER_CONSTANT, member.id);
      expect(forged.status).toBe(400);
      expect(await forged.text()).toContain("This unsubscribe link isn't valid.");
      expect((await unsubscribeLink(app, app.deps.env.authSecret, member.id)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("survives a restart and the tests' emptying: a member stays signed in", async () => {
    const database = await openTestDatabase();
    const first = await TestApp.create({}, database);
    const member = await first.signUp();
    const secret = first.deps.env.authSecret;
    await stopDeps(first.deps);

    const restarted = await TestApp.create({}, database);
    try {
      expect(restarted.deps.env.authSecret).toBe(secret);
      expect((await restarted.request("/api/me", { as: member })).status).toBe(200);
      await truncateAll(database);
      expect(await keptSecrets(restarted)).toEqual([{ secret }]);
    } finally {
      await restarted.close();
    }
  });

  it("is BETTER_AUTH_SECRET when that is set, and nothing is kept", async () => {
    const given = "a-secret-of-the-operators-own-choosing-0123456789";
    const app = await TestApp.create({ BETTER_AUTH_SECRET: given });
    try {
      expect(app.deps.env.authSecret).toBe(given);
      expect(await keptSecrets(app)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
