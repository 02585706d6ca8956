import { BLOCKED_MEMBER_NAME } from "#shared/texts";
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS, FORMER_MEMBER_MESSAGES_DAYS, REAUTH_WINDOW_MINUTES } from "#shared/constants";
import type { DataExport } from "#shared/schemas/data-export";
import type { ConversationsResponse, MessagesPage } from "#shared/schemas/chat";
import type { SuggestionsResponse } from "#shared/schemas/matching";
import { FORMER_MEMBER_NAME } from "#shared/texts";
import { queryRows } from "../../db/client";
import {
  account,
  blocks,
  certifications,
  clubs,
  eventAttendees,
  events,
  eventWaitlist,
  heartTransactions,
  matchSuggestions,
  matches,
  messages,
  mutes,
  pairMeetings,
  profileUnlocks,
  profiles,
  reports,
  session,
  user,
} from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { match, message, suggest } from "#tests/support/matching-factories";
import { settled } from "#tests/support/jobs";
import { pairingKit } from "#tests/support/pairing-kit";
import {
  cookieFrom,
  errorOf,
  type TestApp,
  type TestMember,
  useTestApp,
} from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { MEMBER_REFERENCES, referencesOfFate } from "./member-references";

const t = useTestApp();
const kit = pairingKit(t);
const PASSWORD = "correct horse battery";

const deleteAccount = (as: TestMember, json: object = { password: PASSWORD }) =>
  t().request("/api/account/delete", { as, json });

async function exportOf(as: TestMember): Promise<DataExport> {
  const res = await t().request("/api/account/data", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as DataExport;
}

/** Every member's balance equals the sum of their ledger. */
async function ledgersThatDrift(app: TestApp) {
  return queryRows<{ id: string }>(
    app.db,
    sql`select p.id from profiles p
         where p.hearts_balance <> (select coalesce(sum(h.amount), 0) from heart_transactions h
                                     where h.profile_id = p.id)`,
  );
}

/**
 * A member with a bit of everything, and the people around them: Pat (a match who wrote to them),
 * Quinn (who receives Ada's suggestion and pairing), and Sol (who suggested someone to Ada).
 */
async function busyWorld() {
  const ada = await t().signUp({ name: "Ada Lovelace", password: PASSWORD });
  const said = await t().request("/api/profile", {
    as: ada,
    method: "PATCH",
    json: {
      prompts: [{ prompt: "sunday", answer: "Engines, then tea." }],
      interests: ["science", "books"],
    },
  });
  expect(said.status).toBe(200);
  const pat = await t().member({ name: "Pat Doe", email: "pat.private@example.com" });
  const quinn = await t().member({ name: "Quinn Roe" });
  const sol = await t().member({ name: "Sol Fay" });
  const cy = await t().member({ name: "Cy Moss" });

  const adas = await kit.circle(ada, [
    { name: "Bea Friend" },
    { name: "Cal Linked", linkedTo: cy },
  ]);
  const quinns = await kit.circle(quinn, [{ name: "Dee Pal" }, { name: "Ada Too", linkedTo: ada }]);

  const m = await match(t(), ada, pat, new Date(Date.now() - 3_600_000));
  await message(t(), m.id, pat, "pat's secret reply", new Date(Date.now() - 60_000));
  await message(t(), m.id, ada, "ada's own hello", new Date(Date.now() - 30_000));

  await suggest(t(), { target: quinn, candidate: cy, suggester: ada, reason: "Ada thinks so" });
  await suggest(t(), { target: ada, candidate: sol, suggester: pat, reason: "Pat thinks so" });
  await suggest(t(), { target: pat, candidate: ada, suggester: sol, reason: "Sol thinks so" });

  await kit.giveHearts(ada, 10);
  await kit.giveHearts(quinn, 10);
  const pairing = await kit.suggest(ada, adas["Bea Friend"]!, quinns["Dee Pal"]!);
  expect(pairing.status).toBe(201);

  const [club] = await t()
    .db.insert(clubs)
    .values({
      id: `club${randomUUID().slice(0, 8)}`,
      name: `Chess ${randomUUID()}`,
      description: "d",
    })
    .returning();
  await t()
    .db.insert(certifications)
    .values({ profileId: ada.id, clubId: club!.id, passed: true, score: 100 });
  const [event] = await t()
    .db.insert(events)
    .values({
      title: "Friday Wine Night",
      description: "Wine",
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      endsAt: new Date(new Date(new Date(Date.now() + 7 * 86_400_000)).getTime() + 3 * 3_600_000),
      venue: "The Cellar",
      capacity: 10,
      checkInCode: "ABC123",
    })
    .returning();
  await t().db.insert(eventAttendees).values({ eventId: event!.id, profileId: ada.id });
  await t().db.insert(eventAttendees).values({ eventId: event!.id, profileId: pat.id });
  await t()
    .db.insert(reports)
    .values({ reporterId: ada.id, targetEventId: event!.id, reason: "other", details: "Too loud" });
  await t().db.insert(reports).values({
    reporterId: pat.id,
    targetProfileId: ada.id,
    reason: "other",
    details: "pat's report",
  });
  await t().db.insert(blocks).values({ blockerId: ada.id, blockedId: sol.id });
  await t().db.insert(mutes).values({ profileId: ada.id, matchId: m.id });
  await t().db.insert(profileUnlocks).values({ viewerId: ada.id, unlockedId: quinn.id });
  return { ada, pat, quinn, sol, cy, matchId: m.id, eventId: event!.id };
}

describe("download my data", () => {
  it("is refused without a session", async () => {
    expect((await t().request("/api/account/data")).status).toBe(401);
  });

  it("is a JSON attachment of the member's own data, with none of another member's email or messages", async () => {
    const { ada, pat } = await busyWorld();
    const res = await t().request("/api/account/data", { as: ada });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vouch-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const raw = await res.text();
    const data = JSON.parse(raw) as DataExport;

    expect(data.account.email).toBe(ada.email);
    expect(data.profile).toMatchObject({
      name: "Ada Lovelace",
      occupation: "Cartographer",
      heartsBalance: 10,
    });
    expect(data.circle.map((f) => [f.name, f.isMember])).toEqual([
      ["Bea Friend", false],
      ["Cal Linked", true],
    ]);
    expect(data.matches).toEqual([
      expect.objectContaining({
        partnerName: "Pat Doe",
        myMessages: [expect.objectContaining({ text: "ada's own hello" })],
      }),
    ]);
    // An introduction asks both: Ada suggested each to the other.
    expect(data.suggestionsMade).toEqual([
      expect.objectContaining({
        targetName: "Quinn Roe",
        candidateName: "Cy Moss",
        reason: "Ada thinks so",
      }),
      expect.objectContaining({
        targetName: "Cy Moss",
        candidateName: "Quinn Roe",
        reason: "Ada thinks so",
      }),
    ]);
    expect(data.suggestionsReceived).toEqual([
      // Ada blocked Sol: as in the app, Sol goes unnamed outside Ada's own block list.
      expect.objectContaining({ candidateName: BLOCKED_MEMBER_NAME, suggestedBy: "Pat Doe" }),
      // Sol's introduction of Ada to Pat asks Ada too: it is hers, its suggester unnamed.
      expect.objectContaining({ candidateName: "Pat Doe", suggestedBy: BLOCKED_MEMBER_NAME }),
    ]);
    expect(data.pairings).toEqual([
      expect.objectContaining({
        role: "made",
        otherMemberName: "Quinn Roe",
        myFriendName: "Bea Friend",
        theirFriendName: "Dee Pal",
        status: "pending",
      }),
    ]);
    expect(data.hearts.map((h) => h.amount)).toEqual([10]);
    expect(data.rsvps).toEqual([expect.objectContaining({ eventTitle: "Friday Wine Night" })]);
    expect(data.certifications).toEqual([expect.objectContaining({ passed: true, score: 100 })]);
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({ details: "Too loud", about: "event" }),
    ]);
    expect(data.blocks).toEqual([expect.objectContaining({ memberName: "Sol Fay" })]);
    expect(data.mutes).toEqual([expect.objectContaining({ partnerName: "Pat Doe" })]);
    expect(data.profileUnlocks).toEqual([expect.objectContaining({ memberName: "Quinn Roe" })]);

    expect(raw).not.toContain(pat.email);
    expect(raw).not.toContain("pat's secret reply");
    expect(raw).not.toContain("pat's report");
  });

  it("holds only the asking member's data", async () => {
    const { pat } = await busyWorld();
    const data = await exportOf(pat);
    expect(data.account.email).toBe(pat.email);
    expect(data.circle).toEqual([]);
    expect(data.matches[0]!.myMessages.map((x) => x.text)).toEqual(["pat's secret reply"]);
    expect(JSON.stringify(data)).not.toContain("ada's own hello");
  });
});

describe("delete my account", () => {
  it("refuses a wrong or missing password with a field error, and changes nothing", async () => {
    const { ada } = await busyWorld();
    const before = await exportOf(ada);

    const wrong = await deleteAccount(ada, { password: "not my password" });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).error.fields?.password).toBe("That password isn't right");
    const missing = await deleteAccount(ada, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).error.fields?.password).toBe("Enter your password");

    expect((await t().request("/api/me", { as: ada })).status).toBe(200);
    const after = await exportOf(ada);
    expect({ ...after, exportedAt: "" }).toEqual({ ...before, exportedAt: "" });
  });

  it("is refused without a session", async () => {
    const res = await t().request("/api/account/delete", { json: { password: PASSWORD } });
    expect(res.status).toBe(401);
  });

  it("removes everything personal, signs out everywhere, and frees the email", async () => {
    const { ada, pat, quinn, sol } = await busyWorld();
    const otherSession = await t().request("/api/account/sign-in", {
      json: { email: ada.email, password: PASSWORD },
    });
    const secondDevice = { ...ada, cookie: cookieFrom(otherSession) };

    const res = await deleteAccount(ada);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/session_token=;/);

    await new Promise((r) => setTimeout(r, isPostgres ? 100 : 10)); // revocation NOTIFY
    expect((await t().request("/api/me", { as: ada })).status).toBe(401);
    expect((await t().request("/api/me", { as: secondDevice })).status).toBe(401);
    const signIn = await t().request("/api/account/sign-in", {
      json: { email: ada.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(401);

    // Nothing left that names Ada's rows, in every table whose rows go.
    for (const { table, column } of referencesOfFate("deleted")) {
      const [row] = await queryRows<{ n: number }>(
        t().db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${ada.id}`,
      );
      expect({ table, column, n: row!.n }).toEqual({ table, column, n: 0 });
    }
    // The conversation stays with Pat, both sides of it, until the purge (below).
    expect((await t().db.select().from(messages)).map((m) => m.text).sort()).toEqual([
      "ada's own hello",
      "pat's secret reply",
    ]);
    const [tomb] = await t().db.select().from(profiles).where(eq(profiles.id, ada.id));
    // Nothing of what Ada said about herself, or whom she wanted to meet, is left.
    expect(tomb).toMatchObject({
      name: FORMER_MEMBER_NAME,
      occupation: "",
      bio: "",
      prompts: [],
      interests: [],
      gender: null,
      genderWords: null,
      interestedIn: null,
      ageMin: null,
      ageMax: null,
      lookingFor: null,
      paused: false,
      heartsBalance: 0,
    });
    expect(tomb!.deletedAt).not.toBeNull();
    const [authUser] = await t().db.select().from(user).where(eq(user.id, ada.id));
    expect(authUser!.email).not.toBe(ada.email);
    expect(JSON.stringify(authUser)).not.toContain("Ada");
    expect(JSON.stringify(tomb)).not.toContain("Ada");
    // Quinn's circle keeps the friend they added, no longer linked to an account.
    const quinnsCircle = await t().request("/api/circle", { as: quinn });
    expect(JSON.stringify(await quinnsCircle.json())).toContain("Ada Too");

    // Reports about Ada stay with whoever filed them.
    expect(await t().db.select().from(reports).where(eq(reports.reporterId, pat.id))).toHaveLength(
      1,
    );

    // The email is free for a new member.
    const again = await t().signUp({ email: ada.email, name: "Ada Again" });
    expect(again.id).not.toBe(ada.id);
    expect((await exportOf(again)).matches).toEqual([]);

    expect(await ledgersThatDrift(t())).toEqual([]);
    void sol;
  });

  it("shows 'a former member' to the others where the member was named, and ends their match", async () => {
    const { ada, pat, quinn } = await busyWorld();
    expect((await deleteAccount(ada)).status).toBe(200);

    // Pat keeps the conversation, read-only, with "a former member" and nothing else of Ada's.
    const { conversations } = (await (
      await t().request("/api/chat/conversations", { as: pat })
    ).json()) as ConversationsResponse;
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      partnerLeft: true,
      partner: { id: ada.id, name: FORMER_MEMBER_NAME, certifications: [] },
      lastMessage: { text: "ada's own hello", fromMe: false },
    });
    expect(JSON.stringify(conversations)).not.toContain("Ada Lovelace");

    // Quinn's pending suggestion from Ada still stands, "suggested by a former member".
    const forQuinn = (await (
      await t().request("/api/matching/suggestions", { as: quinn })
    ).json()) as SuggestionsResponse;
    expect(forQuinn.groups.flatMap((g) => g.suggestions.map((s) => s.suggestedBy))).toEqual([
      FORMER_MEMBER_NAME,
    ]);
    // Pat no longer has a suggestion of Ada to answer.
    const forPat = (await (
      await t().request("/api/matching/suggestions", { as: pat })
    ).json()) as SuggestionsResponse;
    expect(forPat.groups).toEqual([]);

    // Quinn's pairing from Ada is declined (nobody can answer it) and names a former member.
    const lists = await kit.lists(quinn);
    const pairing = lists.history.items[0];
    expect(pairing).toMatchObject({ suggesterName: FORMER_MEMBER_NAME, status: "declined" });
    expect(pairing!.suggesterFriend.name).toBe("Bea Friend");
    expect(JSON.stringify(lists)).not.toContain("Ada Lovelace");

    // Explore never offers the former member.
    const explore = await t().request(`/api/pairing/explore?member=${ada.id}`, { as: quinn });
    expect(explore.status).toBe(404);
    for (let i = 0; i < 5; i++) expect((await kit.explore(quinn)).member?.id).not.toBe(ada.id);
  });

  it("leaves the partner the conversation read-only; the former member's messages go after 30 days, theirs stay", async () => {
    const { ada, pat, matchId } = await busyWorld();
    const [adasHello] = await t()
      .db.select()
      .from(messages)
      .where(eq(messages.text, "ada's own hello"));
    const deletedAt = new Date();
    t().clock.set(deletedAt);
    expect((await deleteAccount(ada)).status).toBe(200);

    const thread = async () => {
      const res = await t().request(`/api/chat/conversations/${matchId}/messages`, { as: pat });
      expect(res.status).toBe(200);
      return ((await res.json()) as MessagesPage).messages.map((m) => [m.senderId, m.text]);
    };
    expect(await thread()).toEqual([
      [pat.id, "pat's secret reply"],
      [ada.id, "ada's own hello"],
    ]);
    // Read-only: nothing more is sent to someone who left.
    const send = await t().request(`/api/chat/conversations/${matchId}/messages`, {
      as: pat,
      json: { text: "Are you still there?" },
    });
    expect(send.status).toBe(404);
    // Pat can still report what Ada wrote, and the report keeps it.
    const report = await t().request("/api/safety/reports", {
      as: pat,
      json: {
        target: { kind: "message", messageId: adasHello!.id },
        reason: "harassment",
        details: "This is what she sent.",
      },
    });
    expect(report.status).toBe(201);
    await message(t(), matchId, ada, "another of ada's", new Date(deletedAt.getTime() - 1000));

    // The scheduled purge, a day short of 30 and on the 30th day, run through the job queue.
    await t().deps.jobs.start();
    const purge = async (at: Date) => {
      t().clock.set(at);
      const id = await t().deps.jobs.send("purge-departed-messages");
      expect(await settled(t().deps.jobs, "purge-departed-messages", id)).toBe("completed");
    };
    await purge(new Date(deletedAt.getTime() + 29 * DAY_MS));
    expect(await thread()).toHaveLength(3);

    await purge(new Date(deletedAt.getTime() + FORMER_MEMBER_MESSAGES_DAYS * DAY_MS));
    expect(await thread()).toEqual([[pat.id, "pat's secret reply"]]);
    const { conversations } = (await (
      await t().request("/api/chat/conversations", { as: pat })
    ).json()) as ConversationsResponse;
    expect(conversations[0]).toMatchObject({
      partnerLeft: true,
      lastMessage: { text: "pat's secret reply", fromMe: true },
    });
    // Only the reported message is left of Ada's, for moderation, still pointed at.
    const left = await t().db.select().from(messages).where(eq(messages.senderId, ada.id));
    expect(left.map((m) => m.text)).toEqual(["ada's own hello"]);
    const [kept] = await t().db.select().from(reports).where(eq(reports.reporterId, pat.id));
    expect(kept).toBeDefined();
    const pointed = await t()
      .db.select()
      .from(reports)
      .where(eq(reports.targetMessageId, adasHello!.id));
    expect(pointed).toHaveLength(1);
  });

  it("keeps others' ledgers and matchmaker records whole", async () => {
    const { ada, pat, sol } = await busyWorld();
    // Sol introduced Ada to Pat; they matched and met at an event, which earned Sol 3 hearts.
    await t()
      .db.update(matchSuggestions)
      .set({ status: "accepted", decidedAt: new Date() })
      .where(eq(matchSuggestions.suggesterId, sol.id));
    const [a, b] = [ada.id, pat.id].sort() as [string, string];
    await t().db.insert(pairMeetings).values({ userAId: a, userBId: b });
    await kit.giveHearts(sol, 3);
    const record = async () =>
      (await t().request("/api/events/matchmaker-record", { as: sol })).json();
    const recordBefore = await record();
    expect(recordBefore).toMatchObject({ introductions: 1, metInPerson: 1 });
    const [solBefore, patBefore] = [await kit.ledger(sol), await kit.ledger(pat)];

    expect((await deleteAccount(ada)).status).toBe(200);

    expect(await kit.ledger(sol)).toEqual(solBefore);
    expect(await kit.ledger(pat)).toEqual(patBefore);
    expect(await record()).toMatchObject({ introductions: 1, metInPerson: 1 });
    expect(await ledgersThatDrift(t())).toEqual([]);
    expect(
      await t().db.select().from(heartTransactions).where(eq(heartTransactions.profileId, ada.id)),
    ).toEqual([]);
  });

  it("lets nobody bring back or accept a suggestion of the former member", async () => {
    const { ada, pat } = await busyWorld();
    const declined = await t().request(`/api/matching/candidates/${ada.id}/decline`, {
      as: pat,
      method: "POST",
    });
    expect(declined.status).toBe(200);
    expect((await deleteAccount(ada)).status).toBe(200);

    const undo = await t().request(`/api/matching/candidates/${ada.id}/undo-decline`, {
      as: pat,
      method: "POST",
    });
    expect(undo.status).toBe(422);
    const accept = await t().request(`/api/matching/candidates/${ada.id}/accept`, {
      as: pat,
      method: "POST",
    });
    expect(accept.status).toBe(404);
    // Only the conversation Pat keeps, read-only: no match to write in.
    expect((await t().db.select().from(matches)).map((m) => m.status)).toEqual(["left"]);
  });

  it("gives the member's seats at coming events to the waitlist", async () => {
    const ada = await t().signUp({ name: "Ada Lovelace", password: PASSWORD });
    const wren = await t().member({ name: "Wren Hale" });
    const [event] = await t()
      .db.insert(events)
      .values({
        title: "Full Friday",
        description: "One seat",
        startsAt: new Date(Date.now() + 3 * 86_400_000),
        endsAt: new Date(new Date(new Date(Date.now() + 3 * 86_400_000)).getTime() + 3 * 3_600_000),
        venue: "The Nook",
        capacity: 1,
        checkInCode: "FULL01",
      })
      .returning();
    await t().db.insert(eventAttendees).values({ eventId: event!.id, profileId: ada.id });
    await t().db.insert(eventWaitlist).values({ eventId: event!.id, profileId: wren.id });
    const wrenLive = await openLive(t(), wren);
    try {
      expect((await deleteAccount(ada)).status).toBe(200);
      await wrenLive.next((e) => e.type === "event.promoted");
    } finally {
      await wrenLive.close();
    }
    const seated = await t()
      .db.select({ profileId: eventAttendees.profileId })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, event!.id));
    expect(seated).toEqual([{ profileId: wren.id }]);
  });

  it("clears the sign-in counters kept for the member's email", async () => {
    const ada = await t().signUp({ name: "Ada Lovelace", password: PASSWORD });
    await t().request("/api/account/sign-in", {
      json: { email: ada.email, password: "wrong one" },
    });
    const counters = () =>
      queryRows<{ key: string }>(
        t().db,
        sql`select key from rate_limit where strpos(key, ${ada.email}) > 0`,
      );
    expect(await counters()).not.toEqual([]);
    expect((await deleteAccount(ada)).status).toBe(200);
    expect(await counters()).toEqual([]);
  });

  it("is all or nothing: a failure half-way leaves every row as it was", async () => {
    const { ada } = await busyWorld();
    const before = await exportOf(ada);
    // A step late in the deletion fails: everything before it must roll back.
    await t().db.execute(sql`
      create or replace function refuse_delete() returns trigger as $$
        begin raise exception 'simulated failure'; end $$ language plpgsql`);
    await t().db.execute(
      sql`create trigger refuse_delete before delete on certifications for each row execute function refuse_delete()`,
    );
    try {
      const res = await deleteAccount(ada);
      expect(res.status).toBe(500);
    } finally {
      await t().db.execute(sql`drop trigger refuse_delete on certifications`);
      await t().db.execute(sql`drop function refuse_delete`);
    }
    expect((await t().request("/api/me", { as: ada })).status).toBe(200);
    expect({ ...(await exportOf(ada)), exportedAt: "" }).toEqual({ ...before, exportedAt: "" });
    expect(await t().db.select().from(matches)).toHaveLength(1);
  });

  it("closes the member's open live streams and tells the others", async () => {
    const { ada, pat } = await busyWorld();
    const adaLive = await openLive(t(), ada);
    const patLive = await openLive(t(), pat);
    try {
      expect((await deleteAccount(ada)).status).toBe(200);
      // Her sessions' deletion and the deletion's own event race (on PostgreSQL they arrive in
      // either order): either one signs every tab out, and the stream ends.
      await adaLive.next((e) => e.type === "account.deleted" || e.type === "session.ended");
      await expect(adaLive.next(() => true, 2000)).rejects.toThrow("live stream ended");
      await patLive.next((e) => e.type === "member.left");
    } finally {
      await adaLive.close();
      await patLive.close();
    }
  });
});

describe("an account without a password (Google)", () => {
  async function googleOnly(signedInAgo: number) {
    const member = await t().member({ name: "Gia Google" });
    await t()
      .db.insert(account)
      .values({
        id: randomUUID(),
        accountId: `google-${member.id}`,
        providerId: "google",
        userId: member.id,
      });
    await t()
      .db.update(session)
      .set({ createdAt: new Date(Date.now() - signedInAgo) })
      .where(eq(session.userId, member.id));
    return member;
  }

  it("deletes on a sign-in within the re-authentication window", async () => {
    const member = await googleOnly(60_000);
    expect((await deleteAccount(member, {})).status).toBe(200);
    expect(await t().db.select().from(account).where(eq(account.userId, member.id))).toEqual([]);
  });

  it("asks to sign in again when the session is older", async () => {
    const member = await googleOnly((REAUTH_WINDOW_MINUTES + 1) * 60_000);
    const res = await deleteAccount(member, {});
    expect(res.status).toBe(403);
    const { error } = await errorOf(res);
    expect(error.code).toBe("reauth_required");
    expect(error.message).toMatch(/sign in again/);
    const [row] = await t().db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row!.deletedAt).toBeNull();
  });
});

describe("the database catalog", () => {
  it("has no column referencing a member that account deletion hasn't decided about", async () => {
    const found = await queryRows<{ ref: string }>(
      t().db,
      sql`select distinct kcu.table_name || '.' || kcu.column_name as ref
            from information_schema.table_constraints tc
            join information_schema.key_column_usage kcu
              on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
            join information_schema.constraint_column_usage ccu
              on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
           where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
             and ccu.table_name in ('user', 'profiles') and ccu.column_name = 'id'
           order by 1`,
    );
    const undecided = found.map((r) => r.ref).filter((ref) => !(ref in MEMBER_REFERENCES));
    expect(
      undecided,
      "decide in member-references.ts what deleting an account does to these",
    ).toEqual([]);
    // And nothing listed that no longer exists.
    expect(Object.keys(MEMBER_REFERENCES).sort()).toEqual(found.map((r) => r.ref).sort());
  });
});
