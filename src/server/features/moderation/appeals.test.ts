import { describe, expect, it } from "vitest";
import type { CaseDetail, Decisions, Queue } from "#shared/schemas/moderation";
import { endorsements, moderationActions, moderationCases } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { linkFriend } from "#tests/support/circle-factories";
import { moderationKit } from "#tests/support/moderation-kit";

const t = useTestApp();
const { moderator, caseAbout, act } = moderationKit(t);
const DAY = 86_400_000;
const PASSWORD = "correct horse battery";

const why = { reason: "harassment", note: "Threats in the conversation." } as const;

async function decisions(as: TestMember) {
  const res = await t().request("/api/account/decisions", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as Decisions).decisions;
}
const appeal = (as: TestMember, decisionId: string, text = "I never said that.") =>
  t().request(`/api/account/decisions/${decisionId}/appeal`, { as, json: { text } });
async function queue(as: TestMember) {
  const res = await t().request("/api/moderation/cases", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Queue;
}
const answer = (as: TestMember, appealId: string, outcome: "upheld" | "overturned") =>
  t().request(`/api/moderation/appeals/${appealId}/decision`, {
    as,
    json: {
      outcome,
      note: outcome === "upheld" ? "The messages speak for themselves." : "Misread.",
    },
  });
const signIn = (email: string) =>
  t().request("/api/account/sign-in", { json: { email, password: PASSWORD } });

/** Two moderators, a member warned by the first: the decision's id. */
async function warned() {
  const first = await moderator("Mo First");
  const second = await moderator("Sam Second");
  const member = await t().signUp({ name: "Rex Reported" });
  expect((await act(first, await caseAbout(member), { action: "warn", ...why })).status).toBe(200);
  const [decision] = await decisions(member);
  return { first, second, member, decision: decision! };
}

describe("appeals", () => {
  it("the member sees the decision and its reason, never the note, and appeals once", async () => {
    const { first, member, decision } = await warned();
    expect(decision).toMatchObject({ action: "warn", reason: "harassment", appeal: null });
    expect(JSON.stringify(decision)).not.toContain(why.note);

    const res = await appeal(member, decision.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ appeal: { status: "pending", answer: null } });
    const again = await appeal(member, decision.id, "Please look again.");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.code).toBe("already_appealed");

    const [item] = (await queue(first)).appeals;
    expect(item).toMatchObject({
      member: { id: member.id },
      text: "I never said that.",
      yours: true,
    });
    // Someone else's decision isn't theirs to appeal.
    const stranger = await t().member();
    expect((await appeal(stranger, decision.id)).status).toBe(404);
  });

  it("is taken within 30 days of the decision, and not after", async () => {
    const start = new Date("2026-03-01T12:00:00Z");
    t().clock.set(start);
    const { member, decision } = await warned();
    t().clock.set(new Date(start.getTime() + 30 * DAY + 60_000));
    const late = await appeal(member, decision.id);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({
      error: { code: "appeal_too_late", message: expect.stringMatching(/within 30 days/) },
    });
    t().clock.set(new Date(start.getTime() + 29 * DAY));
    expect((await appeal(member, decision.id)).status).toBe(200);
  });

  it("is answered by a different moderator, once, finally; the member reads the answer", async () => {
    const { first, second, member, decision } = await warned();
    await appeal(member, decision.id);
    const [item] = (await queue(second)).appeals;
    expect(item!.yours).toBe(false);

    const own = await answer(first, item!.id, "upheld");
    expect(own.status).toBe(403);
    expect((await errorOf(own)).error.code).toBe("own_decision");

    const res = await answer(second, item!.id, "upheld");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Queue).appeals).toEqual([]);
    const third = await moderator("Tia Third");
    const late = await answer(third, item!.id, "overturned");
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error.code).toBe("appeal_decided");

    const [seen] = await decisions(member);
    expect(seen!.appeal).toMatchObject({
      status: "upheld",
      answer: "The messages speak for themselves.",
    });
    expect((await appeal(member, decision.id)).status).toBe(409);
    const log = await t().db.select().from(moderationActions);
    expect(log.map((l) => [l.action, l.moderatorId, l.target])).toEqual([
      ["warn", first.id, null],
      ["appeal_upheld", second.id, decision.id],
    ]);
  });

  it("a moderator acted on never sees, decides or answers the appeal of their own case", async () => {
    const first = await moderator("Mo First");
    const second = await moderator("Sam Second");
    const caseId = await caseAbout(second);
    expect((await queue(second)).cases.map((c) => c.id)).not.toContain(caseId);
    const read = await t().request(`/api/moderation/cases/${caseId}`, { as: second });
    expect(read.status).toBe(403);
    expect((await errorOf(read)).error.code).toBe("own_case");
    expect((await act(second, caseId, { action: "dismiss", ...why })).status).toBe(403);

    expect((await act(first, caseId, { action: "limit", days: 7, ...why })).status).toBe(200);
    const [decision] = await decisions(second);
    expect((await appeal(second, decision!.id)).status).toBe(200);
    expect((await queue(second)).appeals).toEqual([]);
    const [item] = (await queue(first)).appeals;
    const own = await answer(second, item!.id, "overturned");
    expect(own.status).toBe(403);
    expect((await errorOf(own)).error.code).toBe("own_case");
  });

  it("two moderators answering at once: one wins, the other is told", async () => {
    const { second, member, decision } = await warned();
    const third = await moderator("Tia Third");
    await appeal(member, decision.id);
    const [item] = (await queue(second)).appeals;
    const results = await Promise.all([
      answer(second, item!.id, "upheld"),
      answer(third, item!.id, "overturned"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const log = await t().db.select().from(moderationActions);
    expect(log.filter((l) => l.action.startsWith("appeal_"))).toHaveLength(1);
  });

  it("a suspended member appeals signed out with their password; overturning lets them sign in again", async () => {
    const first = await moderator("Mo First");
    const second = await moderator("Sam Second");
    const member = await t().signUp({ name: "Rex Reported" });
    await act(first, await caseAbout(member), { action: "suspend", days: 14, ...why });
    expect((await signIn(member.email)).status).toBe(403);

    const wrong = await t().request("/api/account/sanction", {
      json: { email: member.email, password: "not the password" },
    });
    expect(wrong.status).toBe(401);
    const seen = await t().request("/api/account/sanction", {
      json: { email: member.email, password: PASSWORD },
    });
    expect(seen.status).toBe(200);
    expect(await seen.json()).toMatchObject({
      decision: { action: "suspend", reason: "harassment", appeal: null },
    });
    const res = await t().request("/api/account/sanction/appeal", {
      json: { email: member.email, password: PASSWORD, text: "It was a joke between friends." },
    });
    expect(res.status).toBe(200);

    const [item] = (await queue(second)).appeals;
    expect(item).toMatchObject({ action: "suspend", text: "It was a joke between friends." });
    expect((await answer(second, item!.id, "overturned")).status).toBe(200);
    const back = await signIn(member.email);
    expect(back.status).toBe(200);
    const signedIn = { ...member, cookie: await t().sessionCookie(member.id) };
    expect((await t().request("/api/home", { as: signedIn })).status).toBe(200);
    const [decision] = await decisions(signedIn);
    expect(decision!.appeal).toMatchObject({ status: "overturned", answer: "Misread." });
    // No longer suspended: the signed-out page sends them to sign in.
    const none = await t().request("/api/account/sanction", {
      json: { email: member.email, password: PASSWORD },
    });
    expect(none.status).toBe(409);
    expect((await errorOf(none)).error.code).toBe("not_sanctioned");
  });

  it("an upheld ban stays", async () => {
    const first = await moderator("Mo First");
    const second = await moderator("Sam Second");
    const member = await t().signUp();
    await act(first, await caseAbout(member), { action: "ban", ...why });
    await t().request("/api/account/sanction/appeal", {
      json: { email: member.email, password: PASSWORD, text: "Please." },
    });
    const [item] = (await queue(second)).appeals;
    expect((await answer(second, item!.id, "upheld")).status).toBe(200);
    expect((await signIn(member.email)).status).toBe(403);
  });
});

describe("endorsements in evidence", () => {
  it("are copied at report time, and a moderator removes one: gone from the profile, kept in the case", async () => {
    const mod = await moderator("Mo First");
    const member = await t().member({ name: "Rex Reported" });
    const friend = await t().member({ name: "Fay Friend" });
    const reporter = await t().member();
    await linkFriend(t(), member, friend);
    const [words] = await t()
      .db.insert(endorsements)
      .values({
        memberId: member.id,
        authorId: friend.id,
        kind: "endorsement",
        text: "Send him your money, he is great.",
        status: "approved",
      })
      .returning({ id: endorsements.id });
    await t().request("/api/safety/reports", {
      as: reporter,
      json: { target: { kind: "member", memberId: member.id }, reason: "fake", details: "Scam" },
    });
    const [row] = await t().db.select({ id: moderationCases.id }).from(moderationCases);
    const read = async () =>
      (await (
        await t().request(`/api/moderation/cases/${row!.id}`, { as: mod })
      ).json()) as CaseDetail;
    expect((await read()).evidence[0]!.endorsements).toEqual([
      expect.objectContaining({ id: words!.id, author: "Fay", live: true }),
    ]);

    const res = await act(mod, row!.id, {
      action: "remove_endorsement",
      endorsementId: words!.id,
      ...why,
    });
    expect(res.status).toBe(200);
    expect((await read()).evidence[0]!.endorsements[0]).toMatchObject({
      text: "Send him your money, he is great.",
      live: false,
    });
    const profile = await t().request(`/api/members/${member.id}`, { as: friend });
    expect(JSON.stringify(await profile.json())).not.toContain("Send him your money");
    const again = await act(mod, row!.id, {
      action: "remove_endorsement",
      endorsementId: words!.id,
      ...why,
    });
    expect(again.status).toBe(422);
    const [decision] = await decisions(member);
    expect(decision).toMatchObject({ action: "remove_endorsement" });
  });
});
