import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  blocks,
  certifications,
  clubs,
  eventAttendees,
  events,
  friendEntries,
  matches,
  matchSuggestions,
  messages,
  mutes,
} from "../../db/schema";
import { cookieFrom, useTestApp } from "#tests/support/test-app";
import { addPhoto } from "#tests/support/photos";
import type { ConversationsResponse } from "#shared/schemas/chat";
import type { SuggestionsResponse } from "#shared/schemas/matching";
import type { HomeData } from "#shared/schemas/home";

const t = useTestApp();

const HOUR = 3_600_000;
const pair = (a: string, b: string) =>
  a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a };

async function home(as: Awaited<ReturnType<ReturnType<typeof t>["member"]>>) {
  const res = await t().request("/api/home", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as HomeData;
}

async function certify(profileId: string, ...clubIds: string[]) {
  await t()
    .db.insert(clubs)
    .values(
      clubIds.map((id) => ({
        id,
        name: `${id[0]!.toUpperCase()}${id.slice(1)} Club`,
        description: "A club.",
      })),
    )
    .onConflictDoNothing();
  await t()
    .db.insert(certifications)
    .values(
      clubIds.map((clubId, i) => ({
        profileId,
        clubId,
        passed: true,
        score: 100,
        certifiedAt: new Date(Date.now() - (10 - i) * HOUR),
      })),
    );
}

describe("GET /api/home", () => {
  it("gives a new member their name, neighbourhood and empty queue", async () => {
    const me = await t().signUp({ name: "Noor Haddad", neighborhood: "Astoria" });
    expect(await home(me)).toEqual({
      member: { name: "Noor Haddad", neighborhood: "Astoria", heartsBalance: 0, paused: false },
      returning: false,
      certifications: [],
      circleSize: 0,
      circle: [],
      vouchingFriends: 0,
      circleInvitations: { count: 0, from: [] },
      matchForYou: { pendingSuggestions: 0, unreadMessages: 0, matches: 0 },
      nextEvent: null,
      matchmaker: { introductions: 0, matches: 0, metInPerson: 0, couples: 0 },
      dateShares: { mine: [], fromFriends: [] },
    });
  });

  it("greets a member who just signed up as new, and as returning once they sign in again", async () => {
    const me = await t().signUp({ name: "Noor Haddad" });
    expect((await home(me)).returning).toBe(false);

    const signIn = await t().request("/api/account/sign-in", {
      json: { email: me.email, password: "correct horse battery" },
    });
    expect(signIn.status).toBe(200);
    expect((await home({ ...me, cookie: cookieFrom(signIn) })).returning).toBe(true);

    // Still on the session signing up gave them: new for a day, returning after.
    expect((await home(me)).returning).toBe(false);
    t().clock.set(new Date(Date.now() + 25 * HOUR));
    expect((await home(me)).returning).toBe(true);
  });

  it("names the members waiting for 'Are you their friend?', never one across a block", async () => {
    const me = await t().member();
    const owners = await Promise.all(
      ["Ana", "Ben", "Cam", "Dee", "Eve"].map((name) => t().member({ name })),
    );
    await t()
      .db.insert(friendEntries)
      .values(
        owners.map((owner, i) => ({
          ownerId: owner.id,
          name: "My friend",
          gender: "she/her",
          sexuality: "queer",
          invitedProfileId: me.id,
          createdAt: new Date(Date.UTC(2026, 0, i + 1)),
        })),
      );
    await t().db.insert(blocks).values({ blockerId: me.id, blockedId: owners[1]!.id });
    expect((await home(me)).circleInvitations).toEqual({
      count: 4,
      from: ["Ana", "Cam", "Dee"],
    });
  });

  it("needs a session", async () => {
    expect((await t().request("/api/home")).status).toBe(401);
  });

  it("counts the circle, certifications, pending candidates, unread messages and matches", async () => {
    const me = await t().member({ name: "Robin Vale", heartsBalance: 7 });
    const [ana, ben, cam, dee, eve] = await Promise.all(
      ["Ana", "Ben", "Cam", "Dee", "Eve"].map((name) =>
        t().member({ name, email: `${name.toLowerCase()}-${Math.random()}@example.com` }),
      ),
    );
    const db = t().db;

    // Sol doesn't want to be suggested: in the circle, but not vouching.
    await db.insert(friendEntries).values(
      ["Maya", "Jordan", "Sol"].map((name) => ({
        ownerId: me.id,
        name,
        gender: "she/her",
        sexuality: "queer",
        consent: name !== "Sol",
      })),
    );
    await certify(me.id, "chess", "wine");
    await db.insert(clubs).values({ id: "french", name: "French Club", description: "Bonjour." });
    await db
      .insert(certifications)
      .values({ profileId: me.id, clubId: "french", passed: false, score: 20 });

    // Ana suggested twice and Ben once; I'm matched with Ana already, so Ben is the one
    // candidate. Eve is blocked; Cam's was declined.
    const suggestion = (candidateId: string, status: "pending" | "declined" = "pending") => ({
      targetId: me.id,
      candidateId,
      suggestedByName: "A friend",
      source: "direct" as const,
      reason: "You two would get along.",
      status,
    });
    await db.insert(matchSuggestions).values([
      suggestion(ana!.id),
      suggestion(ana!.id),
      suggestion(ben!.id),
      { ...suggestion(me.id), targetId: ben!.id }, // Ben is asked too
      suggestion(cam!.id, "declined"),
      suggestion(eve!.id),
    ]);
    await db.insert(blocks).values({ blockerId: eve!.id, blockedId: me.id });

    // With Ana: two of hers after I last read, one before, one of mine. Dee's match is muted.
    const iAmA = me.id < ana!.id;
    const readAt = new Date(Date.now() - 2 * HOUR);
    const [withAna] = await db
      .insert(matches)
      .values({
        ...pair(me.id, ana!.id),
        ...(iAmA ? { userAReadAt: readAt } : { userBReadAt: readAt }),
      })
      .returning();
    const [withDee] = await db.insert(matches).values(pair(me.id, dee!.id)).returning();
    const [withEve] = await db.insert(matches).values(pair(me.id, eve!.id)).returning();
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    await db.insert(messages).values([
      { matchId: withAna!.id, senderId: ana!.id, text: "Old news", sentAt: at(3) },
      { matchId: withAna!.id, senderId: me.id, text: "Hi!", sentAt: at(1.5) },
      { matchId: withAna!.id, senderId: ana!.id, text: "Hello", sentAt: at(1) },
      { matchId: withAna!.id, senderId: ana!.id, text: "Friday?", sentAt: at(0.5) },
      { matchId: withDee!.id, senderId: dee!.id, text: "Muted me", sentAt: at(0.5) },
      { matchId: withEve!.id, senderId: eve!.id, text: "Blocked me", sentAt: at(0.5) },
    ]);
    await db.insert(mutes).values({ profileId: me.id, matchId: withDee!.id });

    expect(await home(me)).toMatchObject({
      member: { name: "Robin Vale", heartsBalance: 7 },
      certifications: ["Chess Club", "Wine Club"],
      circleSize: 3,
      vouchingFriends: 2,
      matchForYou: { pendingSuggestions: 1, unreadMessages: 2, matches: 2 },
    });
    // The member's own friends, whether they vouch or not, for the circle card's faces.
    expect((await home(me)).circle.map((f) => f.name).sort()).toEqual(["Jordan", "Maya", "Sol"]);
  });

  it("shows a friend on Vouch with their own photo on the circle card, and a block hides it", async () => {
    const me = await t().member({ name: "Robin Vale" });
    const tomas = await t().member({ name: "Tomás Ruiz" });
    const [photo] = await addPhoto(t(), tomas);
    for (const friend of [
      { name: "Tomás", gender: "he/him", linkedProfileId: tomas.id },
      { name: "Sol", gender: "she/her" },
    ])
      await t()
        .db.insert(friendEntries)
        .values({ ownerId: me.id, sexuality: "queer", ...friend });
    expect((await home(me)).circle).toEqual([
      { name: "Tomás", mainPhoto: photo },
      { name: "Sol", mainPhoto: null },
    ]);
    await t().db.insert(blocks).values({ blockerId: tomas.id, blockedId: me.id });
    expect((await home(me)).circle[0]).toEqual({ name: "Tomás", mainPhoto: null });
  });

  it("counts unread messages as Text History does, whether sent through the app or written directly", async () => {
    const me = await t().member({ name: "Robin Vale" });
    const ana = await t().member({ name: "Ana", email: `ana-${Math.random()}@example.com` });
    const [match] = await t().db.insert(matches).values(pair(me.id, ana.id)).returning();
    const send = async (as: typeof me, text: string) => {
      const res = await t().request(`/api/chat/conversations/${match!.id}/messages`, {
        as,
        json: { text },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    const unreadInTextHistory = async () => {
      const res = await t().request("/api/chat/conversations", { as: me });
      const { conversations } = (await res.json()) as ConversationsResponse;
      return conversations.reduce((sum, c) => sum + c.unread, 0);
    };

    await send(ana, "Hi!");
    await send(me, "Hello");
    await send(ana, "Friday?");
    await send(ana, "At the wine bar");
    // The seed writes messages without keeping the match's count.
    await t()
      .db.insert(messages)
      .values({ matchId: match!.id, senderId: ana.id, text: "Say yes", sentAt: new Date() });

    expect((await home(me)).matchForYou.unreadMessages).toBe(3);
    expect(await unreadInTextHistory()).toBe(3);
    expect((await home(ana)).matchForYou.unreadMessages).toBe(0);

    const read = await t().request(`/api/chat/conversations/${match!.id}/read`, {
      method: "POST",
      as: me,
    });
    expect(read.status).toBe(200);
    expect((await home(me)).matchForYou.unreadMessages).toBe(0);
    expect(await unreadInTextHistory()).toBe(0);
  });

  it("counts exactly the candidates Match for You lists", async () => {
    const me = await t().member();
    const [ana, ben, cam, dee, eve, fay, gus, hal] = await Promise.all(
      ["Ana", "Ben", "Cam", "Dee", "Eve", "Fay", "Gus", "Hal"].map((name) => t().member({ name })),
    );
    const suggester = await t().member();
    const suggestion = (
      candidate: { id: string },
      status: "pending" | "declined" | "accepted" = "pending",
      target: { id: string } = me,
    ) => ({
      targetId: target.id,
      candidateId: candidate.id,
      suggesterId: suggester.id,
      suggestedByName: "A friend",
      source: "direct" as const,
      reason: "You two would get along.",
      status,
    });
    const db = t().db;
    await db.insert(matchSuggestions).values([
      suggestion(ana!), // shown
      suggestion(ana!), // shown, the same candidate
      suggestion(ben!), // matched with me already: not shown
      suggestion(cam!), // I blocked Cam
      suggestion(dee!), // Dee blocked me
      suggestion(eve!, "declined"),
      suggestion(fay!, "accepted"),
      suggestion(fay!, "pending", ana!), // someone else's
      suggestion(me, "pending", ana!), // Ana is asked too (a match needs two yeses)
      { ...suggestion(gus!), yesAt: new Date() }, // I said yes to Gus: shown, waiting for him
      suggestion(me, "pending", gus!),
      suggestion(hal!), // Hal declined me: his card of me is gone, and so is mine of him
      suggestion(me, "declined", hal!),
    ]);
    await db.insert(matches).values(pair(me.id, ben!.id));
    await db.insert(blocks).values([
      { blockerId: me.id, blockedId: cam!.id },
      { blockerId: dee!.id, blockedId: me.id },
    ]);

    const res = await t().request("/api/matching/suggestions", { as: me });
    const { groups } = (await res.json()) as SuggestionsResponse;
    expect(groups.map((g) => [g.candidate.name, g.waiting]).sort()).toEqual([
      ["Ana", false],
      ["Gus", true],
    ]);
    // Home counts those waiting for the member's answer.
    expect((await home(me)).matchForYou.pendingSuggestions).toBe(1);
  });

  it("shows the next upcoming event, not a past one", async () => {
    const me = await t().member();
    const now = Date.now();
    const event = (title: string, offset: number) => ({
      title,
      description: "An evening.",
      startsAt: new Date(now + offset),
      endsAt: new Date(new Date(new Date(now + offset)).getTime() + 3 * 3_600_000),
      venue: `${title} venue`,
      capacity: 20,
      checkInCode: "ABC123",
    });
    const inserted = await t()
      .db.insert(events)
      .values([
        event("Last week", -7 * 24 * HOUR),
        event("Later", 14 * 24 * HOUR),
        event("Soon", 3 * 24 * HOUR),
      ])
      .returning({ id: events.id });
    const { nextEvent } = await home(me);
    expect(nextEvent).toEqual({
      id: inserted[2]!.id,
      going: false,
      title: "Soon",
      venue: "Soon venue",
      startsAt: new Date(now + 3 * 24 * HOUR).toISOString(),
    });

    t().clock.set(new Date(now + 4 * 24 * HOUR));
    expect((await home(me)).nextEvent?.title).toBe("Later");
  });

  it("puts the member's own next event first, even when another comes sooner", async () => {
    const me = await t().member();
    const [soon, mine] = await t()
      .db.insert(events)
      .values(
        [2, 9].map((days) => ({
          title: `In ${days} days`,
          description: "An evening.",
          startsAt: new Date(Date.now() + days * 24 * HOUR),
          endsAt: new Date(
            new Date(new Date(Date.now() + days * 24 * HOUR)).getTime() + 3 * 3_600_000,
          ),
          venue: "Somewhere",
          capacity: 20,
          checkInCode: "ABC123",
        })),
      )
      .returning({ id: events.id });
    expect((await home(me)).nextEvent).toMatchObject({ id: soon!.id, going: false });
    await t().db.insert(eventAttendees).values({ eventId: mine!.id, profileId: me.id });
    expect((await home(me)).nextEvent).toMatchObject({ id: mine!.id, going: true });
  });

  it("falls back to 'Club {n}' when the club names can't be read", async () => {
    const me = await t().member();
    await certify(me.id, "chess", "vinyl");
    await t().db.execute(sql`alter table clubs rename to clubs_away`);
    try {
      expect((await home(me)).certifications).toEqual(["Club 1", "Club 2"]);
    } finally {
      await t().db.execute(sql`alter table clubs_away rename to clubs`);
    }
  });

  it("never carries another member's email", async () => {
    const me = await t().member();
    const other = await t().member({ email: "secret-other@example.com" });
    await t().db.insert(matches).values(pair(me.id, other.id));
    const res = await t().request("/api/home", { as: me });
    expect(await res.text()).not.toContain("secret-other@example.com");
  });
});
