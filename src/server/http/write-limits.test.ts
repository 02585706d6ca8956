import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { WRITE_LIMITS, type WriteLimitName } from "#shared/constants";
import { match } from "#tests/support/matching-factories";
import type { PhotosResponse } from "#shared/schemas/photos";
import { phoneJpeg, uploadPhoto } from "#tests/support/photos";
import { StripeStandIn } from "#tests/support/stripe-stand-in";
import { errorOf, TestApp, useTestApp, type TestMember } from "#tests/support/test-app";
import { queryRows } from "../db/client";
import { unsubscribeToken } from "../features/notifications/email/unsubscribe-token";
import { blocks, eventAttendees, events, friendEntries, photos, profiles } from "../db/schema";

/**
 * Each write limit at its real size (WRITE_LIMIT_FACTOR 1): the writes up to the limit go
 * through, the next is refused with 429, a Retry-After within the window and a message saying
 * what was done and when to try again, and the refused request writes nothing.
 */
// Without the nudity model: thirty uploads in a row are about the limit, not the screening (each
// photo is kept, held for a moderator, as the owner's own).
const t = useTestApp({ WRITE_LIMIT_FACTOR: "1", PHOTO_SCREENING: "off" });

async function addPhoto(as: TestMember, jpeg: Buffer) {
  const res = await uploadPhoto(t(), as, jpeg);
  expect(res.status).toBe(201);
  return ((await res.json()) as PhotosResponse).photos;
}
const HOUR = 3_600_000;

const count = async (table: string, where = "true") => {
  const [row] = await queryRows<{ n: number }>(
    t().db,
    sql.raw(`select count(*)::int as n from ${table} where ${where}`),
  );
  return row!.n;
};

/** The refusal past `name`'s limit, as a member would notice it. */
async function expectRefused(res: Response, name: WriteLimitName, words: RegExp) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WRITE_LIMITS[name].windowSeconds);
  const { error } = await errorOf(res);
  expect(error.code).toBe("rate_limited");
  expect(error.message).toMatch(words);
  expect(error.message).toMatch(/You can try again in \d+ (second|minute|hour)s?\./);
}

async function times(n: number, write: (i: number) => Promise<Response>, status: number) {
  for (let i = 0; i < n; i++) {
    const res = await write(i);
    expect(res.status, await res.clone().text()).toBe(status);
  }
}

describe("write limits", () => {
  it("reports: a member files at most so many an hour", async () => {
    const [me, other] = [await t().member(), await t().member()];
    const report = () =>
      t().request("/api/safety/reports", {
        as: me,
        json: { target: { kind: "member", memberId: other.id }, reason: "fake", details: "Spam" },
      });
    const { limit } = WRITE_LIMITS.report;
    await times(limit, report, 201);
    await expectRefused(await report(), "report", new RegExp(`${limit} reports in the last hour`));
    expect(await count("reports", `reporter_id = '${me.id}'`)).toBe(limit);
  });

  it("date shares: a member shares at most so many plans an hour", async () => {
    const [me, date, friend] = [await t().member(), await t().member(), await t().member()];
    const m = await match(t(), me, date, new Date(Date.now() - 24 * HOUR));
    const [entry] = await t()
      .db.insert(friendEntries)
      .values({
        ownerId: me.id,
        linkedProfileId: friend.id,
        name: "Lena",
        gender: "she/her",
        sexuality: "straight",
      })
      .returning();
    const share = () =>
      t().request("/api/safety/date-shares", {
        as: me,
        json: {
          matchId: m.id,
          place: "Via Carota",
          startsAt: new Date(Date.now() + HOUR).toISOString(),
          friendIds: [entry!.id],
        },
      });
    const { limit } = WRITE_LIMITS.dateShare;
    await times(
      limit,
      async () => {
        const res = await share();
        const { id } = (await res.clone().json()) as { id: string };
        // One plan per date at a time: stop it to share the next.
        await t().request(`/api/safety/date-shares/${id}/stop`, { as: me, method: "POST" });
        return res;
      },
      201,
    );
    await expectRefused(await share(), "dateShare", /date plans in the last hour/);
    expect(await count("date_shares", `sharer_id = '${me.id}'`)).toBe(limit);
  });

  it("invitations: naming members for the circle counts, other changes don't", async () => {
    const me = await t().member();
    const invitees = [await t().member(), await t().member()];
    const usernames = await Promise.all(
      invitees.map(async (m) => {
        const [row] = await t()
          .db.select({ username: profiles.username })
          .from(profiles)
          .where(eq(profiles.id, m.id));
        return row!.username;
      }),
    );
    const created = await t().request("/api/circle", {
      as: me,
      json: { friends: [{ name: "Ada", gender: "she/her", sexuality: "straight" }] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const [friend] = await t()
      .db.select({ id: friendEntries.id })
      .from(friendEntries)
      .where(eq(friendEntries.ownerId, me.id));
    const change = (json: unknown) =>
      t().request(`/api/circle/friends/${friend!.id}`, { as: me, method: "PATCH", json });
    const { limit } = WRITE_LIMITS.invitation;
    await times(limit, (i) => change({ username: usernames[i % 2] }), 200);
    // Not an invitation: still allowed.
    expect((await change({ trustLevel: "Close" })).status).toBe(200);
    const lastInvited = invitees[(limit - 1) % 2]!.id;
    await expectRefused(
      await change({ username: usernames[limit % 2] }),
      "invitation",
      /invited members to your circle/,
    );
    const [row] = await t()
      .db.select({ invited: friendEntries.invitedProfileId })
      .from(friendEntries)
      .where(eq(friendEntries.id, friend!.id));
    expect(row!.invited).toBe(lastInvited);
  });

  describe("check-in codes", () => {
    async function eventNow() {
      const [event] = await t()
        .db.insert(events)
        .values({
          title: "Vinyl Listening Night",
          description: "Side A, side B.",
          startsAt: new Date(Date.now() - HOUR),
          endsAt: new Date(new Date(new Date(Date.now() - HOUR)).getTime() + 3 * 3_600_000),
          venue: "Rough Trade",
          capacity: 50,
          depositRequired: 0,
          checkInCode: "AB12CD",
        })
        .returning();
      return event!;
    }
    async function attendee(eventId: string) {
      const member = await t().member();
      await t().db.insert(eventAttendees).values({ eventId, profileId: member.id, depositPaid: 0 });
      return member;
    }
    const checkIn = (member: TestMember, eventId: string, code: string) =>
      t().request(`/api/events/${eventId}/check-in`, { as: member, json: { code } });
    const checkedIn = async (member: TestMember, eventId: string) => {
      const [row] = await t()
        .db.select({ checkedIn: eventAttendees.checkedIn })
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.profileId, member.id)));
      return row!.checkedIn;
    };

    it("an attendee gets so many tries per event, then even the right code waits", async () => {
      const event = await eventNow();
      const me = await attendee(event.id);
      const { limit } = WRITE_LIMITS.checkIn;
      await times(limit, () => checkIn(me, event.id, "ZZZZZZ"), 422);
      await expectRefused(await checkIn(me, event.id, "AB12CD"), "checkIn", /check-in tries/);
      expect(await checkedIn(me, event.id)).toBe(false);
      // Another attendee is not held up by it.
      const other = await attendee(event.id);
      expect((await checkIn(other, event.id, "AB12CD")).status).toBe(200);
    });

    it("an event's wrong codes from all its attendees slow guessing, never the right code", async () => {
      const event = await eventNow();
      const { limit } = WRITE_LIMITS.eventWrongCodes;
      const perAttendee = WRITE_LIMITS.checkIn.limit;
      // Six attendees each try five wrong codes: the event's whole budget.
      for (let tried = 0; tried < limit;) {
        const member = await attendee(event.id);
        const tries = Math.min(perAttendee, limit - tried);
        await times(tries, () => checkIn(member, event.id, "ZZZZZZ"), 422);
        tried += tries;
      }
      // The right code still checks in.
      const late = await attendee(event.id);
      expect((await checkIn(late, event.id, "AB12CD")).status).toBe(200);
      expect(await checkedIn(late, event.id)).toBe(true);
      // Past the budget, one wrong code spends the rest of its attendee's tries for the window.
      const guesser = await attendee(event.id);
      await expectRefused(
        await checkIn(guesser, event.id, "ZZZZZY"),
        "eventWrongCodes",
        /doesn't match, and so many wrong codes were tried at this event/,
      );
      await expectRefused(await checkIn(guesser, event.id, "AB12CD"), "checkIn", /check-in tries/);
      expect(await checkedIn(guesser, event.id)).toBe(false);
      // Everyone else's right code still works.
      const later = await attendee(event.id);
      expect((await checkIn(later, event.id, "AB12CD")).status).toBe(200);
      expect(await count("event_attendees", `event_id = '${event.id}' and checked_in`)).toBe(2);
    });
  });

  it("messages: generous, but a member sends at most so many a minute", async () => {
    const [me, partner] = [await t().member(), await t().member()];
    const m = await match(t(), me, partner);
    const send = (i: number) =>
      t().request(`/api/chat/conversations/${m.id}/messages`, {
        as: me,
        json: { text: `Message ${i}` },
      });
    const { limit } = WRITE_LIMITS.message;
    await times(limit, send, 201);
    await expectRefused(
      await send(limit),
      "message",
      new RegExp(`${limit} messages in the last minute`),
    );
    expect(await count("messages", `match_id = '${m.id}'`)).toBe(limit);
    // The partner's own budget is untouched, and a conversation that isn't theirs is still a 404.
    const reply = await t().request(`/api/chat/conversations/${m.id}/messages`, {
      as: partner,
      json: { text: "Slow down!" },
    });
    expect(reply.status).toBe(201);
    const stranger = await t().member();
    const elsewhere = await t().request(`/api/chat/conversations/${m.id}/messages`, {
      as: stranger,
      json: { text: "Hi" },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("marking read: a member marks conversations read at most so many times a minute", async () => {
    const [me, partner] = [await t().member(), await t().member()];
    const m = await match(t(), me, partner);
    const read = () =>
      t().request(`/api/chat/conversations/${m.id}/read`, { as: me, method: "POST" });
    const { limit } = WRITE_LIMITS.conversationRead;
    await times(limit, read, 200);
    await expectRefused(await read(), "conversationRead", /marked conversations read/);
  });

  it("unblocking: a member unblocks at most so many times an hour, and the block stays", async () => {
    const [me, other] = [await t().member(), await t().member()];
    const block = () => t().request("/api/safety/blocks", { as: me, json: { memberId: other.id } });
    const unblock = () =>
      t().request(`/api/safety/blocks/${other.id}`, { as: me, method: "DELETE" });
    const { limit } = WRITE_LIMITS.unblock;
    for (let i = 0; i < limit; i++) {
      expect((await block()).status).toBe(200);
      expect((await unblock()).status).toBe(200);
    }
    expect((await block()).status).toBe(200);
    await expectRefused(await unblock(), "unblock", /unblocked \d+ members/);
    const kept = await t().db.select().from(blocks).where(eq(blocks.blockerId, me.id));
    expect(kept).toHaveLength(1);
  });
});

describe("photo write limits", () => {
  it("uploads: a member adds at most so many photos an hour, deleting or not", async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(64, 48, { gps: false });
    const { limit } = WRITE_LIMITS.photoUpload;
    for (let i = 0; i < limit; i++) {
      const [photo] = await addPhoto(me, jpeg);
      const res = await t().request(`/api/profile/photos/${photo!.id}`, {
        as: me,
        method: "DELETE",
      });
      expect(res.status).toBe(200);
    }
    await expectRefused(await uploadPhoto(t(), me, jpeg), "photoUpload", /added \d+ photos/);
    expect(await count("photos", `owner_id = '${me.id}'`)).toBe(0);
  });

  it("reordering: a member reorders at most so many times an hour", async () => {
    const me = await t().member();
    const jpeg = await phoneJpeg(64, 48, { gps: false });
    await addPhoto(me, jpeg);
    const ids = (await addPhoto(me, jpeg)).map((p) => p.id);
    const order = (i: number) =>
      t().request("/api/profile/photos/order", {
        as: me,
        method: "PUT",
        json: { ids: i % 2 ? ids : [...ids].reverse() },
      });
    const { limit } = WRITE_LIMITS.photoOrder;
    await times(limit, order, 200);
    await expectRefused(await order(limit), "photoOrder", /reordered your photos \d+ times/);
    const [first] = await t()
      .db.select()
      .from(photos)
      .where(and(eq(photos.ownerId, me.id), eq(photos.position, 0)));
    expect(first!.id).toBe(limit % 2 ? ids[1] : ids[0]);
  });
  it("invite links: a member creates at most 10 a day", async () => {
    const me = await t().member();
    const [entry] = await t()
      .db.insert(friendEntries)
      .values({ ownerId: me.id, name: "Maya", gender: "she/her", sexuality: "straight" })
      .returning();
    const create = () =>
      t().request(`/api/circle/friends/${entry!.id}/invite-link`, { as: me, method: "POST" });
    const { limit } = WRITE_LIMITS.inviteLink;
    expect(limit).toBe(10);
    await times(limit, create, 201);
    await expectRefused(
      await create(),
      "inviteLink",
      /created 10 invite links in the last 24 hours/,
    );
    expect(await count("invite_links", `owner_id = '${me.id}'`)).toBe(limit);
  });

  it("invite link pages: one address reads at most so many", async () => {
    const read = () => t().request("/api/circle/invite-link?token=guess");
    const { limit } = WRITE_LIMITS.invitePage;
    await times(limit, read, 200);
    await expectRefused(await read(), "invitePage", /opened \d+ invite links/);
  });

  it("friends' words: a member writes, edits, asks or decides at most so many an hour", async () => {
    const [me, friend] = [await t().member(), await t().member({ name: "Maya Chen" })];
    await t().db.insert(friendEntries).values({
      ownerId: friend.id,
      linkedProfileId: me.id,
      name: "Sam",
      gender: "she/her",
      sexuality: "bisexual",
    });
    const created = await t().request("/api/endorsements", {
      as: me,
      json: { memberId: friend.id, text: "Version 0" },
    });
    const { id } = (await created.json()) as { id: string };
    const edit = (i: number) =>
      t().request(`/api/endorsements/${id}`, {
        as: me,
        method: "PATCH",
        json: { text: `Version ${i + 1}` },
      });
    const { limit } = WRITE_LIMITS.endorsement;
    await times(limit - 1, edit, 200);
    await expectRefused(
      await edit(limit),
      "endorsement",
      new RegExp(`friends' words ${limit} times`),
    );
    expect(await count("endorsements", `text = 'Version ${limit - 1}'`)).toBe(1);
  });

  it("push: a member turns a device's notifications on or off at most so many an hour", async () => {
    const me = await t().member();
    const endpoint = (i: number) => `http://127.0.0.1:9/push/limit-${me.id}-${i}`;
    const subscribe = (i: number) =>
      t().request("/api/push/subscriptions", {
        as: me,
        json: { endpoint: endpoint(i), keys: { p256dh: "BAAA", auth: "AAAA" } },
      });
    const { limit } = WRITE_LIMITS.pushSubscription;
    await times(limit, subscribe, 200);
    await expectRefused(
      await subscribe(limit),
      "pushSubscription",
      new RegExp(`push notifications on or off ${limit} times`),
    );
    expect(await count("push_subscriptions", `endpoint = '${endpoint(limit)}'`)).toBe(0);
  });
});

describe("unsubscribe links", () => {
  it("unsubscribe links: an address follows any number of signed ones, but only so many forged", async () => {
    const me = await t().member();
    const token = unsubscribeToken(t().deps.env.authSecret, {
      memberId: me.id,
      channel: "email",
      kinds: ["message"],
    });
    const follow = (token: string) => async () =>
      t().app.request(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
      });
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    const { limit } = WRITE_LIMITS.unsubscribe;
    // A mail provider posts every member's one-click unsubscribe from one shared address.
    await times(limit + 5, follow(token), 200);
    await times(limit, follow(forged), 400);
    await expectRefused(
      await follow(forged)(),
      "unsubscribe",
      new RegExp(`${limit} unsubscribe links that aren't valid`),
    );
    expect((await follow(token)()).status).toBe(200);
  });
});

describe("profile saves, mutes, friends, RSVPs, blocks again, top-ups, invite links accepted", () => {
  async function friendOf(me: TestMember) {
    const [entry] = await t()
      .db.insert(friendEntries)
      .values({ ownerId: me.id, name: "Lena", gender: "she/her", sexuality: "straight" })
      .returning();
    return entry!;
  }

  it("profile edits and pausing: a member saves at most so many an hour", async () => {
    const me = await t().member({ occupation: "Cartographer" });
    const save = (i: number) =>
      t().request("/api/profile", {
        as: me,
        method: "PATCH",
        json: i % 2 ? { paused: true } : { occupation: `Cartographer ${i}` },
      });
    const { limit } = WRITE_LIMITS.profileEdit;
    await times(limit, save, 200);
    const refused = await t().request("/api/profile", {
      as: me,
      method: "PATCH",
      json: { occupation: "Looper" },
    });
    await expectRefused(refused, "profileEdit", new RegExp(`saved your profile ${limit} times`));
    expect(await count("profiles", `id = '${me.id}' and occupation = 'Looper'`)).toBe(0);
  });

  it("mutes: a member mutes or unmutes at most so many times an hour", async () => {
    const [me, ada] = [await t().member(), await t().member()];
    const m = await match(t(), me, ada);
    const toggle = (i: number) =>
      i % 2
        ? t().request(`/api/safety/mutes/${m.id}`, { as: me, method: "DELETE" })
        : t().request("/api/safety/mutes", { as: me, json: { matchId: m.id } });
    const { limit } = WRITE_LIMITS.mute;
    await times(limit, toggle, 200);
    await expectRefused(await toggle(limit), "mute", /muted or unmuted conversations/);
  });

  it("circle friends: a member adds, changes or removes friends at most so many times an hour", async () => {
    const me = await t().member();
    const friend = await friendOf(me);
    await friendOf(me);
    const change = (i: number) =>
      t().request(`/api/circle/friends/${friend.id}`, {
        as: me,
        method: "PATCH",
        json: { trustLevel: i % 2 ? "Close" : "Casual" },
      });
    const { limit } = WRITE_LIMITS.circleFriend;
    await times(limit, change, 200);
    const remove = await t().request(`/api/circle/friends/${friend.id}`, {
      as: me,
      method: "DELETE",
    });
    await expectRefused(remove, "circleFriend", /added, changed or removed friends/);
    expect(await count("friend_entries", `id = '${friend.id}'`)).toBe(1);
    const add = await t().request("/api/circle/friends", {
      as: me,
      json: { name: "Jordan Ellis", gender: "he/him", sexuality: "gay" },
    });
    expect(add.status).toBe(429);
    expect(await count("friend_entries", `owner_id = '${me.id}'`)).toBe(2);
  });

  it("invite links accepted: a member tries at most so many an hour", async () => {
    const me = await t().member();
    const accept = () =>
      t().request("/api/circle/invite-link/accept", { as: me, json: { token: "nope" } });
    const { limit } = WRITE_LIMITS.inviteAccept;
    const first = await accept();
    expect(first.status).not.toBe(429);
    await times(limit - 1, accept, first.status);
    await expectRefused(
      await accept(),
      "inviteAccept",
      new RegExp(`accepted ${limit} invite links`),
    );
  });

  it("RSVPs: a member takes or gives back seats and waitlist places at most so many times an hour", async () => {
    const me = await t().member();
    const [event] = await t()
      .db.insert(events)
      .values({
        title: "Vinyl Listening Night",
        description: "Side A, side B.",
        startsAt: new Date(Date.now() + 7 * 24 * HOUR),
        endsAt: new Date(new Date(new Date(Date.now() + 7 * 24 * HOUR)).getTime() + 3 * 3_600_000),
        venue: "Rough Trade",
        capacity: 50,
        depositRequired: 0,
        checkInCode: "AB12CD",
      })
      .returning();
    const toggle = (i: number) =>
      t().request(`/api/events/${event!.id}/rsvp`, {
        as: me,
        method: i % 2 ? "DELETE" : "POST",
      });
    const { limit } = WRITE_LIMITS.rsvp;
    await times(limit, toggle, 200);
    await expectRefused(await toggle(limit), "rsvp", /RSVPed, cancelled or changed waitlists/);
    expect(await count("event_attendees", `profile_id = '${me.id}'`)).toBe(0);
  });

  it("blocks: blocking again is limited, a new block never is", async () => {
    const [me, eve] = [await t().member(), await t().member()];
    const block = (member: TestMember) => () =>
      t().request("/api/safety/blocks", { as: me, json: { memberId: member.id } });
    expect((await block(eve)()).status).toBe(200);
    const { limit } = WRITE_LIMITS.blockAgain;
    await times(limit, block(eve), 200);
    await expectRefused(await block(eve)(), "blockAgain", /already blocked/);
    expect((await block(await t().member())()).status).toBe(200);
    expect(await count("blocks", `blocker_id = '${me.id}'`)).toBe(2);
  });

  it("usernames: a member looks up at most so many an hour, found or not", async () => {
    const me = await t().member();
    const { limit } = WRITE_LIMITS.usernameLookup;
    await times(
      limit,
      (i) => t().request(`/api/pairing/explore/by-username/nobody${i}`, { as: me }),
      404,
    );
    await expectRefused(
      await t().request("/api/pairing/explore/by-username/nobodyatall", { as: me }),
      "usernameLookup",
      /looked up \d+ usernames in the last hour/,
    );
  });

  it("top-ups: a member buys at most so many times an hour, a retried purchase included", async () => {
    const me = await t().member();
    const buy = () =>
      t().request("/api/hearts/top-up", {
        as: me,
        json: { packageId: "hearts-10", idempotencyKey: `limit-${me.id}` },
      });
    const { limit } = WRITE_LIMITS.topUp;
    await times(limit, buy, 200);
    await expectRefused(await buy(), "topUp", new RegExp(`bought hearts ${limit} times`));
  });

  it("checkout: a member starts at most so many paid top-ups an hour", async () => {
    const stripe = await StripeStandIn.start();
    const app = await TestApp.create({ ...stripe.env, WRITE_LIMIT_FACTOR: "1" });
    try {
      const me = await app.member();
      const start = () =>
        app.request("/api/hearts/checkout", { as: me, json: { packageId: "hearts-10" } });
      const { limit } = WRITE_LIMITS.checkout;
      await times(limit, start, 200);
      await expectRefused(
        await start(),
        "checkout",
        new RegExp(`started ${limit} payments for hearts`),
      );
      expect(stripe.sessions.size).toBe(limit);
    } finally {
      await app.close();
      await stripe.close();
    }
  });
});
