import { notificationsOf } from "#tests/support/notifications";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CaseDetail, Queue } from "#shared/schemas/moderation";
import type { MessagesPage } from "#shared/schemas/chat";
import type { MyReports, Warnings } from "#shared/schemas/moderation";
import type { PhotosResponse } from "#shared/schemas/photos";
import {
  events,
  moderationActions,
  moderationCases,
  staffRoles,
  profiles,
  reports,
} from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { runModeratorCommand } from "../../cli/moderator-cli";
import { addPhoto } from "#tests/support/photos";
import { match, message } from "#tests/support/matching-factories";
import { moderationKit } from "#tests/support/moderation-kit";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { countDemoMembers, formatSeedSummary } from "../../cli/seed-cli";
import { seedDemoData } from "../seed";

const t = useTestApp();
const { moderator, act } = moderationKit(t);

const report = (as: TestMember, json: unknown) => t().request("/api/safety/reports", { as, json });

async function queue(as: TestMember): Promise<Queue> {
  const res = await t().request("/api/moderation/cases", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Queue;
}

async function caseOf(as: TestMember, caseId: string): Promise<CaseDetail> {
  const res = await t().request(`/api/moderation/cases/${caseId}`, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as CaseDetail;
}

/** A conversation of `count` messages, alternating, the reported member's last. */
async function conversation(me: TestMember, them: TestMember, count: number) {
  const row = await match(t(), me, them, new Date(Date.now() - 86_400_000));
  for (let i = 0; i < count; i++) {
    const from = i % 2 === count % 2 ? me : them;
    await message(t(), row.id, from, `Message ${i + 1}`, new Date(Date.now() - (count - i) * 1000));
  }
  const [last] = await t().database.query<{ id: string }>(
    "select id from messages where match_id = $1 order by id desc limit 1",
    [row.id],
  );
  return { matchId: row.id, lastMessageId: Number(last!.id) };
}

describe("the moderator role", () => {
  it("is granted and revoked from the command line; anyone else gets 404 on every route", async () => {
    const member = await t().member({ name: "Ada Member" });
    const reported = await t().member({ name: "Rex Reported" });
    await report(member, {
      target: { kind: "member", memberId: reported.id },
      reason: "fake",
      details: "Photos of a celebrity",
    });
    const [row] = await t().db.select({ id: moderationCases.id }).from(moderationCases);
    const caseId = row!.id;
    const photoPath = `/api/moderation/cases/${caseId}/photos/${"a".repeat(22)}`;
    const paths = ["/api/moderation/cases", `/api/moderation/cases/${caseId}`, photoPath];
    const unknownRoute = { error: { code: "not_found", message: "No such API route" } };
    for (const path of paths) {
      for (const as of [member, undefined]) {
        const res = await t().request(path, { as });
        expect(res.status, `${path} as ${as ? "a member" : "a visitor"}`).toBe(404);
        expect(await res.json()).toMatchObject(unknownRoute);
      }
    }

    expect(
      await runModeratorCommand(t().db, ["grant", member.email.toUpperCase()], new Date()),
    ).toContain("Ada Member");
    expect((await queue(member)).cases).toHaveLength(1);
    expect(await runModeratorCommand(t().db, ["revoke", member.email], new Date())).toContain(
      "no longer",
    );
    expect((await t().request("/api/moderation/cases", { as: member })).status).toBe(404);

    await expect(
      runModeratorCommand(t().db, ["grant", "nobody@example.com"], new Date()),
    ).rejects.toThrow("No member signs in with nobody@example.com");
    await expect(runModeratorCommand(t().db, ["revoke", member.email], new Date())).rejects.toThrow(
      "is no moderator",
    );
    await expect(
      runModeratorCommand(t().db, ["promote", member.email], new Date()),
    ).rejects.toThrow("usage");
  });

  it("ends with the moderator's account", async () => {
    const mod = await moderator();
    await t().db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, mod.id));
    expect((await t().request("/api/moderation/cases", { as: mod })).status).toBe(404);
    expect(await t().db.select().from(staffRoles)).toHaveLength(1);
  });
});

describe("cases", () => {
  it("a report opens a case about the member; later reports of any kind join it", async () => {
    const mod = await moderator();
    const [one, two, three] = [
      await t().member({ name: "Una One" }),
      await t().member({ name: "Tove Two" }),
      await t().member({ name: "Thea Three" }),
    ];
    const reported = await t().member({ name: "Rex Reported" });
    const [photo] = await addPhoto(t(), reported);
    const { lastMessageId } = await conversation(two, reported, 3);
    await match(t(), three, reported);

    expect(
      (
        await report(one, {
          target: { kind: "member", memberId: reported.id },
          reason: "other",
          details: "Something feels off",
        })
      ).status,
    ).toBe(201);
    let cases = (await queue(mod)).cases;
    expect(cases).toEqual([
      expect.objectContaining({
        member: { id: reported.id, name: "Rex Reported", deleted: false },
      }),
    ]);
    expect(cases[0]).toMatchObject({ reason: "other", reports: 1, overdue: false });

    expect(
      (
        await report(two, {
          target: { kind: "message", messageId: lastMessageId },
          reason: "harassment",
          details: "Rude",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await report(three, {
          target: { kind: "photo", photoId: photo!.id },
          reason: "fake",
          details: "Not them",
        })
      ).status,
    ).toBe(201);
    cases = (await queue(mod)).cases;
    expect(cases).toHaveLength(1);
    // The most severe reason leads.
    expect(cases[0]).toMatchObject({ reason: "harassment", reports: 3 });
    const detail = await caseOf(mod, cases[0]!.id);
    expect(detail.reports.map((r) => [r.reporter.name, r.target, r.reason])).toEqual([
      ["Una One", "member", "other"],
      ["Tove Two", "message", "harassment"],
      ["Thea Three", "photo", "fake"],
    ]);
    // Each report took its evidence; the photo is kept once.
    expect(detail.evidence).toHaveLength(3);
    expect(detail.photos.map((p) => p.id)).toEqual([photo!.id]);
    expect(detail.evidence[1]!.messages.map((m) => [m.text, m.fromMember])).toEqual([
      ["Message 1", true],
      ["Message 2", false],
      ["Message 3", true],
    ]);
    expect(detail.evidence[1]!.reportedMessageId).toBe(String(lastMessageId));
  });

  it("an event report opens no case", async () => {
    const mod = await moderator();
    const member = await t().member();
    const [event] = await t()
      .db.insert(events)
      .values({
        title: "Wine Tasting",
        description: "Reds.",
        startsAt: new Date(Date.now() + 86_400_000),
        endsAt: new Date(new Date(new Date(Date.now() + 86_400_000)).getTime() + 3 * 3_600_000),
        venue: "Corkbuzz",
        capacity: 10,
        depositRequired: 0,
        checkInCode: "W1NE22",
      })
      .returning();
    const res = await report(member, {
      target: { kind: "event", eventId: event!.id },
      reason: "other",
      details: "Odd",
    });
    expect(res.status).toBe(201);
    expect((await queue(mod)).cases).toEqual([]);
    const [row] = await t().db.select().from(reports);
    expect(row!.caseId).toBeNull();
  });

  it("the evidence survives the member editing, deleting messages and photos, and their account", async () => {
    const mod = await moderator();
    const reporter = await t().member({ name: "Una One" });
    const reported = await t().signUp({ name: "Rex Reported", bio: "Just here for fun" });
    await t()
      .db.update(profiles)
      .set({ prompts: [{ prompt: "sunday", answer: "Chaos" }] })
      .where(eq(profiles.id, reported.id));
    const [photo] = await addPhoto(t(), reported);
    const { lastMessageId } = await conversation(reporter, reported, 25);
    await report(reporter, {
      target: { kind: "message", messageId: lastMessageId },
      reason: "harassment",
      details: "Threats",
    });
    const caseId = (await queue(mod)).cases[0]!.id;

    // The member edits, deletes a message and their photo, then their account.
    await t().db.update(profiles).set({ bio: "Nice person" }).where(eq(profiles.id, reported.id));
    await t().database.query("delete from messages where id = $1", [lastMessageId]);
    expect(
      (await t().request(`/api/profile/photos/${photo!.id}`, { as: reported, method: "DELETE" }))
        .status,
    ).toBe(200);
    const deleted = await t().request("/api/account/delete", {
      as: reported,
      json: { password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    await t().database.query("delete from messages where sender_id = $1", [reported.id]);

    const detail = await caseOf(mod, caseId);
    expect(detail.member).toMatchObject({ id: reported.id, deleted: true });
    expect(detail.reports).toHaveLength(1);
    const [evidence] = detail.evidence;
    expect(evidence!.profile).toMatchObject({
      name: "Rex Reported",
      bio: "Just here for fun",
      prompts: [{ prompt: "sunday", answer: "Chaos" }],
    });
    expect(evidence!.messages).toHaveLength(20);
    expect(evidence!.messages.at(-1)).toMatchObject({
      id: String(lastMessageId),
      text: "Message 25",
      fromMember: true,
    });
    expect(detail.photos.map((p) => p.id)).toEqual([photo!.id]);
    const image = await t().request(detail.photos[0]!.src, { as: mod });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("private, no-store");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("orders the queue: overdue first, then severity, reporters' standing, age", async () => {
    const mod = await moderator();
    const now = Date.now();
    const old = new Date(now - 90 * 86_400_000);
    const established = await t().member({ name: "Esme Established", createdAt: old });
    for (const name of ["F1", "F2", "F3"]) {
      const friend = await t().member({ name });
      await t().database.query(
        `insert into friend_entries (owner_id, linked_profile_id, name, gender, sexuality)
         values ($1, $2, $3, 'woman', 'straight')`,
        [established.id, friend.id, name],
      );
    }
    const newcomer = await t().member({ name: "Nell New" });
    const members = await Promise.all(
      ["Overdue Other", "Safety", "Fake by newcomer", "Fake by established"].map((name) =>
        t().member({ name }),
      ),
    );
    const file = async (as: TestMember, who: TestMember, reason: string, hoursAgo: number) => {
      t().clock.set(new Date(now - hoursAgo * 3_600_000));
      expect(
        (
          await report(as, {
            target: { kind: "member", memberId: who.id },
            reason,
            details: "See profile",
          })
        ).status,
      ).toBe(201);
    };
    await file(newcomer, members[0]!, "other", 30);
    await file(newcomer, members[1]!, "safety", 1);
    await file(newcomer, members[2]!, "fake", 5);
    await file(established, members[3]!, "fake", 2);
    t().clock.reset();
    const cases = (await queue(mod)).cases;
    expect(cases.map((c) => [c.member.name, c.overdue, c.standing])).toEqual([
      ["Overdue Other", true, 1],
      ["Safety", false, 1],
      ["Fake by established", false, 3],
      ["Fake by newcomer", false, 1],
    ]);
    const first = cases[0]!;
    expect(new Date(first.dueAt).getTime() - new Date(first.openedAt).getTime()).toBe(
      24 * 3_600_000,
    );
  });

  it("shows who introduced the member, with how many of their introductions were upheld", async () => {
    const mod = await moderator();
    const introducer = await t().member({ name: "Ida Introducer" });
    const target = await t().member({ name: "Tess Target" });
    const reporter = await t().member({ name: "Una One" });
    const earlier = await t().member({ name: "Earl Earlier" });
    const reported = await t().member({ name: "Rex Reported" });
    for (const candidate of [reported, earlier]) {
      await t().database.query(
        `insert into match_suggestions (target_id, candidate_id, suggester_id, suggested_by_name, source, reason)
         values ($1, $2, $3, $4, 'direct', 'You two')`,
        [target.id, candidate.id, introducer.id, introducer.name],
      );
    }
    await t().db.insert(moderationCases).values({
      memberId: earlier.id,
      severity: 1,
      status: "closed",
      outcome: "actioned",
      closedAt: new Date(),
    });
    await report(reporter, {
      target: { kind: "member", memberId: reported.id },
      reason: "safety",
      details: "Scary",
    });
    const caseId = (await queue(mod)).cases[0]!.id;
    const detail = await caseOf(mod, caseId);
    expect(detail.introductions).toEqual([
      {
        how: "direct",
        introducer: { id: introducer.id, name: "Ida Introducer" },
        introductions: 2,
        upheld: 1,
      },
    ]);
  });

  it("two reports at once meet in one case", async () => {
    const mod = await moderator();
    const reported = await t().member({ name: "Rex Reported" });
    const reporters = await Promise.all([1, 2, 3, 4].map(() => t().member()));
    const results = await Promise.all(
      reporters.map((as) =>
        report(as, {
          target: { kind: "member", memberId: reported.id },
          reason: "fake",
          details: "Fake",
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect((await queue(mod)).cases).toEqual([expect.objectContaining({ reports: 4 })]);
    expect(await t().db.select().from(moderationCases)).toHaveLength(1);
  });
});

describe("the demo", () => {
  it("makes a demo moderator, shown with the sign-in, with a few open cases and their evidence", async () => {
    const result = await seedDemoData(t().db, { now: new Date() });
    const demo = result.moderator!;
    expect(result.users.map((u) => u.id)).toContain(demo.id);
    const summary = formatSeedSummary(result, await countDemoMembers(t().db));
    expect(summary).toContain(
      `Demo moderator (opens /moderation, a few cases waiting): ${demo.name}`,
    );
    const mod = { ...demo, cookie: await t().sessionCookie(demo.id) };
    const { cases } = await queue(mod);
    expect(cases.map((c) => [c.reason, c.overdue])).toEqual([
      ["harassment", true],
      ["safety", false],
      ["fake", false],
    ]);
    const detail = await caseOf(mod, cases[0]!.id);
    expect(detail.reports).toHaveLength(1);
    expect(detail.evidence[0]!.messages.length).toBeGreaterThan(0);
    expect(detail.photos.length).toBeGreaterThan(0);
    // A demo member who isn't one of the two demo moderators (the second answers appeals) gets
    // the 404.
    const other = result.users.at(-1)!;
    const res = await t().request("/api/moderation/cases", {
      as: { ...other, cookie: await t().sessionCookie(other.id) },
    });
    expect(res.status).toBe(404);
  });
});

async function myReports(as: TestMember) {
  const res = await t().request("/api/account/reports", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as MyReports).reports;
}

/** A reporter, a reported member with a photo and a prompt, their conversation, and the case. */
async function reportedCase() {
  const mod = await moderator();
  const reporter = await t().member({ name: "Una One" });
  const reported = await t().member({
    name: "Rex Reported",
    prompts: [
      { prompt: "sunday", answer: "Shouting at strangers" },
      { prompt: "travel", answer: "Lisbon" },
    ],
  });
  const [photo] = await addPhoto(t(), reported);
  const { matchId, lastMessageId } = await conversation(reporter, reported, 3);
  const res = await report(reporter, {
    target: { kind: "message", messageId: lastMessageId },
    reason: "harassment",
    details: "Insults",
  });
  expect(res.status).toBe(201);
  const caseId = (await queue(mod)).cases[0]!.id;
  return { mod, reporter, reported, photoId: photo!.id, matchId, lastMessageId, caseId };
}

const why = { reason: "harassment", note: "Insults in the conversation." } as const;

describe("actions", () => {
  it("dismiss closes the case as no violation; a second decision is refused; the log holds it", async () => {
    const { mod, reporter, caseId } = await reportedCase();
    const res = await act(mod, caseId, {
      action: "dismiss",
      reason: "no_violation",
      note: "Banter.",
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as CaseDetail).toMatchObject({
      status: "closed",
      outcome: "dismissed",
    });
    expect((await queue(mod)).cases).toEqual([]);
    expect((await myReports(reporter))[0]!.status).toBe("no_violation");
    const again = await act(mod, caseId, {
      action: "dismiss",
      reason: "no_violation",
      note: "Again",
    });
    expect(again.status).toBe(409);
    const log = await t().db.select().from(moderationActions);
    expect(log).toEqual([
      expect.objectContaining({
        caseId,
        moderatorId: mod.id,
        action: "dismiss",
        reason: "no_violation",
        note: "Banter.",
      }),
    ]);
  });

  it("two moderators deciding at once: one wins, the other is told", async () => {
    const { caseId } = await reportedCase();
    const mods = [await moderator(), await moderator()];
    const results = await Promise.all(
      mods.map((as) => act(as, caseId, { action: "dismiss", ...why })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(await refused.json()).toMatchObject({
      error: {
        code: "case_decided",
        message: "This case was already decided by another moderator.",
      },
    });
    expect(await t().db.select().from(moderationActions)).toHaveLength(1);
  });

  it("remove photo: gone from every screen at once; the case keeps its copy; the reporter sees action taken", async () => {
    const { mod, reporter, reported, photoId, caseId } = await reportedCase();
    const res = await act(mod, caseId, { action: "remove_photo", photoId, ...why });
    expect(res.status).toBe(200);
    const own = (await (
      await t().request("/api/profile/photos", { as: reported })
    ).json()) as PhotosResponse;
    expect(own.photos).toEqual([]);
    expect((await t().request(`/api/photos/${photoId}/small`, { as: reporter })).status).toBe(404);
    const detail = (await res.json()) as CaseDetail;
    expect(detail).toMatchObject({ status: "closed", outcome: "actioned" });
    expect((await t().request(detail.photos[0]!.src, { as: mod })).status).toBe(200);
    expect((await myReports(reporter))[0]!.status).toBe("action_taken");
    // Twice: nothing left to remove, nothing logged.
    expect((await act(mod, caseId, { action: "remove_photo", photoId, ...why })).status).toBe(422);
    expect(await t().db.select().from(moderationActions)).toEqual([
      expect.objectContaining({ action: "remove_photo", target: photoId }),
    ]);
  });

  it("remove message: both threads lose it live; the evidence keeps it", async () => {
    const { mod, reporter, reported, matchId, lastMessageId, caseId } = await reportedCase();
    const live = await openLive(t(), reporter);
    try {
      const res = await act(mod, caseId, {
        action: "remove_message",
        messageId: String(lastMessageId),
        ...why,
      });
      expect(res.status).toBe(200);
      expect((await live.next((e) => e.type === "message.removed")).data).toEqual({ matchId });
    } finally {
      await live.close();
    }
    for (const as of [reporter, reported]) {
      const page = (await (
        await t().request(`/api/chat/conversations/${matchId}/messages`, { as })
      ).json()) as MessagesPage;
      expect(page.messages.map((m) => m.text)).toEqual(["Message 1", "Message 2"]);
    }
    const detail = await caseOf(mod, caseId);
    expect(detail.evidence[0]!.messages.map((m) => m.text)).toContain("Message 3");
  });

  it("remove prompt: the profile loses it", async () => {
    const { mod, reported, caseId } = await reportedCase();
    const res = await act(mod, caseId, { action: "remove_prompt", prompt: "sunday", ...why });
    expect(res.status).toBe(200);
    const [row] = await t()
      .db.select({ prompts: profiles.prompts })
      .from(profiles)
      .where(eq(profiles.id, reported.id));
    expect(row!.prompts).toEqual([{ prompt: "travel", answer: "Lisbon" }]);
    expect(
      (await act(mod, caseId, { action: "remove_prompt", prompt: "sunday", ...why })).status,
    ).toBe(422);
  });

  it("warn: the member sees it on their next visit until they acknowledge it", async () => {
    const { mod, reported, caseId } = await reportedCase();
    expect((await act(mod, caseId, { action: "warn", ...why })).status).toBe(200);
    const res = await t().request("/api/account/warnings", { as: reported });
    const { warnings } = (await res.json()) as Warnings;
    expect(warnings).toEqual([expect.objectContaining({ reason: "harassment" })]);
    expect(await notificationsOf(t(), reported)).toMatchObject([
      { kind: "warning", objectId: warnings[0]!.id, actorFirstName: null },
    ]);
    const path = `/api/account/warnings/${warnings[0]!.id}/acknowledgement`;
    const stranger = await t().member();
    expect((await t().request(path, { as: stranger, json: {} })).status).toBe(404);
    expect((await t().request(path, { as: reported, json: {} })).status).toBe(200);
    expect((await t().request(path, { as: reported, json: {} })).status).toBe(200);
    const after = (await (
      await t().request("/api/account/warnings", { as: reported })
    ).json()) as Warnings;
    expect(after.warnings).toEqual([]);
  });

  it("refuses an action without a reason or note, and anyone but a moderator", async () => {
    const { mod, reporter, caseId } = await reportedCase();
    const noNote = await act(mod, caseId, { action: "dismiss", reason: "no_violation", note: " " });
    expect(noNote.status).toBe(400);
    const noReason = await act(mod, caseId, { action: "warn", note: "x" });
    expect(noReason.status).toBe(400);
    expect((await act(reporter, caseId, { action: "dismiss", ...why })).status).toBe(404);
    expect((await queue(mod)).cases).toHaveLength(1);
    expect(await t().db.select().from(moderationActions)).toEqual([]);
  });
});

describe("the audit log", () => {
  it("refuses UPDATE and DELETE at the database", async () => {
    const { mod, caseId } = await reportedCase();
    await act(mod, caseId, { action: "dismiss", reason: "no_violation", note: "Banter." });
    await expect(
      t().database.query("update moderation_actions set note = 'rewritten'", []),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(t().database.query("delete from moderation_actions", [])).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    const [row] = await t().db.select().from(moderationActions);
    expect(row!.note).toBe("Banter.");
  });
});

describe("the reporter's reports", () => {
  it("go received, under review, then their outcome, never the sanction", async () => {
    const { mod, reporter, reported, caseId } = await reportedCase();
    // reportedCase's moderator opened the queue only: the case itself is unread.
    expect(await myReports(reporter)).toEqual([
      expect.objectContaining({ reason: "harassment", about: "Rex Reported", status: "received" }),
    ]);
    await caseOf(mod, caseId);
    expect((await myReports(reporter))[0]!.status).toBe("under_review");
    await act(mod, caseId, { action: "warn", ...why });
    const [mine] = await myReports(reporter);
    expect(mine!.status).toBe("action_taken");
    expect(JSON.stringify(mine)).not.toMatch(/warn/i);

    // The warned member appeals and a second moderator overturns it: no violation after all.
    const decisions = await t().request("/api/account/decisions", { as: reported });
    const [decision] = ((await decisions.json()) as { decisions: { id: string }[] }).decisions;
    const appealed = await t().request(`/api/account/decisions/${decision!.id}/appeal`, {
      as: reported,
      json: { text: "I only asked once." },
    });
    expect(appealed.status).toBe(200);
    const second = await moderator("Sam Second");
    const queued = await t().request("/api/moderation/cases", { as: second });
    const [item] = ((await queued.json()) as Queue).appeals;
    const overturned = await t().request(`/api/moderation/appeals/${item!.id}/decision`, {
      as: second,
      json: { outcome: "overturned", note: "On a second look, fine." },
    });
    expect(overturned.status, await overturned.text()).toBe(200);
    expect((await myReports(reporter))[0]!.status).toBe("no_violation");
  });
});
