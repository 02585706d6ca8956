import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { NO_MEMBER_TO_EXPLORE } from "#shared/texts";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { pairingKit } from "#tests/support/pairing-kit";

const t = useTestApp();
const kit = pairingKit(t);

async function usernameOf(member: TestMember): Promise<string> {
  const [row] = await t()
    .db.select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, member.id));
  return row!.username;
}

const lookUp = (as: TestMember, username: string) =>
  t().request(`/api/pairing/explore/by-username/${encodeURIComponent(username)}`, { as });

describe("GET /api/pairing/explore/by-username/{username}", () => {
  it("finds a member by their exact username as a friend shares it, and Explore then shows them", async () => {
    const me = await t().member({ name: "Me Myself" });
    const tomas = await t().member({ name: "Tomás Ruiz" });
    const username = await usernameOf(tomas);
    for (const shared of [username, `@${username}`, ` ${username.toUpperCase()} `]) {
      const res = await lookUp(me, shared);
      expect(res.status, shared).toBe(200);
      expect(await res.json()).toEqual({ memberId: tomas.id });
    }
    expect((await kit.explore(me, `?member=${tomas.id}`)).member!.name).toBe("Tomás Ruiz");
  });

  it("gives one answer for nobody, a part of a name, and members Explore never shows you", async () => {
    const me = await t().member({ name: "Me Myself" });
    const [blockedByMe, blockingMe, friend, reported, paused, other] = [
      await t().member({ name: "Blocked By Me" }),
      await t().member({ name: "Blocking Me" }),
      await t().member({ name: "Kai Friend" }),
      await t().member({ name: "Reported Rex" }),
      await t().member({ name: "Paused Pia" }),
      await t().member({ name: "Visible Vic" }),
    ];
    await kit.block(me, blockedByMe);
    await kit.block(blockingMe, me);
    await kit.circle(me, [{ name: "Kai", linkedTo: friend }]);
    const report = await t().request("/api/safety/reports", {
      as: me,
      json: {
        target: { kind: "member", memberId: reported.id },
        reason: "fake",
        details: "Photos look borrowed.",
      },
    });
    expect(report.status).toBe(201);
    const pause = await t().request("/api/profile", {
      method: "PATCH",
      as: paused,
      json: { paused: true },
    });
    expect(pause.status).toBe(200);

    const visible = await usernameOf(other);
    const answers = [];
    for (const username of [
      "nobodyhasthisname",
      visible.slice(0, -1), // a prefix is no search
      `${visible}x`,
      "visible",
      "vic",
      await usernameOf(me),
      ...(await Promise.all([blockedByMe, blockingMe, friend, reported, paused].map(usernameOf))),
    ]) {
      const res = await lookUp(me, username);
      expect(res.status, username).toBe(404);
      answers.push(JSON.stringify({ ...(await errorOf(res)).error, requestId: undefined }));
    }
    expect(new Set(answers)).toEqual(
      new Set([JSON.stringify({ code: "not_found", message: NO_MEMBER_TO_EXPLORE })]),
    );
    expect((await lookUp(me, visible)).status).toBe(200);
  });

  it("is for members only; what can't be a username is not found either", async () => {
    const res = await t().request("/api/pairing/explore/by-username/someone");
    expect(res.status).toBe(401);
    const me = await t().member();
    expect((await lookUp(me, "x".repeat(101))).status).toBe(404);
  });
});
