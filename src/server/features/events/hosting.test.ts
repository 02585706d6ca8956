import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { EventActionResult, EventDetail, EventList } from "#shared/schemas/events";
import type {
  CancelResult,
  Door,
  GuestList,
  HostEvent,
  HostEventFields,
  HostEventList,
} from "#shared/schemas/hosting";
import { eventAttendees, events, eventWaitlist, staffAudit } from "../../db/schema";
import { grantRole } from "../staff";
import { earnHearts } from "../hearts/ledger";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { ledgerOf } from "#tests/support/ledger";
import { notificationsOf } from "#tests/support/notifications";

const t = useTestApp();

const HOUR = 3_600_000;
const NOW = new Date("2026-12-01T15:00:00.000Z");
const START = new Date("2026-12-05T00:00:00.000Z"); // Friday 7 PM in New York
const at = (hoursFromStart: number) => new Date(START.getTime() + hoursFromStart * HOUR);

const fields = (overrides: Partial<HostEventFields> = {}): HostEventFields => ({
  title: "Jazz & Juice",
  description: "A quartet, fresh juice, and people to talk to.",
  venue: "Smalls Jazz Club",
  venueAddress: "183 W 10th St",
  venueVerified: true,
  neighborhood: "West Village",
  startsAt: START.toISOString(),
  endsAt: at(3).toISOString(),
  capacity: 2,
  depositRequired: 4,
  kind: "friday",
  ...overrides,
});

async function host(name = "Hana Host"): Promise<TestMember> {
  const m = await t().member({ name });
  await grantRole(t().db, { memberId: m.id, role: "host", actorId: null, now: new Date() });
  return m;
}

const audit = async (target: string) =>
  (
    await t()
      .db.select({ action: staffAudit.action, actorId: staffAudit.actorId })
      .from(staffAudit)
      .where(eq(staffAudit.target, target))
      .orderBy(staffAudit.id)
  ).map((r) => r.action);

async function memberWith(hearts: number, name = "Sam Rivers"): Promise<TestMember> {
  const m = await t().member({ name });
  if (hearts > 0)
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: m.id, amount: hearts, reason: "Gift" }),
    );
  return m;
}

const send = (method: string, path: string, as: TestMember, json?: unknown) =>
  t().request(path, { method, json, as });

async function create(as: TestMember, overrides: Partial<HostEventFields> = {}) {
  const res = await send("POST", "/api/host/events", as, fields(overrides));
  expect(res.status).toBe(201);
  return (await res.json()) as HostEvent;
}

async function published(as: TestMember, overrides: Partial<HostEventFields> = {}) {
  const event = await create(as, overrides);
  const res = await send("POST", `/api/host/events/${event.id}/publish`, as);
  expect(res.status).toBe(200);
  return (await res.json()) as HostEvent;
}

const memberList = async (as: TestMember) =>
  ((await (await t().request("/api/events", { as })).json()) as EventList).events;

describe("making an event", () => {
  it("refuses bad fields with a message for each: end before start, no seats, deposit over 20, a start in the past", async () => {
    t().clock.set(NOW);
    const me = await host();
    const cases: [Partial<HostEventFields>, string, string][] = [
      [{ endsAt: at(-1).toISOString() }, "endsAt", "The end must be after the start"],
      [{ capacity: 0 }, "capacity", "An event needs at least 1 seat"],
      [{ depositRequired: 21 }, "depositRequired", "The deposit is 0 to 20 hearts"],
      [{ depositRequired: -1 }, "depositRequired", "The deposit is 0 to 20 hearts"],
      [{ title: "  " }, "title", "Enter the title"],
      [
        { startsAt: new Date(NOW.getTime() - HOUR).toISOString() },
        "startsAt",
        "The start can't be in the past",
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await send("POST", "/api/host/events", me, fields(overrides));
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).error.fields?.[field]).toBe(message);
    }
    expect(await t().db.select().from(events)).toEqual([]);
  });

  it("keeps a draft from every member read and action until it is published", async () => {
    t().clock.set(NOW);
    const me = await host();
    const member = await memberWith(10);
    const draft = await create(me);
    expect(draft).toMatchObject({ status: "draft", mine: true, counts: { going: 0 } });

    expect(await memberList(member)).toEqual([]);
    const calendar = await t().request("/api/events/calendar?from=2026-12-04", { as: member });
    expect(((await calendar.json()) as EventList).events).toEqual([]);
    expect((await t().request(`/api/events/${draft.id}`, { as: member })).status).toBe(404);
    expect((await send("POST", `/api/events/${draft.id}/rsvp`, member)).status).toBe(404);
    expect((await send("POST", `/api/events/${draft.id}/waitlist`, member)).status).toBe(404);
    // Another host sees neither the draft nor its guest list.
    const other = await host("Olu Other");
    const theirs = (await (
      await t().request("/api/host/events", { as: other })
    ).json()) as HostEventList;
    expect(theirs.events).toEqual([]);
    expect((await t().request(`/api/host/events/${draft.id}`, { as: other })).status).toBe(404);

    const res = await send("POST", `/api/host/events/${draft.id}/publish`, me);
    expect(((await res.json()) as HostEvent).status).toBe("published");
    expect(await memberList(member)).toMatchObject([
      { id: draft.id, venueAddress: "183 W 10th St", venueVerified: true, cancelled: false },
    ]);
    const again = await send("POST", `/api/host/events/${draft.id}/publish`, me);
    expect((await errorOf(again)).error.code).toBe("not_a_draft");
    // Every host sees the published event's counts, not as theirs.
    const listed = (await (
      await t().request("/api/host/events", { as: other })
    ).json()) as HostEventList;
    expect(listed.events).toMatchObject([{ id: draft.id, mine: false }]);
  });

  it("gives an event an image processed as a photo is: WebP, without the upload's metadata", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await create(me);
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Photographer" } })
      .toBuffer();
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(jpeg)], "venue.jpg", { type: "image/jpeg" }));
    const res = await t().app.request(`/api/host/events/${event.id}/image`, {
      method: "POST",
      headers: { cookie: me.cookie },
      body: form,
    });
    expect(res.status).toBe(200);
    const withImage = (await res.json()) as HostEvent;
    expect(withImage.image?.url).toMatch(new RegExp(`^/api/events/${event.id}/image\\?v=`));
    const served = await t().request(withImage.image!.url, { as: me });
    expect(served.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes("Secret Photographer")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    // A draft's image is its host's alone.
    const member = await memberWith(0);
    expect((await t().request(withImage.image!.url, { as: member })).status).toBe(404);
  });
});

describe("who may host", () => {
  it("answers 404 to a member without the host role, and records every host action in the audit log", async () => {
    t().clock.set(NOW);
    const member = await memberWith(0);
    expect((await t().request("/api/host/events", { as: member })).status).toBe(404);
    expect((await send("POST", "/api/host/events", member, fields())).status).toBe(404);
    const me = await host();
    const event = await published(me);
    await send("PUT", `/api/host/events/${event.id}`, me, fields({ venue: "Mezzrow" }));
    await send("POST", `/api/host/events/${event.id}/cancel`, me);
    expect(await audit(event.id)).toEqual([
      "event.created",
      "event.published",
      "event.edited",
      "event.cancelled",
    ]);
  });
});

describe("editing a published event", () => {
  it("tells everyone going and waiting of a new time, not of a new description; refuses fewer seats than are going", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await published(me, { capacity: 1 });
    const going = await memberWith(10, "Gia Going");
    const waiting = await memberWith(10, "Wes Waiting");
    expect((await send("POST", `/api/events/${event.id}/rsvp`, going)).status).toBe(200);
    expect((await send("POST", `/api/events/${event.id}/waitlist`, waiting)).status).toBe(200);

    const quiet = await send(
      "PUT",
      `/api/host/events/${event.id}`,
      me,
      fields({ capacity: 1, description: "Now with cake." }),
    );
    expect(quiet.status).toBe(200);
    expect(await notificationsOf(t(), going)).toEqual([]);

    const moved = fields({
      capacity: 1,
      startsAt: at(1).toISOString(),
      endsAt: at(4).toISOString(),
    });
    expect((await send("PUT", `/api/host/events/${event.id}`, me, moved)).status).toBe(200);
    for (const who of [going, waiting]) {
      expect(await notificationsOf(t(), who)).toMatchObject([
        { kind: "eventChanged", objectId: event.id, event: { startsAt: at(1).toISOString() } },
      ]);
    }

    const fewer = await send(
      "PUT",
      `/api/host/events/${event.id}`,
      me,
      fields({ capacity: 1, venue: "Mezzrow" }),
    );
    expect(fewer.status).toBe(200);
    const two = await memberWith(10, "Tia Two");
    // Raising the capacity seats the waitlist.
    expect(
      (await send("PUT", `/api/host/events/${event.id}`, me, fields({ capacity: 2 }))).status,
    ).toBe(200);
    expect((await t().db.select().from(eventWaitlist)).length).toBe(0);
    const refused = await send("PUT", `/api/host/events/${event.id}`, me, fields({ capacity: 1 }));
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.error.code).toBe("capacity_below_going");
    expect(error.error.fields?.capacity).toBe(
      "2 members are going: the capacity can't be lower than that.",
    );
    expect(two.id).toBeTruthy();
  });

  it("answers 404 to a host editing another host's event", async () => {
    t().clock.set(NOW);
    const event = await published(await host());
    const other = await host("Olu Other");
    expect((await send("PUT", `/api/host/events/${event.id}`, other, fields())).status).toBe(404);
    expect((await send("POST", `/api/host/events/${event.id}/cancel`, other)).status).toBe(404);
    expect((await t().request(`/api/host/events/${event.id}/door`, { as: other })).status).toBe(
      404,
    );
  });
});

describe("cancelling", () => {
  it("gives every held deposit back in one go, tells everyone going and waiting, and shows Cancelled", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await published(me, { capacity: 2, depositRequired: 4 });
    const a = await memberWith(10, "Ada Lovelace");
    const b = await memberWith(4, "Ben Okri");
    const w = await memberWith(10, "Wes Waiting");
    for (const m of [a, b])
      expect((await send("POST", `/api/events/${event.id}/rsvp`, m)).status).toBe(200);
    expect((await send("POST", `/api/events/${event.id}/waitlist`, w)).status).toBe(200);
    expect(await ledgerOf(t(), b.id)).toMatchObject({ balance: 0, sum: 0 });

    const res = await send("POST", `/api/host/events/${event.id}/cancel`, me);
    expect(res.status).toBe(200);
    const result = (await res.json()) as CancelResult;
    expect(result).toMatchObject({ refunded: 8, refundedMembers: 2, told: 3 });
    expect(result.event.status).toBe("cancelled");
    for (const [m, balance] of [
      [a, 10],
      [b, 4],
      [w, 10],
    ] as const) {
      const ledger = await ledgerOf(t(), m.id);
      expect(ledger.balance).toBe(balance);
      expect(ledger.sum).toBe(ledger.balance);
      expect(await notificationsOf(t(), m)).toMatchObject([
        { kind: "eventCancelled", objectId: event.id },
      ]);
    }
    expect(await t().db.select().from(eventAttendees)).toEqual([]);

    const shown = (await (
      await t().request(`/api/events/${event.id}`, { as: a })
    ).json()) as EventDetail;
    expect(shown).toMatchObject({ cancelled: true, status: "none" });
    expect((await memberList(a)).find((e) => e.id === event.id)).toMatchObject({ cancelled: true });
    const rsvp = await send("POST", `/api/events/${event.id}/rsvp`, a);
    expect((await errorOf(rsvp)).error.code).toBe("event_cancelled");
    const twice = await send("POST", `/api/host/events/${event.id}/cancel`, me);
    expect((await errorOf(twice)).error.code).toBe("event_cancelled");
  });

  it("serialises a cancel and an RSVP at the same moment: the seat is refunded or refused, never kept", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await published(me, { capacity: 5, depositRequired: 3 });
    const members = await Promise.all([1, 2, 3].map((i) => memberWith(3, `Racer ${i}`)));
    await Promise.all([
      send("POST", `/api/host/events/${event.id}/cancel`, me),
      ...members.map((m) => send("POST", `/api/events/${event.id}/rsvp`, m)),
    ]);
    for (const m of members)
      expect(await ledgerOf(t(), m.id)).toMatchObject({ balance: 3, sum: 3 });
    expect(await t().db.select().from(eventAttendees)).toEqual([]);
  });
});

describe("the guest list and the door", () => {
  it("lists guests by name with counts, exports CSV without emails, and messages only those going", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await published(me, { capacity: 1, depositRequired: 0 });
    const going = await memberWith(0, "=HYPERLINK Gia");
    const waiting = await memberWith(0, "Wes Waiting");
    await send("POST", `/api/events/${event.id}/rsvp`, going);
    await send("POST", `/api/events/${event.id}/waitlist`, waiting);

    const list = (await (
      await t().request(`/api/host/events/${event.id}`, { as: me })
    ).json()) as GuestList;
    expect(list.event.counts).toEqual({ going: 1, waiting: 1, checkedIn: 0, noShows: 0 });
    expect(list.guests).toMatchObject([
      { name: "=HYPERLINK Gia", state: "going" },
      { name: "Wes Waiting", state: "waiting", waitlistPosition: 1 },
    ]);
    expect(JSON.stringify(list)).not.toContain("@");

    const csv = await t().request(`/api/host/events/${event.id}/guests.csv`, { as: me });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text).not.toContain("@");
    expect(text).not.toContain(going.email);
    expect(text.split("\r\n")).toEqual([
      "Name,Status,Waitlist position,Checked in at",
      "'=HYPERLINK Gia,Going,,",
      "Wes Waiting,Waiting,1,",
      "",
    ]);

    const sent = await send("POST", `/api/host/events/${event.id}/message`, me, {
      body: "Doors at 7:15, come hungry.",
    });
    expect(await sent.json()).toEqual({ told: 1 });
    expect(await notificationsOf(t(), going)).toMatchObject([
      { kind: "hostMessage", objectId: event.id },
    ]);
    expect(await notificationsOf(t(), waiting)).toEqual([]);
    const detail = (await (
      await t().request(`/api/events/${event.id}`, { as: going })
    ).json()) as EventDetail;
    expect(detail.hostMessages).toMatchObject([{ body: "Doors at 7:15, come hungry." }]);
    const theirs = (await (
      await t().request(`/api/events/${event.id}`, { as: waiting })
    ).json()) as EventDetail;
    expect(theirs.hostMessages).toEqual([]);
    const empty = await send("POST", `/api/host/events/${event.id}/message`, me, { body: " " });
    expect((await errorOf(empty)).error.fields?.body).toBe("Enter the message");
  });

  it("shows the code and its QR link, checks a guest in by name (deposit back), marks no-shows after the end, rotates the code", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await published(me, { capacity: 3, depositRequired: 4 });
    const here = await memberWith(4, "Hal Here");
    const away = await memberWith(4, "Abe Away");
    for (const m of [here, away]) await send("POST", `/api/events/${event.id}/rsvp`, m);

    const door = (await (
      await t().request(`/api/host/events/${event.id}/door`, { as: me })
    ).json()) as Door;
    expect(door.checkInCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(door.checkInUrl).toMatch(
      new RegExp(`/events\\?event=${event.id}&code=${door.checkInCode}$`),
    );
    expect(door.qrSvg).toMatch(/^<svg/);
    expect(door.ended).toBe(false);

    const early = await send("POST", `/api/host/events/${event.id}/check-in`, me, {
      memberId: here.id,
    });
    expect((await errorOf(early)).error.code).toBe("check_in_not_open");
    t().clock.set(at(0.5));
    const checked = await send("POST", `/api/host/events/${event.id}/check-in`, me, {
      memberId: here.id,
    });
    expect(checked.status).toBe(200);
    expect(await ledgerOf(t(), here.id)).toMatchObject({ balance: 4, sum: 4 });
    const twice = await send("POST", `/api/host/events/${event.id}/check-in`, me, {
      memberId: here.id,
    });
    expect((await errorOf(twice)).error.code).toBe("already_checked_in");

    const soon = await send("POST", `/api/host/events/${event.id}/no-shows`, me, {});
    expect((await errorOf(soon)).error.code).toBe("event_not_ended");

    const rotated = (await (
      await send("POST", `/api/host/events/${event.id}/code`, me)
    ).json()) as Door;
    expect(rotated.checkInCode).not.toBe(door.checkInCode);
    const old = await send("POST", `/api/events/${event.id}/check-in`, away, {
      code: door.checkInCode,
    });
    expect((await errorOf(old)).error.code).toBe("wrong_check_in_code");

    t().clock.set(at(3));
    const marked = await send("POST", `/api/host/events/${event.id}/no-shows`, me, {});
    expect(((await marked.json()) as { guests: GuestList["guests"] }).guests).toMatchObject([
      { name: "Hal Here", state: "checkedIn" },
      { name: "Abe Away", state: "noShow" },
    ]);
    // The no-show's deposit stays kept.
    expect(await ledgerOf(t(), away.id)).toMatchObject({ balance: 0, sum: 0 });
    const [row] = await t().db.select().from(events).where(eq(events.id, event.id));
    expect(row!.checkInCode).toBe(rotated.checkInCode);
  });

  it("opens a member's check-in from the door's link, the code filled", async () => {
    t().clock.set(NOW);
    const me = await host();
    const event = await published(me, { depositRequired: 0 });
    const member = await memberWith(0);
    await send("POST", `/api/events/${event.id}/rsvp`, member);
    const door = (await (
      await t().request(`/api/host/events/${event.id}/door`, { as: me })
    ).json()) as Door;
    const url = new URL(door.checkInUrl);
    t().clock.set(at(0.25));
    const res = await send(
      "POST",
      `/api/events/${url.searchParams.get("event")}/check-in`,
      member,
      {
        code: url.searchParams.get("code"),
      },
    );
    expect(((await res.json()) as EventActionResult).event.checkedIn).toBe(true);
  });
});
