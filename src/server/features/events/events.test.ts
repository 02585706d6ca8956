import { notificationsOf } from "#tests/support/notifications";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  EARN,
  EVENT_CHECK_IN_HOURS,
  EVENT_FREE_CANCEL_HOURS,
  EVENT_PROMOTION_CUTOFF_HOURS,
} from "#shared/constants";
import type { EventActionResult, EventDetail, EventList } from "#shared/schemas/events";
import type { Wallet } from "#shared/schemas/hearts";
import { blocks, eventAttendees, events, eventWaitlist, profiles, reports } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { openLive } from "#tests/support/live-stream";
import { match, suggest } from "#tests/support/matching-factories";
import { earnHearts } from "../hearts/ledger";

const t = useTestApp();

const HOUR = 3_600_000;
const START = new Date("2026-12-04T00:00:00.000Z"); // Thursday 7 PM in New York
const at = (hoursFromStart: number, ms = 0) =>
  new Date(START.getTime() + hoursFromStart * HOUR + ms);

async function newEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t()
    .db.insert(events)
    .values({
      title: "Vinyl Listening Night",
      description: "Side A, side B.",
      startsAt: START,
      endsAt: new Date(((overrides.startsAt as Date | undefined) ?? START).getTime() + 3 * HOUR),
      venue: "Rough Trade, 64 N 9th St",
      capacity: 10,
      depositRequired: 5,
      checkInCode: "AB12CD",
      ...overrides,
    })
    .returning();
  return row!;
}

async function memberWith(hearts: number, name = "Sam Rivers"): Promise<TestMember> {
  const m = await t().member({ name });
  if (hearts > 0)
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: m.id, amount: hearts, reason: "Gift" }),
    );
  return m;
}

async function ledger(profileId: string) {
  const [row] = await t()
    .db.select({
      balance: profiles.heartsBalance,
      sum: sql<number>`(select coalesce(sum(amount), 0)::int from heart_transactions where profile_id = ${profileId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row!;
}

const post = (path: string, as: TestMember, json: unknown = {}) =>
  t().request(path, { method: "POST", json, as });
const del = (path: string, as: TestMember) => t().request(path, { method: "DELETE", as });
const rsvp = (id: string, as: TestMember) => post(`/api/events/${id}/rsvp`, as);
const cancel = (id: string, as: TestMember) => del(`/api/events/${id}/rsvp`, as);
const waitlist = (id: string, as: TestMember) => post(`/api/events/${id}/waitlist`, as);
const checkIn = (id: string, as: TestMember, code = "AB12CD") =>
  post(`/api/events/${id}/check-in`, as, { code });
const detail = async (id: string, as: TestMember) =>
  (await (await t().request(`/api/events/${id}`, { as })).json()) as EventDetail;
const attendees = async (eventId: string) =>
  (await t().db.select().from(eventAttendees).where(eq(eventAttendees.eventId, eventId))).map(
    (a) => a.profileId,
  );

describe("RSVP and cancel", () => {
  it("holds the deposit on RSVP, shows it in the list and the detail, and refuses a second RSVP", async () => {
    t().clock.set(at(-48));
    const event = await newEvent();
    const me = await memberWith(12);
    const res = await rsvp(event.id, me);
    expect(res.status).toBe(200);
    const body = (await res.json()) as EventActionResult;
    expect(body.balance).toBe(7);
    expect(body.event).toMatchObject({ status: "going", seatsLeft: 9, going: 1 });

    const list = (await (await t().request("/api/events", { as: me })).json()) as EventList;
    expect(list.events.find((e) => e.id === event.id)).toMatchObject({ status: "going" });

    const again = await rsvp(event.id, me);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.code).toBe("already_going");
    expect(await ledger(me.id)).toEqual({ balance: 7, sum: 7 });
  });

  it("refuses an RSVP without enough hearts, changing nothing", async () => {
    t().clock.set(at(-48));
    const event = await newEvent();
    const me = await memberWith(4);
    const res = await rsvp(event.id, me);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.code).toBe("insufficient_hearts");
    expect(await attendees(event.id)).toEqual([]);
    expect(await ledger(me.id)).toEqual({ balance: 4, sum: 4 });
  });

  it("refunds a cancel exactly 24 h before the start, keeps the deposit a millisecond later", async () => {
    const event = await newEvent();
    const early = await memberWith(5);
    const late = await memberWith(5);
    t().clock.set(at(-48));
    await rsvp(event.id, early);
    await rsvp(event.id, late);

    t().clock.set(at(-EVENT_FREE_CANCEL_HOURS));
    expect((await detail(event.id, early)).cancelRefunds).toBe(true);
    const refunded = (await (await cancel(event.id, early)).json()) as EventActionResult;
    expect(refunded).toMatchObject({ balance: 5, refunded: 5 });
    expect(refunded.event.status).toBe("none");

    t().clock.set(at(-EVENT_FREE_CANCEL_HOURS, 1));
    expect((await detail(event.id, late)).cancelRefunds).toBe(false);
    const kept = (await (await cancel(event.id, late)).json()) as EventActionResult;
    expect(kept).toMatchObject({ balance: 0, refunded: 0 });
    expect(await attendees(event.id)).toEqual([]);
    expect(await ledger(early.id)).toEqual({ balance: 5, sum: 5 });
    expect(await ledger(late.id)).toEqual({ balance: 0, sum: 0 });
    // The history calls the deposit given back a refund, not hearts earned.
    const history = (await (await t().request("/api/hearts", { as: early })).json()) as Wallet;
    expect(history.transactions.map(({ type, refund }) => ({ type, refund }))).toEqual([
      { type: "earn", refund: true },
      { type: "spend", refund: false },
      { type: "earn", refund: false },
    ]);
  });

  it("answers bad requests with a clear 4xx and changes nothing", async () => {
    t().clock.set(at(-48));
    const event = await newEvent();
    const me = await memberWith(20);

    const unknown = await rsvp("7d9f3c0e-8a1b-4c2d-9e3f-0a1b2c3d4e5f", me);
    expect(unknown.status).toBe(404);
    // A malformed id names nothing, as on every route (src/server/http/path-ids.test.ts).
    expect((await rsvp("not-an-id", me)).status).toBe(404);
    // A date PostgreSQL can't hold is a bad request, not a crash.
    for (const from of ["0000-01-01", "2026-02-30", "soon"]) {
      const calendar = await t().request(`/api/events/calendar?from=${from}`, { as: me });
      expect(calendar.status, from).toBe(400);
    }

    const notJoined = await cancel(event.id, me);
    expect(notJoined.status).toBe(409);
    expect((await errorOf(notJoined)).error.code).toBe("not_going");

    t().clock.set(at(EVENT_CHECK_IN_HOURS, 1));
    const past = await rsvp(event.id, me);
    expect(past.status).toBe(422);
    expect((await errorOf(past)).error.code).toBe("event_over");
    expect(await ledger(me.id)).toEqual({ balance: 20, sum: 20 });
    expect(await attendees(event.id)).toEqual([]);
  });

  it("takes a walk-in while the event is under way and has seats: RSVP, then check in", async () => {
    const event = await newEvent({ capacity: 2 });
    const early = await memberWith(5, "Early Bird");
    const walkIn = await memberWith(5, "Walk In");
    const tooLate = await memberWith(5, "Too Late");
    t().clock.set(at(-48));
    await rsvp(event.id, early);

    t().clock.set(at(1));
    const before = await detail(event.id, walkIn);
    expect(before).toMatchObject({ phase: "check-in", seatsLeft: 1, status: "none" });
    const joined = await rsvp(event.id, walkIn);
    expect(joined.status).toBe(200);
    expect((await joined.json()) as EventActionResult).toMatchObject({
      balance: 0,
      event: { status: "going", seatsLeft: 0 },
    });
    expect(await ledger(walkIn.id)).toEqual({ balance: 0, sum: 0 });
    // Now full: no seat, and no waitlist once it has started.
    expect((await errorOf(await rsvp(event.id, tooLate))).error.code).toBe("event_full");
    expect((await errorOf(await waitlist(event.id, tooLate))).error.code).toBe("event_started");

    const checkedIn = await checkIn(event.id, walkIn);
    expect(checkedIn.status).toBe(200);
    expect(await ledger(walkIn.id)).toEqual({ balance: 5, sum: 5 });
  });

  it("never lets a full event take one more; a full event offers the waitlist", async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ capacity: 1 });
    const first = await memberWith(5);
    const second = await memberWith(5);
    await rsvp(event.id, first);
    const full = await rsvp(event.id, second);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).error.code).toBe("event_full");
    expect(await attendees(event.id)).toEqual([first.id]);
  });

  it("lists events until their check-in closes, and the calendar shows past ones too", async () => {
    const event = await newEvent();
    const me = await t().member();
    t().clock.set(at(EVENT_CHECK_IN_HOURS, -1));
    let list = (await (await t().request("/api/events", { as: me })).json()) as EventList;
    expect(list.events.map((e) => e.id)).toEqual([event.id]);
    t().clock.set(at(EVENT_CHECK_IN_HOURS));
    list = (await (await t().request("/api/events", { as: me })).json()) as EventList;
    expect(list.events).toEqual([]);

    // START is Thursday Dec 3 in New York.
    const calendar = async (from: string) =>
      (
        (await (
          await t().request(`/api/events/calendar?from=${from}`, { as: me })
        ).json()) as EventList
      ).events;
    expect((await calendar("2026-11-06")).map((e) => e.id)).toEqual([event.id]);
    expect(await calendar("2026-11-05")).toEqual([]);
    expect(await calendar("2026-12-04")).toEqual([]);
    expect((await t().request(`/api/events/calendar?from=soon`, { as: me })).status).toBe(400);
  });
});

describe("waitlist", () => {
  it("queues without a deposit, promotes the first who can pay in the cancel, and tells them live", async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ capacity: 1 });
    const holder = await memberWith(5);
    const broke = await memberWith(2);
    const next = await memberWith(5);
    const last = await memberWith(5);
    await rsvp(event.id, holder);
    for (const m of [broke, next, last]) expect((await waitlist(event.id, m)).status).toBe(200);
    expect(await ledger(next.id)).toEqual({ balance: 5, sum: 5 });
    expect((await detail(event.id, last)).waitlistPosition).toBe(3);

    const live = await openLive(t(), next);
    try {
      await cancel(event.id, holder);
      const notice = await live.next((e) => e.type === "event.promoted");
      expect(notice.data).toEqual({ eventId: event.id, title: event.title });
    } finally {
      await live.close();
    }
    expect(await attendees(event.id)).toEqual([next.id]);
    expect(await notificationsOf(t(), next)).toMatchObject([
      { kind: "waitlistPromoted", objectId: event.id, actorFirstName: null },
    ]);
    for (const m of [broke, last, holder]) expect(await notificationsOf(t(), m)).toEqual([]);
    expect(await ledger(next.id)).toEqual({ balance: 0, sum: 0 });
    // The one who couldn't pay keeps their place; the one after them waits on.
    const queue = await t().db.select().from(eventWaitlist).orderBy(eventWaitlist.id);
    expect(queue.map((w) => w.profileId)).toEqual([broke.id, last.id]);
    expect((await detail(event.id, last)).waitlistPosition).toBe(2);
  });

  it(`promotes nobody in the last ${EVENT_PROMOTION_CUTOFF_HOURS} h: the seat stays free for anyone`, async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ capacity: 1 });
    const holder = await memberWith(5);
    const waiting = await memberWith(5);
    await rsvp(event.id, holder);
    await waitlist(event.id, waiting);

    t().clock.set(at(-EVENT_PROMOTION_CUTOFF_HOURS));
    await cancel(event.id, holder);
    expect(await attendees(event.id)).toEqual([]);
    expect(await ledger(waiting.id)).toEqual({ balance: 5, sum: 5 });
  });

  it(`still promotes just before the ${EVENT_PROMOTION_CUTOFF_HOURS} h cut-off`, async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ capacity: 1 });
    const holder = await memberWith(5);
    const waiting = await memberWith(5);
    await rsvp(event.id, holder);
    await waitlist(event.id, waiting);

    t().clock.set(at(-EVENT_PROMOTION_CUTOFF_HOURS, -1));
    await cancel(event.id, holder);
    expect(await attendees(event.id)).toEqual([waiting.id]);
  });

  it("refuses the waitlist while seats are free, and twice", async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ capacity: 1 });
    const me = await memberWith(5);
    const free = await waitlist(event.id, me);
    expect((await errorOf(free)).error.code).toBe("seats_free");
    await rsvp(event.id, await memberWith(5));
    expect((await waitlist(event.id, me)).status).toBe(200);
    expect((await errorOf(await waitlist(event.id, me))).error.code).toBe("already_waitlisted");
    expect((await del(`/api/events/${event.id}/waitlist`, me)).status).toBe(200);
    expect((await del(`/api/events/${event.id}/waitlist`, me)).status).toBe(409);
  });
});

describe("check-in", () => {
  it("opens at the start and closes 4 h later; the deposit comes back once", async () => {
    const event = await newEvent();
    const me = await memberWith(5);
    t().clock.set(at(-48));
    await rsvp(event.id, me);

    t().clock.set(at(0, -1));
    expect((await detail(event.id, me)).phase).toBe("upcoming");
    expect((await errorOf(await checkIn(event.id, me))).error.code).toBe("check_in_not_open");
    t().clock.set(at(EVENT_CHECK_IN_HOURS, 1));
    expect((await detail(event.id, me)).phase).toBe("over");
    expect((await errorOf(await checkIn(event.id, me))).error.code).toBe("check_in_closed");
    t().clock.set(at(EVENT_CHECK_IN_HOURS));
    expect((await detail(event.id, me)).phase).toBe("check-in");
    const wrong = await checkIn(event.id, me, "ZZZZZZ");
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).error.code).toBe("wrong_check_in_code");
    expect(await ledger(me.id)).toEqual({ balance: 0, sum: 0 });

    const ok = await checkIn(event.id, me, " ab12cd ");
    expect(ok.status).toBe(200);
    expect((await ok.json()) as EventActionResult).toMatchObject({
      balance: 5,
      refunded: 5,
      event: { checkedIn: true },
    });
    const twice = await checkIn(event.id, me);
    expect((await errorOf(twice)).error.code).toBe("already_checked_in");
    expect(await ledger(me.id)).toEqual({ balance: 5, sum: 5 });
  });

  it("is for attendees only", async () => {
    const event = await newEvent();
    const stranger = await memberWith(5);
    t().clock.set(at(0));
    const res = await checkIn(event.id, stranger);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.code).toBe("not_going");
    expect(await ledger(stranger.id)).toEqual({ balance: 5, sum: 5 });
  });
});

describe("we met", () => {
  async function matchedPair(suggester: TestMember) {
    const a = await memberWith(5, "Ada Park");
    const b = await memberWith(5, "Ben Ortiz");
    const s = await suggest(t(), { target: a, candidate: b, suggester });
    await t().db.execute(sql`update match_suggestions set status = 'accepted' where id = ${s.id}`);
    await match(t(), a, b);
    return [a, b] as const;
  }

  it(`gives the suggester +${EARN.eventCheckInPair} once per pair, and grows their matchmaker record`, async () => {
    const suggester = await t().member({ name: "Vera Voss" });
    const [a, b] = await matchedPair(suggester);
    const first = await newEvent();
    const second = await newEvent({ startsAt: at(24 * 7), checkInCode: "ZX98YW" });
    t().clock.set(at(-48));
    for (const m of [a, b]) await rsvp(first.id, m);

    t().clock.set(at(1));
    await checkIn(first.id, a);
    expect((await ledger(suggester.id)).balance).toBe(0);
    await checkIn(first.id, b);
    expect(await ledger(suggester.id)).toEqual({
      balance: EARN.eventCheckInPair,
      sum: EARN.eventCheckInPair,
    });

    // Meeting again elsewhere earns nothing more.
    t().clock.set(at(24 * 5));
    for (const m of [a, b]) await rsvp(second.id, m);
    t().clock.set(at(24 * 7 + 1));
    for (const m of [a, b]) await checkIn(second.id, m, "ZX98YW");
    expect((await ledger(suggester.id)).balance).toBe(EARN.eventCheckInPair);

    const record = await t().request("/api/events/matchmaker-record", { as: suggester });
    expect(await record.json()).toEqual({
      introductions: 1,
      matches: 1,
      metInPerson: 1,
      couples: 0,
    });
  });

  it("rewards nobody for meeting the match they suggested themselves to", async () => {
    const a = await memberWith(5, "Ada Park");
    const b = await memberWith(5, "Ben Ortiz");
    const s = await suggest(t(), { target: a, candidate: b, suggester: b });
    await t().db.execute(sql`update match_suggestions set status = 'accepted' where id = ${s.id}`);
    await match(t(), a, b);
    const event = await newEvent();
    t().clock.set(at(-48));
    for (const m of [a, b]) await rsvp(event.id, m);
    t().clock.set(at(1));
    for (const m of [a, b]) await checkIn(event.id, m);
    // Each got their deposit back, and nothing more.
    expect((await ledger(b.id)).balance).toBe(5);
    const record = await t().request("/api/events/matchmaker-record", { as: b });
    expect(await record.json()).toEqual({
      introductions: 0,
      matches: 0,
      metInPerson: 0,
      couples: 0,
    });
  });

  it("rewards nobody when the two checked in at different events", async () => {
    const suggester = await t().member();
    const [a, b] = await matchedPair(suggester);
    const one = await newEvent();
    const other = await newEvent({ checkInCode: "QQ11QQ" });
    t().clock.set(at(-48));
    await rsvp(one.id, a);
    await rsvp(other.id, b);
    t().clock.set(at(1));
    await checkIn(one.id, a);
    await checkIn(other.id, b, "QQ11QQ");
    expect((await ledger(suggester.id)).balance).toBe(0);
  });
});

describe("privacy", () => {
  it("names only the member's own matches among those going, and no email anywhere", async () => {
    t().clock.set(at(-48));
    const event = await newEvent();
    const me = await memberWith(5, "Mia Chen");
    const myMatch = await memberWith(5, "Noor Haddad");
    const stranger = await memberWith(5, "Zed Stranger");
    const blockedMatch = await memberWith(5, "Bo Blocked");
    await match(t(), me, myMatch);
    await match(t(), me, blockedMatch);
    await t().db.insert(blocks).values({ blockerId: blockedMatch.id, blockedId: me.id });
    for (const m of [me, myMatch, stranger, blockedMatch]) await rsvp(event.id, m);

    const bodies = [
      await (await t().request(`/api/events/${event.id}`, { as: me })).text(),
      await (await t().request("/api/events", { as: me })).text(),
      await (await t().request(`/api/events/calendar?from=2026-11-06`, { as: me })).text(),
      await (await cancel(event.id, me)).text(),
    ];
    const shown = JSON.parse(bodies[0]!) as EventDetail;
    expect(shown.matchesGoing).toEqual(["Noor Haddad"]);
    expect(shown.going).toBe(4);
    for (const body of bodies) {
      expect(body).not.toContain("Zed Stranger");
      expect(body).not.toContain("Bo Blocked");
      expect(body).not.toContain(stranger.id);
      expect(body).not.toContain("@example.com");
    }
  });

  it("serves a calendar file only to a member who is going", async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ title: "Books, Bubbles; and more" });
    const me = await memberWith(5);
    const other = await t().member();
    await rsvp(event.id, me);
    const res = await t().request(`/api/events/${event.id}/calendar.ics`, { as: me });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const text = await res.text();
    expect(text).toContain("SUMMARY:Books\\, Bubbles\\; and more");
    expect(text).toContain("DTSTART:20261204T000000Z");
    expect((await t().request(`/api/events/${event.id}/calendar.ics`, { as: other })).status).toBe(
      404,
    );
  });
});

describe("reports", () => {
  it("stores a report about an event, and refuses an incomplete one", async () => {
    const event = await newEvent();
    const me = await t().member();
    const ok = await post("/api/safety/reports", me, {
      target: { kind: "event", eventId: event.id },
      reason: "safety",
      details: "  The venue's back exit was locked.  ",
    });
    expect(ok.status).toBe(201);
    const stored = await t().db.select().from(reports);
    expect(stored).toMatchObject([
      {
        reporterId: me.id,
        targetEventId: event.id,
        reason: "safety",
        details: "The venue's back exit was locked.",
      },
    ]);

    const incomplete = await post("/api/safety/reports", me, {
      target: { kind: "event", eventId: event.id },
      reason: "safety",
      details: "   ",
    });
    expect(incomplete.status).toBe(400);
    const unknown = await post("/api/safety/reports", me, {
      target: { kind: "event", eventId: "7d9f3c0e-8a1b-4c2d-9e3f-0a1b2c3d4e5f" },
      reason: "other",
      details: "Hmm",
    });
    expect(unknown.status).toBe(404);
    expect(await t().db.select().from(reports)).toHaveLength(1);
  });
});

describe("the API document", () => {
  it("documents every events and reports route", async () => {
    const doc = (await (await t().request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/events",
        "/api/events/calendar",
        "/api/events/matchmaker-record",
        "/api/events/{id}",
        "/api/events/{id}/rsvp",
        "/api/events/{id}/waitlist",
        "/api/events/{id}/check-in",
        "/api/events/{id}/calendar.ics",
        "/api/safety/reports",
      ]),
    );
    expect(Object.keys(doc.paths["/api/events/{id}/rsvp"]!).sort()).toEqual(["delete", "post"]);
  });
});

// PGlite runs one statement at a time, so these races only prove something on PostgreSQL.
describe.runIf(isPostgres)("under concurrency on PostgreSQL", () => {
  it("5×capacity concurrent RSVPs for one event end with exactly capacity attendees", async () => {
    t().clock.set(at(-48));
    const capacity = 4;
    const event = await newEvent({ capacity });
    const members = await Promise.all(Array.from({ length: capacity * 5 }, () => memberWith(7)));
    const results = await Promise.all(members.map((m) => rsvp(event.id, m)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(capacity);
    expect(results.filter((r) => r.status === 409)).toHaveLength(capacity * 4);
    expect(await attendees(event.id)).toHaveLength(capacity);
    for (const m of members) {
      const { balance, sum } = await ledger(m.id);
      expect(balance).toBe(sum);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
  });

  it("two matched members checking in at once: their suggester is rewarded exactly once", async () => {
    const suggester = await t().member();
    const a = await memberWith(5);
    const b = await memberWith(5);
    const s = await suggest(t(), { target: a, candidate: b, suggester });
    await t().db.execute(sql`update match_suggestions set status = 'accepted' where id = ${s.id}`);
    await match(t(), a, b);
    const event = await newEvent();
    t().clock.set(at(-48));
    for (const m of [a, b]) await rsvp(event.id, m);
    t().clock.set(at(1));
    const results = await Promise.all([checkIn(event.id, a), checkIn(event.id, b)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await ledger(suggester.id)).toEqual({
      balance: EARN.eventCheckInPair,
      sum: EARN.eventCheckInPair,
    });
  });

  it("a cancel that promotes the waitlist, against new RSVPs: the waiting member gets the seat", async () => {
    t().clock.set(at(-48));
    const event = await newEvent({ capacity: 2 });
    const holders = [await memberWith(5), await memberWith(5)];
    for (const h of holders) await rsvp(event.id, h);
    const waiting = await memberWith(5);
    await waitlist(event.id, waiting);
    const newcomers = await Promise.all(Array.from({ length: 6 }, () => memberWith(5)));

    await Promise.all([cancel(event.id, holders[0]!), ...newcomers.map((m) => rsvp(event.id, m))]);
    const going = await attendees(event.id);
    expect(going).toHaveLength(2);
    expect(going).toContain(waiting.id);
    for (const m of [...holders, waiting, ...newcomers]) {
      const { balance, sum } = await ledger(m.id);
      expect(balance).toBe(sum);
    }
  });
});
