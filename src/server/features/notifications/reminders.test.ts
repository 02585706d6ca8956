import { describe, expect, it } from "vitest";
import type { Notification, NotificationsResponse } from "#shared/schemas/notifications";
import { eventAttendees, events, mutes } from "../../db/schema";
import { match, message } from "#tests/support/matching-factories";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { remindTurns } from "../chat";
import { remindEventsTomorrow } from "../events";

const t = useTestApp();
const HOUR = 3_600_000;

async function list(as: TestMember): Promise<Notification[]> {
  const res = await t().request("/api/notifications", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as NotificationsResponse).notifications;
}

const reminders = async (as: TestMember, kind: Notification["kind"]) =>
  (await list(as)).filter((n) => n.kind === kind);

async function matched(lastFrom: "ada" | "ben", at: Date) {
  const ada = await t().member({ name: "Ada Lovelace" });
  const ben = await t().member({ name: "Ben Okafor" });
  const { id: matchId } = await match(t(), ada, ben, new Date(at.getTime() - HOUR));
  await message(t(), matchId, lastFrom === "ada" ? ada : ben, "Hello", at);
  return { ada, ben, matchId };
}

describe("your turn reminders", () => {
  it("remind the member whose turn it has been for a day, once for that turn, and go when they answer", async () => {
    const sent = new Date("2031-03-03T15:00:00Z");
    const { ada, ben, matchId } = await matched("ada", sent);

    // 23 hours on: not yet.
    expect(await remindTurns(t().db, new Date(sent.getTime() + 23 * HOUR))).toEqual([]);
    const dayOn = new Date(sent.getTime() + 24 * HOUR);
    expect(await remindTurns(t().db, dayOn)).toEqual([ben.id]);
    expect(await reminders(ben, "yourTurn")).toMatchObject([
      { objectId: matchId, actorFirstName: "Ada", read: false },
    ]);
    expect(await reminders(ada, "yourTurn")).toEqual([]);

    // Run again (the next quarter hour, or a second process): no second reminder for that turn.
    expect(await remindTurns(t().db, new Date(dayOn.getTime() + HOUR))).toEqual([]);
    // Opening the conversation reads it, as it reads the messages.
    const read = await t().request(`/api/chat/conversations/${matchId}/read`, {
      as: ben,
      method: "POST",
    });
    expect(read.status).toBe(200);
    expect(await reminders(ben, "yourTurn")).toMatchObject([{ read: true }]);

    // Ben answers: the reminder goes, and now it is Ada's turn, in a day.
    const answered = new Date(dayOn.getTime() + 2 * HOUR);
    await message(t(), matchId, ben, "Hi!", answered);
    expect(await reminders(ben, "yourTurn")).toEqual([]);
    expect(await remindTurns(t().db, new Date(answered.getTime() + 24 * HOUR))).toEqual([ada.id]);

    // Ada answers, Ben leaves it a day again: a new turn, a new reminder.
    const again = new Date(answered.getTime() + 25 * HOUR);
    await message(t(), matchId, ada, "How was your week?", again);
    expect(await remindTurns(t().db, new Date(again.getTime() + 24 * HOUR))).toEqual([ben.id]);
    expect(await reminders(ben, "yourTurn")).toHaveLength(1);
  });

  it("leave muted, ended, blocked and long-quiet conversations alone", async () => {
    const sent = new Date("2031-03-03T15:00:00Z");
    const dayOn = new Date(sent.getTime() + 25 * HOUR);

    const muted = await matched("ada", sent);
    await t().db.insert(mutes).values({ profileId: muted.ben.id, matchId: muted.matchId });

    const blocked = await matched("ada", sent);
    const block = await t().request("/api/safety/blocks", {
      as: blocked.ben,
      json: { memberId: blocked.ada.id },
    });
    expect(block.status).toBeLessThan(300);

    // Quiet for 8 days: Text History hides it, so no reminder either.
    const quiet = await matched("ada", new Date(sent.getTime() - 7 * 24 * HOUR));

    expect(await remindTurns(t().db, dayOn)).toEqual([]);
    for (const member of [muted.ben, blocked.ben, quiet.ben])
      expect(await reminders(member, "yourTurn")).toEqual([]);
  });
});

describe("event tomorrow reminders", () => {
  async function eventWith(goers: TestMember[], startsAt: Date) {
    const [event] = await t()
      .db.insert(events)
      .values({
        title: "Wine Tasting",
        description: "Reds.",
        startsAt,
        endsAt: new Date(new Date(startsAt).getTime() + 3 * 3_600_000),
        venue: "Corkbuzz",
        capacity: 10,
        depositRequired: 5,
        checkInCode: "W1NE22",
      })
      .returning();
    for (const goer of goers)
      await t().db.insert(eventAttendees).values({
        eventId: event!.id,
        profileId: goer.id,
        depositPaid: 5,
      });
    return event!;
  }

  it("tell each member going, from mid-morning New York time the day before, once, with venue, time and deposit", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    const ben = await t().member({ name: "Ben Okafor" });
    const stayingHome = await t().member({ name: "Cleo Park" });
    // Friday 7 pm in New York (EST, UTC−5).
    const event = await eventWith([ada, ben], new Date("2031-03-08T00:00:00Z"));

    // Wednesday evening: two days before.
    expect(await remindEventsTomorrow(t().db, new Date("2031-03-05T23:00:00Z"))).toEqual([]);
    // Thursday 1 am in New York: the day before, but not in the night.
    expect(await remindEventsTomorrow(t().db, new Date("2031-03-06T06:00:00Z"))).toEqual([]);
    // Thursday 10:30 am.
    const told = await remindEventsTomorrow(t().db, new Date("2031-03-06T15:30:00Z"));
    expect(told.sort()).toEqual([ada.id, ben.id].sort());
    expect(await remindEventsTomorrow(t().db, new Date("2031-03-06T16:30:00Z"))).toEqual([]);

    expect(await reminders(ada, "eventTomorrow")).toMatchObject([
      {
        objectId: event.id,
        actorFirstName: null,
        event: {
          title: "Wine Tasting",
          venue: "Corkbuzz",
          startsAt: "2031-03-08T00:00:00.000Z",
          depositRequired: 5,
        },
      },
    ]);
    expect(await list(stayingHome)).toEqual([]);

    // Ada cancels: her reminder goes.
    await t().db.delete(eventAttendees);
    expect(await reminders(ada, "eventTomorrow")).toEqual([]);
  });
});
