import { describe, expect, it } from "vitest";
import { TRIPWIRE_STARTS_MAX } from "#shared/constants";
import type { Queue } from "#shared/schemas/moderation";
import { HELD_TEXT } from "#shared/texts";
import { moderationActions, moderationCases } from "../../db/schema";
import { match, message, suggest } from "#tests/support/matching-factories";
import { moderationKit } from "#tests/support/moderation-kit";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { HOLD_NOTES, SYSTEM_ACTOR } from "./tripwires";

const t = useTestApp();
const { moderator } = moderationKit(t);
const HOUR = 3_600_000;

/**
 * `count` conversations `member` opened (said yes first) with new members, started `hoursAgo`
 * before `now`.
 */
async function conversations(member: TestMember, count: number, now: Date, hoursAgo: number) {
  for (let i = 0; i < count; i++)
    await match(t(), member, await t().member(), new Date(now.getTime() - hoursAgo * HOUR));
}

/** A pending suggestion for `member`, the candidate having said yes: accepting it starts a match. */
async function candidateFor(member: TestMember): Promise<TestMember> {
  const candidate = await t().member({ name: "Cal Candidate" });
  await suggest(t(), { target: member, candidate, suggester: await t().member() });
  return candidate;
}

const accept = (as: TestMember, candidate: TestMember) =>
  t().request(`/api/matching/candidates/${candidate.id}/accept`, { as, method: "POST" });

/**
 * A conversation `member` opens: they said yes first, and a new member's yes makes the match
 * (the second yes is the new member's answer; the start is the member's).
 */
async function opens(member: TestMember) {
  const other = await t().member({ name: "Ona Other" });
  await suggest(t(), { target: other, candidate: member, suggester: await t().member() });
  return accept(other, member);
}

async function queue(as: TestMember): Promise<Queue> {
  const res = await t().request("/api/moderation/cases", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Queue;
}

const holds = () => t().db.select().from(moderationActions);

describe("the activity tripwire", () => {
  it("lets 15 new conversations in 24 hours be; the 16th puts a hold the queue shows, dismissing lifts it", async () => {
    const now = new Date();
    t().clock.set(now);
    const mod = await moderator();
    const member = await t().member({ name: "Sam Spree" });
    await conversations(member, TRIPWIRE_STARTS_MAX - 1, now, 23);

    expect((await opens(member)).status).toBe(200);
    expect(await t().db.select().from(moderationCases)).toEqual([]);

    expect((await opens(member)).status).toBe(200);
    const [held] = await t().db.select().from(moderationCases);
    expect(held).toMatchObject({ memberId: member.id, status: "open", hold: "activity" });
    expect(await holds()).toMatchObject([
      {
        caseId: held!.id,
        moderatorId: SYSTEM_ACTOR,
        memberId: member.id,
        action: "hold",
        note: HOLD_NOTES.activity,
      },
    ]);

    // Limited: starts nothing new, still replies.
    const refused = await accept(member, await candidateFor(member));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "limited", message: HELD_TEXT } });

    const [shown] = (await queue(mod)).cases;
    expect(shown).toMatchObject({ member: { name: "Sam Spree" }, hold: "activity", reports: 0 });

    const dismissed = await t().request(`/api/moderation/cases/${held!.id}/actions`, {
      as: mod,
      json: { action: "dismiss", reason: "no_violation", note: "A busy, friendly day." },
    });
    expect(dismissed.status).toBe(200);
    expect((await queue(mod)).cases).toEqual([]);
    // Lifted; the starts before the hold don't trip it again.
    expect((await opens(member)).status).toBe(200);
    expect((await queue(mod)).cases).toEqual([]);
    expect(await holds()).toHaveLength(2); // the hold and the dismissal
  });

  it("doesn't count conversations started 25 hours ago", async () => {
    const now = new Date();
    t().clock.set(now);
    const member = await t().member();
    await conversations(member, TRIPWIRE_STARTS_MAX - 1, now, 23);
    await conversations(member, 5, now, 25);
    expect((await opens(member)).status).toBe(200);
    expect(await t().db.select().from(moderationCases)).toEqual([]);
  });

  it("counts introductions (Direct Match, self-suggest) with conversations", async () => {
    const now = new Date();
    t().clock.set(now);
    const member = await t().member();
    await conversations(member, 5, now, 2);
    for (let i = 0; i < TRIPWIRE_STARTS_MAX - 5; i++)
      await suggest(t(), { target: await t().member(), candidate: member, suggester: member });
    expect((await opens(member)).status).toBe(200);
    const [held] = await t().db.select().from(moderationCases);
    expect(held).toMatchObject({ memberId: member.id, hold: "activity" });
  });

  it("places one hold when two starts cross the line at once", async () => {
    const now = new Date();
    t().clock.set(now);
    const member = await t().member();
    await conversations(member, TRIPWIRE_STARTS_MAX - 1, now, 1);
    const [one, two] = [await t().member(), await t().member()];
    for (const other of [one, two])
      await suggest(t(), { target: other, candidate: member, suggester: await t().member() });
    const answers = await Promise.all([accept(one, member), accept(two, member)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await t().db.select().from(moderationCases)).toMatchObject([{ hold: "activity" }]);
    expect(await holds()).toHaveLength(1);
  });
});

describe("the activity tripwire counts only the member's own starts", () => {
  it("can't be pointed at a victim: conversations others opened with her, and their first messages, don't count", async () => {
    const now = new Date();
    t().clock.set(now);
    const victim = await t().member({ name: "Vera Target" });
    // Sixteen throwaway accounts each said yes first and wrote first.
    for (let i = 0; i <= TRIPWIRE_STARTS_MAX; i++) {
      const throwaway = await t().member();
      const made = await match(t(), throwaway, victim, new Date(now.getTime() - HOUR));
      await message(t(), made.id, throwaway, "hey", new Date(now.getTime() - HOUR / 2));
    }
    // Her own start runs the tripwire: one of hers, not seventeen.
    expect((await opens(victim)).status).toBe(200);
    expect(await t().db.select().from(moderationCases)).toEqual([]);
  });

  it("counts the first messages a member sends", async () => {
    const now = new Date();
    t().clock.set(now);
    const member = await t().member();
    // Conversations others opened; the member writes first in each.
    const opened = [];
    for (let i = 0; i <= TRIPWIRE_STARTS_MAX; i++)
      opened.push(await match(t(), await t().member(), member, new Date(now.getTime() - HOUR)));
    for (const [i, m] of opened.entries()) {
      const res = await t().request(`/api/chat/conversations/${m.id}/messages`, {
        as: member,
        json: { text: "Hi there!" },
      });
      expect(res.status).toBe(201);
      const cases = await t().db.select().from(moderationCases);
      expect(cases).toHaveLength(i < TRIPWIRE_STARTS_MAX ? 0 : 1);
    }
    const [held] = await t().db.select().from(moderationCases);
    expect(held).toMatchObject({ memberId: member.id, hold: "activity" });
    expect(await holds()).toHaveLength(1);
  });
});

describe("the reports tripwire", () => {
  /** A member of `days` with three linked friends and no dismissed report: full standing. */
  async function establishedMember(name: string, days: number): Promise<TestMember> {
    const member = await t().member({ name, createdAt: new Date(Date.now() - days * 86_400_000) });
    for (const friend of ["F1", "F2", "F3"]) {
      const linked = await t().member({ name: friend });
      await t().database.query(
        `insert into friend_entries (owner_id, linked_profile_id, name, gender, sexuality)
         values ($1, $2, $3, 'woman', 'straight')`,
        [member.id, linked.id, friend],
      );
    }
    return member;
  }

  const reportAbout = async (as: TestMember, member: TestMember) =>
    expect(
      (
        await t().request("/api/safety/reports", {
          as,
          json: {
            target: { kind: "member", memberId: member.id },
            reason: "harassment",
            details: "Keeps messaging me after I said no.",
          },
        })
      ).status,
    ).toBe(201);

  it("holds a member reported by 3 independent established members", async () => {
    const mod = await moderator();
    const member = await t().member({ name: "Rex Reported" });
    const reporters = [
      await establishedMember("Ada", 90),
      await establishedMember("Bea", 60),
      await establishedMember("Cy", 45),
    ];
    await reportAbout(reporters[0]!, member);
    await reportAbout(reporters[0]!, member); // the same member twice is one
    await reportAbout(reporters[1]!, member);
    expect((await t().db.select().from(moderationCases))[0]!.hold).toBeNull();

    await reportAbout(reporters[2]!, member);
    const [held] = (await queue(mod)).cases;
    expect(held).toMatchObject({ member: { name: "Rex Reported" }, hold: "reports", reports: 3 });
    expect(await holds()).toMatchObject([{ action: "hold", note: HOLD_NOTES.reports }]);
    const refused = await accept(member, await candidateFor(member));
    expect(refused.status).toBe(403);
  });

  it("doesn't hold on reports from 3 new accounts", async () => {
    const mod = await moderator();
    const member = await t().member();
    for (const name of ["New1", "New2", "New3"])
      await reportAbout(await t().member({ name }), member);
    const [open] = (await queue(mod)).cases;
    expect(open).toMatchObject({ hold: null, reports: 3 });
    expect(await holds()).toEqual([]);
    expect((await accept(member, await candidateFor(member))).status).toBe(200);
  });
});
