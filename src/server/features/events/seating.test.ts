import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EventActionResult, EventDetail } from "#shared/schemas/events";
import type { HostEvent, HostEventFields, Seating } from "#shared/schemas/hosting";
import {
  blocks,
  endorsements,
  eventPairs,
  events,
  eventSeats,
  friendEntries,
  matches,
  pairingSuggestions,
  reports,
} from "../../db/schema";
import { grantRole } from "../staff";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();

const HOUR = 3_600_000;
const NOW = new Date("2026-12-01T15:00:00.000Z");
const START = new Date("2026-12-05T00:00:00.000Z");
const at = (hours: number) => new Date(START.getTime() + hours * HOUR);

const fields: HostEventFields = {
  title: "Supper Club",
  description: "Long tables, short introductions.",
  venue: "The Long Room",
  venueAddress: "1 Bowery",
  venueVerified: true,
  neighborhood: "West Village",
  startsAt: START.toISOString(),
  endsAt: at(3).toISOString(),
  capacity: 20,
  depositRequired: 0,
  kind: "friday",
};

const send = (method: string, path: string, as: TestMember, json?: unknown) =>
  t().request(path, { method, json, as });

async function host(name: string): Promise<TestMember> {
  const m = await t().member({ name });
  await grantRole(t().db, { memberId: m.id, role: "host", actorId: null, now: new Date() });
  return m;
}

const seating = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Seating;
};
const tableOf = (plan: Seating, id: string) =>
  plan.tables.find((table) => table.guests.some((g) => g.id === id))?.number;

/** A friend's introduction of `a` and `b`: each linked in a circle, a pairing between them. */
async function introduce(a: TestMember, b: TestMember, status: "pending" | "approved") {
  const [sa, sb] = [await t().member(), await t().member()];
  const entry = async (owner: TestMember, linked: TestMember) => {
    const [row] = await t()
      .db.insert(friendEntries)
      .values({
        ownerId: owner.id,
        name: "F",
        gender: "she/her",
        sexuality: "queer",
        linkedProfileId: linked.id,
      })
      .returning();
    return row!.id;
  };
  await t()
    .db.insert(pairingSuggestions)
    .values({
      suggesterId: sa.id,
      suggesterFriendId: await entry(sa, a),
      targetId: sb.id,
      targetFriendId: await entry(sb, b),
      reason: "Both love long suppers",
      status,
    });
}

/**
 * Eight guests going to a host's event at tables of 4: Ada and Ben come as a pair; Cal and Dee,
 * Eve and Fay were introduced by friends; Cal blocked Gus, Dee and Hal unmatched, Eve reported
 * Ada. Fran, Ada's friend, answered Ada's prompt.
 */
async function evening() {
  t().clock.set(NOW);
  const me = await host("Hana Host");
  const created = await send("POST", "/api/host/events", me, fields);
  const event = (await created.json()) as HostEvent;
  await send("POST", `/api/host/events/${event.id}/publish`, me);
  const names = ["Ada", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal"] as const;
  const g = {} as Record<(typeof names)[number], TestMember>;
  for (const name of names) {
    g[name] = await t().member({ name: `${name} Guest` });
    expect((await send("POST", `/api/events/${event.id}/rsvp`, g[name])).status).toBe(200);
  }
  await t()
    .db.insert(eventPairs)
    .values({
      eventId: event.id,
      memberId: g.Ada.id,
      wingpersonId: g.Ben.id,
      status: "confirmed",
      expiresAt: at(-1),
    });
  await introduce(g.Cal, g.Dee, "pending");
  await introduce(g.Eve, g.Fay, "approved");
  await t().db.insert(blocks).values({ blockerId: g.Cal.id, blockedId: g.Gus.id });
  const [dee, hal] = [g.Dee.id, g.Hal.id].sort();
  await t()
    .db.insert(matches)
    .values({ userAId: dee!, userBId: hal!, status: "ended", endedAt: NOW });
  await t()
    .db.insert(reports)
    .values({ reporterId: g.Eve.id, targetProfileId: g.Ada.id, reason: "other", details: "Rude" });
  const fran = await t().member({ name: "Fran Friend" });
  await t().db.insert(friendEntries).values({
    ownerId: g.Ada.id,
    name: "Fran",
    gender: "she/her",
    sexuality: "queer",
    linkedProfileId: fran.id,
  });
  await t().db.insert(endorsements).values({
    memberId: g.Ada.id,
    authorId: fran.id,
    kind: "prompt",
    prompt: "lucky-date",
    text: "She bakes bread for the whole street.",
    status: "approved",
  });
  const [row] = await t()
    .db.select({ code: events.checkInCode })
    .from(events)
    .where(eq(events.id, event.id));
  return { me, event, g, code: row!.code };
}

const detail = async (as: TestMember, eventId: string) =>
  (await (await send("GET", `/api/events/${eventId}`, as)).json()) as EventDetail;

describe("seating an event at tables", () => {
  it("proposes a plan that keeps pairs together, an introduction at each table, and apart those who must be", async () => {
    const { me, event, g } = await evening();
    const base = `/api/host/events/${event.id}/seating`;
    const off = await seating(await send("GET", base, me));
    expect(off).toMatchObject({ tableSize: null, publishedAt: null, tables: [] });
    expect(off.unseated).toHaveLength(8);
    expect((await send("POST", `${base}/propose`, me)).status).toBe(422);

    for (const bad of [1, 21, 4.5, "6"]) {
      const res = await send("PUT", `${base}/size`, me, { tableSize: bad });
      expect(res.status, String(bad)).toBe(400);
      expect((await errorOf(res)).error.fields?.tableSize).toBeDefined();
    }
    expect((await seating(await send("PUT", `${base}/size`, me, { tableSize: 4 }))).tableSize).toBe(
      4,
    );

    const plan = await seating(await send("POST", `${base}/propose`, me));
    expect(plan.tables.map((table) => table.number)).toEqual([1, 2]);
    expect(plan.unseated).toEqual([]);
    for (const table of plan.tables) expect(table.guests.length).toBeLessThanOrEqual(4);
    expect(tableOf(plan, g.Ada.id)).toBe(tableOf(plan, g.Ben.id));
    expect(tableOf(plan, g.Cal.id)).toBe(tableOf(plan, g.Dee.id));
    expect(tableOf(plan, g.Eve.id)).toBe(tableOf(plan, g.Fay.id));
    expect(tableOf(plan, g.Cal.id)).not.toBe(tableOf(plan, g.Eve.id));
    expect(tableOf(plan, g.Cal.id)).not.toBe(tableOf(plan, g.Gus.id));
    expect(tableOf(plan, g.Dee.id)).not.toBe(tableOf(plan, g.Hal.id));
    expect(tableOf(plan, g.Eve.id)).not.toBe(tableOf(plan, g.Ada.id));
    expect(plan.publishedAt).toBeNull();
  });

  it("moves a guest with their pair, refuses a full table or one with someone they must sit apart from, and publishes", async () => {
    const { me, event, g } = await evening();
    const base = `/api/host/events/${event.id}/seating`;
    await send("PUT", `${base}/size`, me, { tableSize: 4 });
    const plan = await seating(await send("POST", `${base}/propose`, me));
    const calTable = tableOf(plan, g.Cal.id)!;

    // A new table: Ada goes, and Ben with her.
    const moved = await seating(
      await send("POST", `${base}/move`, me, { memberId: g.Ada.id, tableNumber: 3 }),
    );
    expect(tableOf(moved, g.Ada.id)).toBe(3);
    expect(tableOf(moved, g.Ben.id)).toBe(3);
    expect(
      moved.tables
        .find((table) => table.number === 3)!
        .guests.map((x) => x.name)
        .sort(),
    ).toEqual(["Ada Guest", "Ben Guest"]);
    // Cal's table has room now, but not for Gus, whom Cal blocked; he isn't told why.
    const apart = await send("POST", `${base}/move`, me, {
      memberId: g.Gus.id,
      tableNumber: calTable,
    });
    expect(apart.status).toBe(409);
    const refused = (await errorOf(apart)).error;
    expect(refused).toMatchObject({
      code: "must_sit_apart",
      message: `This guest can't sit at table ${calTable}. Choose another.`,
    });
    expect(refused.message).not.toMatch(/Cal|block/i);
    const far = await send("POST", `${base}/move`, me, { memberId: g.Ada.id, tableNumber: 9 });
    expect(far.status).toBe(422);

    // Table 3 seats 4: two more fit, a third doesn't.
    const [x, y, z] = moved.tables
      .filter((table) => table.number !== 3)
      .flatMap((table) => table.guests)
      .filter((guest) => ![g.Gus.id, g.Hal.id, g.Eve.id].includes(guest.id));
    for (const guest of [x!, y!])
      expect(
        (await send("POST", `${base}/move`, me, { memberId: guest.id, tableNumber: 3 })).status,
      ).toBe(200);
    const over = await send("POST", `${base}/move`, me, { memberId: z!.id, tableNumber: 3 });
    expect(over.status).toBe(409);
    expect((await errorOf(over)).error).toMatchObject({
      code: "table_full",
      message: "Table 3 is full.",
    });

    const published = await seating(await send("POST", `${base}/publish`, me));
    expect(published.publishedAt).toBe(NOW.toISOString());
    // A new size starts the plan again, unpublished.
    const resized = await seating(await send("PUT", `${base}/size`, me, { tableSize: 6 }));
    expect(resized).toMatchObject({ tableSize: 6, publishedAt: null, tables: [] });
    expect((await send("POST", `${base}/publish`, me)).status).toBe(422);
  });

  it("shows a member their table and its icebreaker only once it is published and they checked in", async () => {
    const { me, event, g, code } = await evening();
    const base = `/api/host/events/${event.id}/seating`;
    await send("PUT", `${base}/size`, me, { tableSize: 4 });
    const plan = await seating(await send("POST", `${base}/propose`, me));
    const benTable = tableOf(plan, g.Ben.id)!;
    t().clock.set(at(0.5));

    expect((await detail(g.Ben, event.id)).table).toBeNull();
    const checked = await send("POST", `/api/events/${event.id}/check-in`, g.Ben, { code });
    expect(checked.status).toBe(200);
    // Checked in, the plan not published: no table yet.
    expect(((await checked.json()) as EventActionResult).event.table).toBeNull();

    await seating(await send("POST", `${base}/publish`, me));
    expect((await detail(g.Ada, event.id)).table).toBeNull(); // published, not checked in
    expect((await detail(g.Ben, event.id)).table).toEqual({
      number: benTable,
      icebreaker: {
        promptId: "lucky-date",
        about: "Ada",
        answer: "She bakes bread for the whole street.",
        by: "Fran",
      },
    });
    const ada = await send("POST", `/api/events/${event.id}/check-in`, g.Ada, { code });
    expect(((await ada.json()) as EventActionResult).event.table?.number).toBe(benTable);

    // A table without friends' answers has a number and no card.
    const elsewhere = plan.tables.find((table) => table.number !== benTable)!.guests[0]!;
    const member = Object.values(g).find((m) => m.id === elsewhere.id)!;
    await send("POST", `/api/events/${event.id}/check-in`, member, { code });
    expect((await detail(member, event.id)).table).toEqual({
      number: benTable === 1 ? 2 : 1,
      icebreaker: null,
    });
  });

  it("tells the guests going, live, when the host publishes the seating or changes a published one", async () => {
    const { me, event, g } = await evening();
    const base = `/api/host/events/${event.id}/seating`;
    const outsider = await t().member({ name: "Ola Outside" });
    const heard: string[] = [];
    const stop = [g.Ada, g.Gus, outsider].map((m) =>
      t().deps.hub.subscribe(m.id, (e) => {
        if (e.type === "seating.changed") heard.push(m.name);
      }),
    );
    try {
      await send("PUT", `${base}/size`, me, { tableSize: 4 });
      await seating(await send("POST", `${base}/propose`, me));
      // Not published yet: nothing any guest sees has changed.
      expect(heard).toEqual([]);
      await seating(await send("POST", `${base}/publish`, me));
      await expect.poll(() => [...heard].sort()).toEqual(["Ada Guest", "Gus Guest"]);
      await seating(await send("POST", `${base}/move`, me, { memberId: g.Gus.id, tableNumber: 3 }));
      await expect.poll(() => heard.length).toBe(4);
      expect(heard).not.toContain("Ola Outside");
    } finally {
      stop.forEach((unsubscribe) => unsubscribe());
    }
  });

  it("answers anyone but the event's host 404, a guest and another host alike, and changes nothing", async () => {
    const { me, event, g } = await evening();
    const base = `/api/host/events/${event.id}/seating`;
    await send("PUT", `${base}/size`, me, { tableSize: 4 });
    await send("POST", `${base}/propose`, me);
    const before = await t().db.select().from(eventSeats).orderBy(eventSeats.profileId);
    const otherHost = await host("Olga Host");
    for (const who of [g.Ada, otherHost]) {
      for (const [method, path, json] of [
        ["GET", base],
        ["PUT", `${base}/size`, { tableSize: 6 }],
        ["POST", `${base}/propose`],
        ["POST", `${base}/move`, { memberId: g.Ada.id, tableNumber: 1 }],
        ["POST", `${base}/publish`],
      ] as const) {
        const res = await send(method, path, who, json);
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect(await t().db.select().from(eventSeats).orderBy(eventSeats.profileId)).toEqual(before);
    const [row] = await t().db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ tableSize: 4, seatingPublishedAt: null });
  });
});
