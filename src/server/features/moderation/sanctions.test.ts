import { describe, expect, it } from "vitest";
import { limitedText, sanctionedSignInText } from "#shared/texts";
import { say } from "../../i18n/say";
import { moderationActions } from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { match, suggest } from "#tests/support/matching-factories";
import { signUpBody, useTestApp } from "#tests/support/test-app";
import { moderationKit } from "#tests/support/moderation-kit";
import { visibilitySurfaces, type Pair } from "#tests/support/visibility-surfaces";

const t = useTestApp();
const { moderator, caseAbout, act } = moderationKit(t);
// The live stream's surface needs the member's own session, which suspending ends (tested above).
const surfaces = visibilitySurfaces(t).filter((s) => !s.name.startsWith("the live stream"));

const why = { reason: "harassment", note: "Threats in the conversation." } as const;

const signIn = (email: string, password = "correct horse battery") =>
  t().request("/api/account/sign-in", { json: { email, password } });

describe("suspend", () => {
  it("ends every session and live stream at once, refuses sign-in naming the end, and logs it", async () => {
    const mod = await moderator();
    const member = await t().signUp({ name: "Rex Reported" });
    const otherDevice = { ...member, cookie: await t().sessionCookie(member.id) };
    const live = await openLive(t(), member);
    const caseId = await caseAbout(member);

    const res = await act(mod, caseId, { action: "suspend", days: 7, ...why });
    expect(res.status).toBe(200);
    expect(await live.next((e) => e.type === "session.ended")).toBeTruthy();
    await live.close();
    for (const as of [member, otherDevice])
      expect((await t().request("/api/home", { as })).status).toBe(401);

    const refused = await signIn(member.email);
    expect(refused.status).toBe(403);
    const [log] = await t().db.select().from(moderationActions);
    expect(log).toMatchObject({ action: "suspend", memberId: member.id, moderatorId: mod.id });
    const endsAt = new Date(log!.target!);
    expect(endsAt.getTime() - log!.createdAt.getTime()).toBe(7 * 86_400_000);
    expect(await refused.json()).toMatchObject({
      error: { code: "sanctioned", message: say("en", sanctionedSignInText(endsAt)) },
    });
    expect(say("en", sanctionedSignInText(endsAt))).toMatch(
      /^Your account is suspended until \w+day, /,
    );
    // The wrong password still says only that.
    expect((await signIn(member.email, "not the password")).status).toBe(401);
  });

  it("ends by itself: sign-in works again once the end has passed", async () => {
    const mod = await moderator();
    const member = await t().signUp();
    await act(mod, await caseAbout(member), { action: "suspend", days: 1, ...why });
    expect((await signIn(member.email)).status).toBe(403);
    await t().database.query(
      "update moderation_sanctions set ends_at = now() - interval '1 minute' where member_id = $1",
      [member.id],
    );
    expect((await signIn(member.email)).status).toBe(200);
  });

  it("refuses a suspension without whole days between 1 and 365", async () => {
    const mod = await moderator();
    const member = await t().member();
    const caseId = await caseAbout(member);
    for (const days of [0, 1.5, 366, "7", undefined]) {
      expect((await act(mod, caseId, { action: "suspend", days, ...why })).status).toBe(400);
    }
    expect((await t().request("/api/home", { as: member })).status).toBe(200);
    expect(await t().db.select().from(moderationActions)).toEqual([]);
  });
});

describe("limit", () => {
  it("keeps reading and replying; refuses starting anything new, saying until when", async () => {
    const mod = await moderator();
    const member = await t().member({ name: "Rex Reported" });
    const partner = await t().member({ name: "Una Partner" });
    const row = await match(t(), member, partner, new Date(Date.now() - 60_000));
    const other = await t().member({ name: "Noor Candidate" });
    await suggest(t(), { target: member, candidate: other, suggester: partner });
    const res = await act(mod, await caseAbout(member), { action: "limit", days: 5, ...why });
    expect(res.status).toBe(200);

    // Still signed in, still shown, still in their conversation.
    expect((await t().request("/api/home", { as: member })).status).toBe(200);
    const thread = `/api/chat/conversations/${row.id}/messages`;
    expect((await t().request(thread, { as: member })).status).toBe(200);
    expect((await t().request(thread, { as: member, json: { text: "Sorry." } })).status).toBe(201);
    expect(
      (await t().request(`/api/pairing/explore?member=${member.id}`, { as: other })).status,
    ).toBe(200);

    const [log] = await t().db.select().from(moderationActions);
    const message = say("en", limitedText(new Date(log!.target!)));
    const uuid = "00000000-0000-4000-8000-000000000000";
    const attempts: [string, unknown][] = [
      [`/api/matching/candidates/${other.id}/accept`, undefined],
      ["/api/pairing/direct-matches", { memberId: other.id, friendId: uuid, reason: "You two." }],
      [
        "/api/pairing/self-suggestions",
        { memberId: other.id, voucherFriendId: uuid, reason: "Me." },
      ],
      ["/api/pairing/suggestions", { myFriendId: uuid, theirFriendId: uuid, reason: "You two." }],
      [`/api/pairing/suggestions/${uuid}/approve`, undefined],
    ];
    for (const [path, json] of attempts) {
      const refused = await t().request(path, { as: member, method: "POST", json });
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toMatchObject({ error: { code: "limited", message } });
    }
    expect(message).toMatch(/^Our moderators have limited your account until \w+day, /);
    expect(
      (
        await t().request(`/api/pairing/suggestions/${uuid}/decline`, {
          as: member,
          method: "POST",
        })
      ).status,
    ).toBe(404);
  });
});

describe("ban", () => {
  it("refuses sign-in permanently and the email at sign-up", async () => {
    const mod = await moderator();
    const member = await t().signUp();
    expect((await act(mod, await caseAbout(member), { action: "ban", ...why })).status).toBe(200);
    expect((await t().request("/api/home", { as: member })).status).toBe(401);
    const refused = await signIn(member.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: {
        message: "Your account has been closed permanently for breaking Vouch's community rules.",
      },
    });
    const again = await t().request("/api/account/sign-up", {
      json: signUpBody({ email: member.email.toUpperCase() }),
    });
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ error: { code: "email_banned" } });
  });
});

describe("a suspended member shows on no other member's screen", () => {
  for (const surface of surfaces) {
    it(surface.name, async () => {
      const pair: Pair = {
        first: await t().member({ name: "Avery First" }),
        second: await t().member({ name: "Blair Second" }),
      };
      await surface.setup?.(pair);
      expect(await surface.sees(pair.first, pair.second), "before").toBe(true);
      const res = await act(await moderator(), await caseAbout(pair.second), {
        action: "suspend",
        days: 3,
        ...why,
      });
      expect(res.status).toBe(200);
      await surface.again?.(pair);
      expect(await surface.sees(pair.first, pair.second), "after").toBe(false);
    });
  }
});
