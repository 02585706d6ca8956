import { notificationsOf } from "#tests/support/notifications";
import { linkFriend } from "#tests/support/circle-factories";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAIR_CONFIRM_HOURS } from "#shared/constants";
import type { EventDetail } from "#shared/schemas/events";
import { blocks, eventAttendees, eventPairs, events, profiles } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { queryRows } from "../../db/client";
import { earnHearts } from "../hearts/ledger";
import { guestsOf } from "./host-reads";
import { releaseExpiredPairs } from "./pair-service";
import { releaseSeatsOf } from "./service";

const t = useTestApp();

const HOUR = 3_600_000;
const START = new Date("2026-12-04T00:00:00.000Z");
const at = (hoursFromStart: number) => new Date(START.getTime() + hoursFromStart * HOUR);

async function newEvent(capacity: number) {
  const [row] = await t()
    .db.insert(events)
    .values({
      title: "Vinyl Listening Night",
      description: "Side A, side B.",
      startsAt: START,
      endsAt: new Date(START.getTime() + 3 * HOUR),
      venue: "Rough Trade, 64 N 9th St",
      capacity,
      depositRequired: 5,
      checkInCode: "AB12CD",
    })
    .returning();
  return row!;
}

async function memberWith(hearts: number, name: string): Promise<TestMember> {
  const m = await t().member({ name });
  if (hearts > 0)
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: m.id, amount: hearts, reason: "Gift" }),
    );
  return m;
}

/** Two members, the first listing the second as a linked friend in their circle. */
async function friends(hearts = 10) {
  const ana = await memberWith(hearts, "Ana Lima");
  const bea = await memberWith(hearts, "Bea Stone");
  await linkFriend(t(), ana, bea);
  return { ana, bea };
}

async function balanceOf(id: string) {
  const [row] = await t()
    .db.select({ balance: profiles.heartsBalance })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row!.balance;
}

const post = (path: string, as: TestMember, json: unknown = {}) =>
  t().request(path, { method: "POST", json, as });
const rsvp = (id: string, as: TestMember, wingpersonId?: string) =>
  post(`/api/events/${id}/rsvp`, as, wingpersonId ? { wingpersonId } : {});
const waitlist = (id: string, as: TestMember, wingpersonId?: string) =>
  post(`/api/events/${id}/waitlist`, as, wingpersonId ? { wingpersonId } : {});
const cancel = (id: string, as: TestMember) =>
  t().request(`/api/events/${id}/rsvp`, { method: "DELETE", as });
const confirm = (id: string, as: TestMember) => post(`/api/events/${id}/pair/confirm`, as);
const decline = (id: string, as: TestMember) => post(`/api/events/${id}/pair/decline`, as);
const detail = async (id: string, as: TestMember) =>
  (await (await t().request(`/api/events/${id}`, { as })).json()) as EventDetail;
const going = async (eventId: string) =>
  (await t().db.select().from(eventAttendees).where(eq(eventAttendees.eventId, eventId)))
    .map((a) => a.profileId)
    .sort();
const sorted = (...ids: string[]) => [...ids].sort();

describe("come as a pair", () => {
  it("holds two seats while the wingperson answers, and offers linked friends only", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(3);
    const { ana, bea } = await friends();
    expect((await detail(event.id, ana)).wingpersonChoices).toEqual([
      { id: bea.id, name: "Bea Stone" },
    ]);
    expect((await detail(event.id, bea)).wingpersonChoices).toEqual([]);

    const res = await rsvp(event.id, ana, bea.id);
    expect(res.status).toBe(200);
    const mine = await detail(event.id, ana);
    expect(mine).toMatchObject({ status: "going", seatsLeft: 1, wingpersonChoices: [] });
    expect(mine.pair).toEqual({
      role: "named",
      status: "pending",
      firstName: "Bea",
      expiresAt: at(-72 + PAIR_CONFIRM_HOURS).toISOString(),
    });
    const theirs = await detail(event.id, bea);
    expect(theirs).toMatchObject({ status: "none", seatsLeft: 1 });
    expect(theirs.pair).toMatchObject({ role: "invited", status: "pending", firstName: "Ana" });
    expect(await notificationsOf(t(), bea)).toMatchObject([
      { kind: "pairInvited", objectId: event.id, actorFirstName: "Ana" },
    ]);
    // Nothing held for the wingperson yet; the member's own deposit is.
    expect(await balanceOf(ana.id)).toBe(5);
    expect(await balanceOf(bea.id)).toBe(10);

    const single = await memberWith(10, "Cy Dow");
    expect((await rsvp(event.id, single)).status).toBe(200);
    const late = await memberWith(10, "Di Fox");
    const full = await rsvp(event.id, late);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).error.code).toBe("event_full");
  });

  it("refuses a pair when only one seat is left", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(2);
    await rsvp(event.id, await memberWith(10, "Cy Dow"));
    const { ana, bea } = await friends();
    const res = await rsvp(event.id, ana, bea.id);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.code).toBe("no_seats_for_two");
    expect(await balanceOf(ana.id)).toBe(10);
  });

  it("confirming holds the wingperson's own deposit; too few hearts is refused, changing nothing", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(4);
    const ana = await memberWith(10, "Ana Lima");
    const bea = await memberWith(3, "Bea Stone");
    await linkFriend(t(), ana, bea);
    await rsvp(event.id, ana, bea.id);

    const short = await confirm(event.id, bea);
    expect(short.status).toBe(422);
    expect((await errorOf(short)).error.code).toBe("insufficient_hearts");
    expect((await detail(event.id, bea)).pair).toMatchObject({ status: "pending" });
    expect(await balanceOf(bea.id)).toBe(3);

    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: bea.id, amount: 2, reason: "Gift" }),
    );
    const cy = await memberWith(10, "Cy Dow");
    await rsvp(event.id, cy);
    expect((await confirm(event.id, bea)).status).toBe(200);
    expect(await balanceOf(bea.id)).toBe(0);
    expect(await going(event.id)).toEqual(sorted(ana.id, bea.id, cy.id));
    expect((await detail(event.id, ana)).pair).toMatchObject({
      role: "named",
      status: "confirmed",
      firstName: "Bea",
    });
    expect((await detail(event.id, bea)).pair).toMatchObject({
      role: "invited",
      status: "confirmed",
      firstName: "Ana",
    });
    expect((await detail(event.id, ana)).seatsLeft).toBe(1);
    expect(await notificationsOf(t(), ana)).toMatchObject([
      { kind: "pairConfirmed", objectId: event.id, actorFirstName: "Bea" },
    ]);
    // The invitation is answered: it leaves the wingperson's list.
    expect(await notificationsOf(t(), bea)).toEqual([]);
    expect((await confirm(event.id, bea)).status).toBe(409);

    // The host's guest list names each with the other, next to each other.
    const guests = await guestsOf(t().db, (await t().member({ name: "Hana Host" })).id, event.id);
    expect(guests.map((g) => [g.name, g.pairedWith])).toEqual([
      ["Ana Lima", { name: "Bea Stone", confirmed: true }],
      ["Bea Stone", { name: "Ana Lima", confirmed: true }],
      ["Cy Dow", null],
    ]);
  });

  it("declining frees the held seat for the waitlist; the member goes alone", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(2);
    const { ana, bea } = await friends();
    await rsvp(event.id, ana, bea.id);
    const waiting = await memberWith(10, "Wes Hale");
    expect((await waitlist(event.id, waiting)).status).toBe(200);

    expect((await decline(event.id, bea)).status).toBe(200);
    expect(await going(event.id)).toEqual(sorted(ana.id, waiting.id));
    expect((await detail(event.id, ana)).pair).toBeNull();
    expect(await notificationsOf(t(), ana)).toMatchObject([
      { kind: "pairDeclined", objectId: event.id, actorFirstName: "Bea" },
    ]);
    expect(await balanceOf(bea.id)).toBe(10);
    expect((await decline(event.id, bea)).status).toBe(409);
  });

  it("an invitation unanswered in 48 h is released by the job, and the waitlist promotes", async () => {
    t().clock.set(at(-100));
    const event = await newEvent(2);
    const { ana, bea } = await friends();
    await rsvp(event.id, ana, bea.id);
    const waiting = await memberWith(10, "Wes Hale");
    await waitlist(event.id, waiting);

    expect(await releaseExpiredPairs(t().db, at(-100 + PAIR_CONFIRM_HOURS - 0.01))).toBe(0);
    t().clock.set(at(-100 + PAIR_CONFIRM_HOURS));
    const late = await confirm(event.id, bea);
    expect(late.status).toBe(422);
    expect((await errorOf(late)).error.code).toBe("pair_expired");
    expect(await releaseExpiredPairs(t().db, at(-100 + PAIR_CONFIRM_HOURS))).toBe(1);
    expect(await going(event.id)).toEqual(sorted(ana.id, waiting.id));
    expect(await t().db.select().from(eventPairs)).toEqual([]);
    expect(await notificationsOf(t(), ana)).toMatchObject([{ kind: "pairDeclined" }]);
  });

  it("an invitation made close to the start lapses at the start", async () => {
    t().clock.set(at(-10));
    const event = await newEvent(4);
    const { ana, bea } = await friends();
    await rsvp(event.id, ana, bea.id);
    expect((await detail(event.id, bea)).pair?.expiresAt).toBe(START.toISOString());
    expect(await releaseExpiredPairs(t().db, START)).toBe(1);
    expect((await detail(event.id, ana)).seatsLeft).toBe(3);
  });

  it("the waitlist never splits a pair: it waits for two free seats, and a single behind it may pass", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(3);
    const holders = [
      await memberWith(10, "Hal One"),
      await memberWith(10, "Hal Two"),
      await memberWith(10, "Hal Three"),
    ];
    for (const h of holders) await rsvp(event.id, h);
    const { ana, bea } = await friends();
    expect((await waitlist(event.id, ana, bea.id)).status).toBe(200);
    expect((await detail(event.id, ana)).pair).toEqual({
      role: "named",
      status: "waiting",
      firstName: "Bea",
      expiresAt: null,
    });
    const single = await memberWith(10, "Sol Gray");
    await waitlist(event.id, single);

    await cancel(event.id, holders[0]!);
    expect(await going(event.id)).toEqual(sorted(holders[1]!.id, holders[2]!.id, single.id));
    await cancel(event.id, holders[1]!);
    // One seat free: the pair still waits, whole.
    expect(await going(event.id)).toEqual(sorted(holders[2]!.id, single.id));
    expect((await detail(event.id, ana)).status).toBe("waitlisted");
    await cancel(event.id, holders[2]!);
    expect(await going(event.id)).toEqual(sorted(single.id, ana.id));
    expect((await detail(event.id, ana)).pair).toMatchObject({ status: "pending" });
    expect((await detail(event.id, ana)).seatsLeft).toBe(0);
    expect(await notificationsOf(t(), bea)).toMatchObject([{ kind: "pairInvited" }]);
  });

  it("a pair joins the waitlist while fewer than two seats are free, and not when two are", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(3);
    const { ana, bea } = await friends();
    const early = await waitlist(event.id, ana, bea.id);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error.code).toBe("seats_free");
    await rsvp(event.id, await memberWith(10, "Cy Dow"));
    await rsvp(event.id, await memberWith(10, "Di Fox"));
    expect((await waitlist(event.id, ana, bea.id)).status).toBe(200);
  });

  it("cancelling by either leaves the other a single with their own seat", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(4);
    const { ana, bea } = await friends();
    await rsvp(event.id, ana, bea.id);
    await confirm(event.id, bea);
    expect((await cancel(event.id, ana)).status).toBe(200);
    expect(await going(event.id)).toEqual([bea.id]);
    expect(await detail(event.id, bea)).toMatchObject({ status: "going", pair: null });

    const other = await newEvent(4);
    await rsvp(other.id, ana, bea.id);
    await confirm(other.id, bea);
    expect((await cancel(other.id, bea)).status).toBe(200);
    expect(await going(other.id)).toEqual([ana.id]);
    expect(await detail(other.id, ana)).toMatchObject({ status: "going", pair: null });
  });

  it("the member cancelling withdraws a pending invitation, freeing both seats", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(2);
    const { ana, bea } = await friends();
    await rsvp(event.id, ana, bea.id);
    await cancel(event.id, ana);
    expect((await detail(event.id, bea)).pair).toBeNull();
    expect((await detail(event.id, bea)).seatsLeft).toBe(2);
    expect(await notificationsOf(t(), bea)).toEqual([]);
    expect((await confirm(event.id, bea)).status).toBe(409);
  });

  it("a wingperson leaving Vouch before answering frees the held seat for the waitlist", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(2);
    const { ana, bea } = await friends();
    await rsvp(event.id, ana, bea.id);
    const waiting = await memberWith(10, "Wes Hale");
    await waitlist(event.id, waiting);
    await t().db.transaction((tx) => releaseSeatsOf(tx, bea.id, at(-72)));
    expect(await going(event.id)).toEqual(sorted(ana.id, waiting.id));
    expect(await t().db.select().from(eventPairs)).toEqual([]);
  });

  it("refuses a wingperson who is not a linked friend, or blocked either way", async () => {
    t().clock.set(at(-72));
    const event = await newEvent(4);
    const ana = await memberWith(10, "Ana Lima");
    const stranger = await memberWith(10, "Sid Vale");
    const res = await rsvp(event.id, ana, stranger.id);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.code).toBe("wingperson_unavailable");

    const { ana: a2, bea } = await friends();
    await t().db.insert(blocks).values({ blockerId: bea.id, blockedId: a2.id });
    const blocked = await rsvp(event.id, a2, bea.id);
    expect(blocked.status).toBe(422);
    expect((await errorOf(blocked)).error.code).toBe("wingperson_unavailable");
    expect((await detail(event.id, a2)).wingpersonChoices).toEqual([]);
    expect(await balanceOf(a2.id)).toBe(10);
    expect(await going(event.id)).toEqual([]);

    // A block after the invitation: the wingperson can't confirm it.
    const { ana: a3, bea: b3 } = await friends();
    await rsvp(event.id, a3, b3.id);
    await t().db.insert(blocks).values({ blockerId: a3.id, blockedId: b3.id });
    const late = await confirm(event.id, b3);
    expect(late.status).toBe(422);
    expect((await errorOf(late)).error.code).toBe("pair_unavailable");
  });

  it("a pair and a single racing for the last two seats never exceed the capacity", async () => {
    t().clock.set(at(-72));
    for (let round = 0; round < 3; round++) {
      const event = await newEvent(3);
      await rsvp(event.id, await memberWith(10, "Hal One"));
      const { ana, bea } = await friends();
      const singles = [await memberWith(10, "Sol Gray"), await memberWith(10, "Sue Park")];
      const results = await Promise.all([
        rsvp(event.id, ana, bea.id),
        ...singles.map((s) => rsvp(event.id, s)),
      ]);
      const [row] = await queryRows<{ taken: number }>(
        t().db,
        sql`select (select count(*)::int from event_attendees where event_id = ${event.id})
                 + (select count(*)::int from event_pairs where event_id = ${event.id}) as taken`,
      );
      expect(row!.taken).toBe(3);
      const pairWon = results[0]!.status === 200;
      if (pairWon) expect(results.slice(1).map((r) => r.status)).toEqual([409, 409]);
      else expect(results.slice(1).map((r) => r.status)).toEqual([200, 200]);
    }
  });
});
