import { notificationsOf } from "#tests/support/notifications";
import { describe, expect, it } from "vitest";
import type { HomeData } from "#shared/schemas/home";
import { liveEventSchema } from "#shared/schemas/live";
import type { DateShareOptions, MyDateShare, SharedDate } from "#shared/schemas/safety";
import { blocks, friendEntries } from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { match } from "#tests/support/matching-factories";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();
const HOUR = 3_600_000;
const NOW = new Date("2026-11-27T22:00:00.000Z");

/** A friend in `owner`'s circle, linked to `member` when given (a confirmed Vouch member). */
async function circleFriend(owner: TestMember, member?: TestMember, name = member?.name ?? "Ada") {
  const [row] = await t()
    .db.insert(friendEntries)
    .values({
      ownerId: owner.id,
      linkedProfileId: member?.id,
      name,
      gender: "she/her",
      sexuality: "straight",
    })
    .returning();
  return row!;
}

/** Mia, her date Jordan, two linked friends (Lena, Omar), one friend not on Vouch, a stranger. */
async function world() {
  t().clock.set(NOW);
  const mia = await t().member({ name: "Mia Rossi" });
  const jordan = await t().member({ name: "Jordan Park" });
  const lena = await t().member({ name: "Lena Ortiz" });
  const omar = await t().member({ name: "Omar Haddad" });
  const stranger = await t().member({ name: "Sam Stranger" });
  const m = await match(t(), mia, jordan, new Date(NOW.getTime() - 24 * HOUR));
  const lenaEntry = await circleFriend(mia, lena, "Lena");
  const omarEntry = await circleFriend(mia, omar, "Omar");
  const offVouch = await circleFriend(mia, undefined, "Grandma");
  return { mia, jordan, lena, omar, stranger, matchId: m.id, lenaEntry, omarEntry, offVouch };
}

const plan = (matchId: string, friendIds: string[], overrides: Record<string, unknown> = {}) => ({
  matchId,
  place: "Via Carota, 51 Grove St",
  startsAt: new Date(NOW.getTime() + HOUR).toISOString(),
  endsAt: new Date(NOW.getTime() + 4 * HOUR).toISOString(),
  friendIds,
  ...overrides,
});

async function share(member: TestMember, body: ReturnType<typeof plan>) {
  const res = await t().request("/api/safety/date-shares", { as: member, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as MyDateShare;
}

async function home(member: TestMember) {
  const res = await t().request("/api/home", { as: member });
  expect(res.status).toBe(200);
  return ((await res.json()) as HomeData).dateShares;
}

describe("share my date", () => {
  it("offers the date's first name and only the linked circle friends", async () => {
    const w = await world();
    const res = await t().request(`/api/safety/date-shares/options?matchId=${w.matchId}`, {
      as: w.mia,
    });
    expect(res.status).toBe(200);
    const options = (await res.json()) as DateShareOptions;
    expect(options.partnerName).toBe("Jordan");
    expect(options.friends.map((f) => f.name)).toEqual(["Lena", "Omar"]);
    expect(options.active).toBeNull();

    // Someone else's conversation is not there at all.
    const other = await t().request(`/api/safety/date-shares/options?matchId=${w.matchId}`, {
      as: w.stranger,
    });
    expect(other.status).toBe(404);
  });

  it("only the chosen friends see the plan: not other friends, not the date, not strangers", async () => {
    const w = await world();
    const shared = await share(w.mia, plan(w.matchId, [w.lenaEntry.id]));
    expect(shared).toMatchObject({
      partnerName: "Jordan",
      friendNames: ["Lena"],
      homeSafeAt: null,
    });

    const lenaHome = await home(w.lena);
    expect(lenaHome.fromFriends).toEqual([
      expect.objectContaining({
        id: shared.id,
        sharerName: "Mia",
        partnerName: "Jordan",
        place: "Via Carota, 51 Grove St",
      }),
    ]);
    const read = await t().request(`/api/safety/date-shares/${shared.id}`, { as: w.lena });
    expect(read.status).toBe(200);
    expect(((await read.json()) as SharedDate).sharerName).toBe("Mia");

    for (const other of [w.omar, w.jordan, w.stranger]) {
      expect((await home(other)).fromFriends).toEqual([]);
      const res = await t().request(`/api/safety/date-shares/${shared.id}`, { as: other });
      expect(res.status).toBe(404);
    }
    expect((await home(w.mia)).mine.map((s) => s.id)).toEqual([shared.id]);
    // Lena is told by Mia's first name; the sharer and the others are not.
    expect(await notificationsOf(t(), w.lena)).toMatchObject([
      { kind: "dateShared", objectId: shared.id, actorFirstName: "Mia" },
    ]);
    for (const other of [w.mia, w.omar, w.jordan, w.stranger])
      expect(await notificationsOf(t(), other)).toEqual([]);
  });

  it("the plan leaves the friends' home at its end, and when the sharer stops it", async () => {
    const w = await world();
    const shared = await share(w.mia, plan(w.matchId, [w.lenaEntry.id, w.omarEntry.id]));
    t().clock.set(new Date(NOW.getTime() + 4 * HOUR - 1000));
    expect((await home(w.lena)).fromFriends).toHaveLength(1);

    t().clock.set(new Date(NOW.getTime() + 4 * HOUR));
    expect((await home(w.lena)).fromFriends).toEqual([]);
    expect((await home(w.mia)).mine).toEqual([]);
    const read = await t().request(`/api/safety/date-shares/${shared.id}`, { as: w.lena });
    expect(read.status).toBe(404);

    t().clock.set(NOW);
    const stop = await t().request(`/api/safety/date-shares/${shared.id}/stop`, {
      as: w.mia,
      method: "POST",
    });
    expect(stop.status).toBe(200);
    expect((await home(w.omar)).fromFriends).toEqual([]);
    // A stopped plan's notification is gone.
    expect(await notificationsOf(t(), w.omar)).toEqual([]);
  });

  it("without an end, the plan lasts the default length", async () => {
    const w = await world();
    const shared = await share(w.mia, plan(w.matchId, [w.lenaEntry.id], { endsAt: undefined }));
    expect(Date.parse(shared.endsAt) - Date.parse(shared.startsAt)).toBe(3 * HOUR);
  });

  it("'I'm home safe' reaches the chosen friends live, and shows on their home", async () => {
    const w = await world();
    const shared = await share(w.mia, plan(w.matchId, [w.lenaEntry.id]));
    const lenaLive = await openLive(t(), w.lena);
    const omarLive = await openLive(t(), w.omar);

    const res = await t().request(`/api/safety/date-shares/${shared.id}/home-safe`, {
      as: w.mia,
      method: "POST",
    });
    expect(res.status).toBe(200);
    const event = await lenaLive.next((e) => e.type === "dateShare.changed");
    expect(liveEventSchema.parse(event)).toMatchObject({
      data: { shareId: shared.id, sharerName: "Mia", status: "homeSafe" },
    });
    await expect(omarLive.next((e) => e.type === "dateShare.changed", 300)).rejects.toThrow(
      /no matching live event/,
    );
    expect((await home(w.lena)).fromFriends[0]?.homeSafeAt).toBe(NOW.toISOString());
    // Both at the test's one clock reading: their order is the tie's.
    expect((await notificationsOf(t(), w.lena)).map((n) => n.kind).sort()).toEqual([
      "dateShared",
      "homeSafe",
    ]);
    expect(await notificationsOf(t(), w.omar)).toEqual([]);
    // Pressed again (later): nothing changes, and the friends hear nothing more.
    t().clock.set(new Date(NOW.getTime() + HOUR));
    const again = await t().request(`/api/safety/date-shares/${shared.id}/home-safe`, {
      as: w.mia,
      method: "POST",
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as MyDateShare).homeSafeAt).toBe(NOW.toISOString());
    await expect(lenaLive.next((e) => e.type === "dateShare.changed", 300)).rejects.toThrow(
      /no matching live event/,
    );
    await lenaLive.close();
    await omarLive.close();

    // Only the sharer can say they are home safe.
    const byFriend = await t().request(`/api/safety/date-shares/${shared.id}/home-safe`, {
      as: w.lena,
      method: "POST",
    });
    expect(byFriend.status).toBe(404);
  });

  it("sharing and stopping reach the chosen friend's open screens live, and no one else's", async () => {
    const w = await world();
    const lenaLive = await openLive(t(), w.lena);
    const omarLive = await openLive(t(), w.omar);
    const shared = await share(w.mia, plan(w.matchId, [w.lenaEntry.id]));
    const isChange = (e: { type: string }) => e.type === "dateShare.changed";
    expect(liveEventSchema.parse(await lenaLive.next(isChange))).toMatchObject({
      data: { shareId: shared.id, sharerId: w.mia.id, status: "shared" },
    });
    const stop = await t().request(`/api/safety/date-shares/${shared.id}/stop`, {
      as: w.mia,
      method: "POST",
    });
    expect(stop.status).toBe(200);
    expect(liveEventSchema.parse(await lenaLive.next(isChange))).toMatchObject({
      data: { shareId: shared.id, status: "stopped" },
    });
    await expect(omarLive.next(isChange, 300)).rejects.toThrow(/no matching live event/);
    // Stopped is over: nothing more to stop or mark.
    const again = await t().request(`/api/safety/date-shares/${shared.id}/home-safe`, {
      as: w.mia,
      method: "POST",
    });
    expect(again.status).toBe(404);
    await lenaLive.close();
    await omarLive.close();
  });

  it("refuses friends who aren't linked members of the circle, and other members' friends", async () => {
    const w = await world();
    const strangersFriend = await circleFriend(w.stranger, w.lena, "Lena");
    for (const friendIds of [[w.offVouch.id], [strangersFriend.id]]) {
      const res = await t().request("/api/safety/date-shares", {
        as: w.mia,
        json: plan(w.matchId, friendIds),
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.friendIds).toMatch(/circle who are on Vouch/);
    }
    const none = await t().request("/api/safety/date-shares", {
      as: w.mia,
      json: plan(w.matchId, []),
    });
    expect((await errorOf(none)).error.fields?.friendIds).toBe("Choose at least one friend");
  });

  it("checks the times: not long past, the end after the start, not too long", async () => {
    const w = await world();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ startsAt: new Date(NOW.getTime() - 2 * HOUR).toISOString() }, "startsAt", /has passed/],
      [{ endsAt: new Date(NOW.getTime() + HOUR).toISOString() }, "endsAt", /after the start/],
      [{ endsAt: new Date(NOW.getTime() + 20 * HOUR).toISOString() }, "endsAt", /at most 12 hours/],
      [{ startsAt: "tonight" }, "startsAt", /when the date starts/],
      [{ place: "  " }, "place", /where you're meeting/],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t().request("/api/safety/date-shares", {
        as: w.mia,
        json: plan(w.matchId, [w.lenaEntry.id], overrides),
      });
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).error.fields?.[field]).toMatch(message);
    }
    // A little slack: shared on arrival, a few minutes after the start.
    await share(
      w.mia,
      plan(w.matchId, [w.lenaEntry.id], {
        startsAt: new Date(NOW.getTime() - 10 * 60_000).toISOString(),
      }),
    );
  });

  it("one plan per conversation at a time; not from someone else's or a blocked conversation", async () => {
    const w = await world();
    await share(w.mia, plan(w.matchId, [w.lenaEntry.id]));
    const again = await t().request("/api/safety/date-shares", {
      as: w.mia,
      json: plan(w.matchId, [w.omarEntry.id]),
    });
    expect(again.status).toBe(409);

    const strangersFriend = await circleFriend(w.stranger, w.lena, "Lena");
    const strangersOwn = await t().request("/api/safety/date-shares", {
      as: w.stranger,
      json: plan(w.matchId, [strangersFriend.id]),
    });
    expect(strangersOwn.status).toBe(404);

    const jordanFriend = await circleFriend(w.jordan, w.omar, "Omar");
    await t().db.insert(blocks).values({ blockerId: w.mia.id, blockedId: w.jordan.id });
    const blocked = await t().request("/api/safety/date-shares", {
      as: w.jordan,
      json: plan(w.matchId, [jordanFriend.id]),
    });
    expect(blocked.status).toBe(404);
  });

  it("a friend removed from the circle no longer sees the plan", async () => {
    const w = await world();
    const shared = await share(w.mia, plan(w.matchId, [w.lenaEntry.id, w.omarEntry.id]));
    const res = await t().request(`/api/circle/friends/${w.lenaEntry.id}`, {
      as: w.mia,
      method: "DELETE",
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect((await home(w.lena)).fromFriends).toEqual([]);
    expect((await home(w.omar)).fromFriends.map((s) => s.id)).toEqual([shared.id]);
  });

  it("a friend blocked either way, or removed from the circle, hears nothing more of the plan live", async () => {
    const w = await world();
    const ben = await t().member({ name: "Ben Ito" });
    const benEntry = await circleFriend(w.mia, ben, "Ben");
    const shared = await share(
      w.mia,
      plan(w.matchId, [w.lenaEntry.id, w.omarEntry.id, benEntry.id]),
    );
    await t().db.insert(blocks).values({ blockerId: w.mia.id, blockedId: w.lena.id });
    await t().db.insert(blocks).values({ blockerId: ben.id, blockedId: w.mia.id });
    const removed = await t().request(`/api/circle/friends/${w.omarEntry.id}`, {
      as: w.mia,
      method: "DELETE",
    });
    expect(removed.status).toBeLessThan(300);
    const lenaLive = await openLive(t(), w.lena);
    const omarLive = await openLive(t(), w.omar);
    const benLive = await openLive(t(), ben);
    const miaLive = await openLive(t(), w.mia);

    const res = await t().request(`/api/safety/date-shares/${shared.id}/home-safe`, {
      as: w.mia,
      method: "POST",
    });
    expect(res.status).toBe(200);
    const isChange = (e: { type: string }) => e.type === "dateShare.changed";
    // The sharer's own screens still hear it: the event did go out.
    expect(liveEventSchema.parse(await miaLive.next(isChange))).toMatchObject({
      data: { shareId: shared.id, status: "homeSafe" },
    });
    for (const live of [lenaLive, omarLive, benLive]) {
      await expect(live.next(isChange, 300)).rejects.toThrow(/no matching live event/);
    }
    // As their reads are refused.
    for (const member of [w.lena, w.omar, ben]) {
      const read = await t().request(`/api/safety/date-shares/${shared.id}`, { as: member });
      expect(read.status).toBe(404);
    }
    await Promise.all([lenaLive, omarLive, benLive, miaLive].map((live) => live.close()));
  });
});
