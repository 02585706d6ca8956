import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type {
  Conversation,
  ConversationsResponse,
  Message,
  MessagesPage,
  SendMessageResponse,
} from "#shared/schemas/chat";
import { openLive } from "#tests/support/live-stream";
import { match, message } from "#tests/support/matching-factories";
import { errorOf, useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import {
  blocks,
  certifications,
  clubs,
  heartTransactions,
  matches,
  messages,
  mutes,
  profiles,
} from "../../db/schema";
import { queryRows } from "../../db/client";
import { MESSAGE_MAX } from "#shared/constants";

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function conversations(as: TestMember, app: TestApp = t()): Promise<Conversation[]> {
  const res = await app.request("/api/chat/conversations", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as ConversationsResponse).conversations;
}

const send = (as: TestMember, matchId: string, text: unknown, app: TestApp = t()) =>
  app.request(`/api/chat/conversations/${matchId}/messages`, { as, json: { text } });

async function balance(member: TestMember) {
  const [row] = await t()
    .db.select({ hearts: profiles.heartsBalance })
    .from(profiles)
    .where(eq(profiles.id, member.id));
  return row!.hearts;
}

/** What the read marks say: every message from the partner sent after the member last read. */
async function unreadByReadMark(matchId: string, as: TestMember) {
  const [row] = await queryRows<{ n: number }>(
    t().db,
    sql`select count(*)::int as n from messages x join matches m on m.id = x.match_id
         where m.id = ${matchId} and x.sender_id <> ${as.id}
           and x.sent_at > coalesce(case when m.user_a_id = ${as.id} then m.user_a_read_at
                                         else m.user_b_read_at end, '-infinity'::timestamptz)`,
  );
  return row!.n;
}

describe("Text History", () => {
  it("sorts conversations into your turn, their turn and hidden after 7 days of silence", async () => {
    const now = new Date("2026-11-20T18:00:00Z");
    t().clock.set(now);
    const me = await t().member({ name: "Nora Vance" });
    const fresh = await t().member({ name: "Fresh Match" });
    const replied = await t().member({ name: "Replied" });
    const waiting = await t().member({ name: "Waiting" });
    const quiet = await t().member({ name: "Quiet" });
    const almost = await t().member({ name: "Almost Quiet" });

    await match(t(), me, fresh, new Date(now.getTime() - DAY));
    const m2 = await match(t(), me, replied, new Date(now.getTime() - 3 * DAY));
    await message(t(), m2.id, me, "Hi!", new Date(now.getTime() - 2 * DAY));
    await message(t(), m2.id, replied, "Hello you", new Date(now.getTime() - HOUR));
    const m3 = await match(t(), me, waiting, new Date(now.getTime() - 3 * DAY));
    await message(t(), m3.id, me, "Coffee?", new Date(now.getTime() - 2 * HOUR));
    const m4 = await match(t(), me, quiet, new Date(now.getTime() - 20 * DAY));
    await message(t(), m4.id, quiet, "Long ago", new Date(now.getTime() - 7 * DAY));
    const m5 = await match(t(), me, almost, new Date(now.getTime() - 20 * DAY));
    await message(t(), m5.id, almost, "Nearly a week", new Date(now.getTime() - 7 * DAY + 60_000));

    const byName = Object.fromEntries((await conversations(me)).map((c) => [c.partner.name, c]));
    expect(byName["Fresh Match"]).toMatchObject({
      section: "yourTurn",
      lastMessage: null,
      unread: 0,
    });
    expect(byName["Replied"]).toMatchObject({
      section: "yourTurn",
      unread: 1,
      lastMessage: { text: "Hello you", fromMe: false },
    });
    expect(byName["Waiting"]).toMatchObject({
      section: "theirTurn",
      unread: 0,
      lastMessage: { text: "Coffee?", fromMe: true },
    });
    expect(byName["Quiet"]!.section).toBe("hidden");
    expect(byName["Almost Quiet"]!.section).toBe("yourTurn");

    // A minute later the almost-quiet one is 7 days silent too.
    t().clock.set(new Date(now.getTime() + 60_000));
    expect(
      Object.fromEntries((await conversations(me)).map((c) => [c.partner.name, c.section]))[
        "Almost Quiet"
      ],
    ).toBe("hidden");
    // The partner sees the other side of the turn.
    expect((await conversations(waiting))[0]).toMatchObject({ section: "yourTurn", unread: 1 });
  });

  it("hides a match nobody wrote in once 7 days have passed since it started", async () => {
    const now = new Date("2026-11-20T18:00:00Z");
    t().clock.set(now);
    const me = await t().member();
    const old = await t().member({ name: "Old Silent" });
    const fresh = await t().member({ name: "Fresh Silent" });
    await match(t(), me, old, new Date(now.getTime() - 7 * DAY));
    await match(t(), me, fresh, new Date(now.getTime() - 7 * DAY + 60_000));

    const sections = async (as: TestMember) =>
      Object.fromEntries((await conversations(as)).map((c) => [c.partner.name, c.section]));
    expect(await sections(me)).toEqual({ "Old Silent": "hidden", "Fresh Silent": "yourTurn" });
    // Both sides see it the same way.
    expect(await sections(old)).toEqual({ [me.name]: "hidden" });
    expect(await sections(fresh)).toEqual({ [me.name]: "yourTurn" });

    // A minute later the fresh one is 7 days silent too; a first message brings it back.
    t().clock.set(new Date(now.getTime() + 60_000));
    expect((await sections(me))["Fresh Silent"]).toBe("hidden");
    const [oldMatch] = (await conversations(me)).filter((c) => c.partner.name === "Old Silent");
    expect((await send(old, oldMatch!.matchId, "Still there?")).status).toBe(201);
    expect((await sections(me))["Old Silent"]).toBe("yourTurn");
  });

  it("counts unread messages until the conversation is read; muted conversations are hidden with no count", async () => {
    const me = await t().member();
    const ada = await t().member();
    const ben = await t().member();
    const m1 = await match(t(), me, ada);
    const m2 = await match(t(), me, ben);
    for (const text of ["one", "two", "three"])
      await message(t(), m1.id, ada, text, new Date(Date.now() - 60_000));
    await message(t(), m2.id, ben, "psst", new Date(Date.now() - 60_000));
    await t().db.insert(mutes).values({ profileId: me.id, matchId: m2.id });

    let list = await conversations(me);
    expect(list.find((c) => c.matchId === m1.id)!.unread).toBe(3);
    expect(list.find((c) => c.matchId === m2.id)).toMatchObject({
      unread: 0,
      muted: true,
      section: "hidden",
    });

    expect(
      (await t().request(`/api/chat/conversations/${m1.id}/read`, { method: "POST", as: me }))
        .status,
    ).toBe(200);
    list = await conversations(me);
    expect(list.find((c) => c.matchId === m1.id)!.unread).toBe(0);
  });

  it("keeps unread counts equal to the partner's messages since the last read, however they were written", async () => {
    const start = new Date("2026-11-20T18:00:00Z").getTime();
    const me = await t().member();
    const ada = await t().member();
    const read = (as: TestMember, matchId: string) =>
      t().request(`/api/chat/conversations/${matchId}/read`, { method: "POST", as });
    const step = fc.record({
      kind: fc.constantFrom("send", "read", "write"),
      byMe: fc.boolean(),
      after: fc.constantFrom(1, 1000),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        await t().db.delete(matches);
        const m = await match(t(), me, ada, new Date(start));
        let at = start;
        for (const { kind, byMe, after } of steps) {
          at += after;
          t().clock.set(new Date(at));
          const who = byMe ? me : ada;
          if (kind === "send") expect((await send(who, m.id, "hi")).status).toBe(201);
          else if (kind === "read") expect((await read(who, m.id)).status).toBe(200);
          // Written straight to the database, as the demo seed does.
          else await message(t(), m.id, who, "hello", new Date(at));
          for (const member of [me, ada]) {
            const [listed] = await conversations(member);
            expect(listed!.unread).toBe(await unreadByReadMark(m.id, member));
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it("counts a message sent after the conversation was read, even within the same millisecond", async () => {
    const at = new Date("2026-11-20T18:00:00Z");
    t().clock.set(at);
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada, new Date(at.getTime() - HOUR));
    expect((await send(ada, m.id, "one")).status).toBe(201);
    await t().request(`/api/chat/conversations/${m.id}/read`, { method: "POST", as: me });
    expect((await conversations(me))[0]!.unread).toBe(0);
    expect((await send(ada, m.id, "two")).status).toBe(201);
    expect((await conversations(me))[0]).toMatchObject({ unread: 1, section: "yourTurn" });
    // Replying reads everything before the reply.
    expect((await send(me, m.id, "three")).status).toBe(201);
    expect((await conversations(me))[0]!.unread).toBe(0);
    expect((await conversations(ada))[0]!.unread).toBe(1);
  });

  it("lists 2 or 50 conversations with the same single query", async () => {
    const queriesToList = async (count: number) => {
      const me = await t().member();
      for (let i = 0; i < count; i++) {
        const partner = await t().member();
        const m = await match(t(), me, partner);
        if (i % 3 === 0) await send(partner, m.id, `hello ${i}`);
        if (i % 3 === 1) await message(t(), m.id, partner, `hi ${i}`, new Date());
      }
      await conversations(me); // the first request also looks up the session
      const seen: string[] = [];
      const stop = t().database.observeQueries((text) => seen.push(text));
      try {
        expect(await conversations(me)).toHaveLength(count);
      } finally {
        stop();
      }
      return seen;
    };
    const two = await queriesToList(2);
    const fifty = await queriesToList(50);
    expect(two).toHaveLength(1);
    expect(fifty).toEqual(two);
  });

  it("keeps the list it read, yet shows any write at once, however it was made", async () => {
    const me = await t().member();
    const ada = await t().member({ name: "Ada" });
    const m = await match(t(), me, ada);
    const first = await conversations(me);
    expect(first[0]!.partner.name).toBe("Ada");

    // Nothing written since: the kept list, sent with the version it was read at.
    const sent: unknown[][] = [];
    const stop = t().database.observeQueries((_, params) => sent.push(params));
    try {
      expect(await conversations(me)).toEqual(first);
    } finally {
      stop();
    }
    // The member, the version, and when a former member's messages stop being shown.
    expect(sent).toEqual([[me.id, expect.stringMatching(/^\d+:\d+:/), expect.any(String)]]);

    // Written outside the chat's own code: a rename, a certification, a message by the seed.
    await t().db.update(profiles).set({ name: "Ada L." }).where(eq(profiles.id, ada.id));
    expect((await conversations(me))[0]!.partner.name).toBe("Ada L.");
    await t()
      .db.insert(clubs)
      .values({ id: "chess", name: "Chess club", description: "", position: 0 });
    await t()
      .db.insert(certifications)
      .values({ profileId: ada.id, clubId: "chess", passed: true, score: 100 });
    expect((await conversations(me))[0]!.partner.certifications).toEqual(["Chess club"]);
    await message(t(), m.id, ada, "Written by the seed", new Date());
    expect((await conversations(me))[0]).toMatchObject({
      lastMessage: { text: "Written by the seed", fromMe: false },
      unread: 1,
    });
    expect((await send(me, m.id, "And by me")).status).toBe(201);
    expect((await conversations(me))[0]).toMatchObject({
      lastMessage: { text: "And by me", fromMe: true },
      unread: 0,
    });
    expect((await conversations(ada))[0]).toMatchObject({ unread: 1 });
  });

  it("shows up to two of the partner's certifications, oldest first", async () => {
    const me = await t().member();
    const ada = await t().member({ name: "Ada" });
    await match(t(), me, ada);
    await t()
      .db.insert(clubs)
      .values(
        ["french", "chess", "wine"].map((id, position) => ({
          id,
          name: `${id} club`,
          description: "",
          position,
        })),
      );
    await t()
      .db.insert(certifications)
      .values(
        ["wine", "french", "chess"].map((clubId, i) => ({
          profileId: ada.id,
          clubId,
          passed: true,
          score: 100,
          certifiedAt: new Date(Date.UTC(2026, 5, i + 1)),
        })),
      );
    const [conversation] = await conversations(me);
    expect(conversation!.partner.certifications).toEqual(["wine club", "french club"]);
  });

  it("shows the partner's age, pronouns, sexuality and neighbourhood, never their email", async () => {
    const me = await t().member();
    const ada = await t().member({
      name: "Ada",
      age: 34,
      pronouns: "he/him",
      sexuality: "gay",
      neighborhood: "Astoria",
    });
    await match(t(), me, ada);
    const [conversation] = await conversations(me);
    expect(conversation!.partner).toMatchObject({
      age: 34,
      pronouns: "he/him",
      sexuality: "gay",
      neighborhood: "Astoria",
    });
    expect(JSON.stringify(conversation)).not.toContain(ada.email);
  });

  it("never lists a conversation with a member either side blocked", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    await t().db.insert(blocks).values({ blockerId: me.id, blockedId: ada.id });
    expect(await conversations(me)).toEqual([]);
    expect(await conversations(ada)).toEqual([]);
    expect((await send(ada, m.id, "hello?")).status).toBe(404);
  });
});

describe("the thread", () => {
  it("sends trimmed messages of 1–2000 characters and refuses empty ones, writing nothing", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const res = await send(me, m.id, "  Hello Ada!  ");
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: Message }).message).toMatchObject({
      text: "Hello Ada!",
      senderId: me.id,
    });

    for (const bad of ["", "   \n ", "x".repeat(2001), 42, "nul\u0000"]) {
      const refused = await send(me, m.id, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect((await errorOf(refused)).error.fields?.text).toBeTruthy();
    }
    expect((await send(me, m.id, "y".repeat(2000))).status).toBe(201);
    const stored = await t().db.select().from(messages).where(eq(messages.matchId, m.id));
    expect(stored).toHaveLength(2);
    const [mine] = await conversations(me);
    expect(mine).toMatchObject({ section: "theirTurn", lastMessage: { fromMe: true } });
  });

  it("keeps a message's line breaks and tabs but refuses a text-direction override, sending nothing", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const refused = await send(me, m.id, "see you at 8\u202E:mp");
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).error.fields?.text).toMatch(/invisible formatting/);
    const res = await send(me, m.id, "Dear Ada,\r\n\tsee you at 8\nJo");
    expect(res.status).toBe(201);
    const stored = await t().db.select().from(messages).where(eq(messages.matchId, m.id));
    expect(stored.map((row) => row.text)).toEqual(["Dear Ada,\r\n\tsee you at 8\nJo"]);
  });

  it("pages the thread oldest first, newest page first, older pages by cursor", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const start = Date.now() - 100 * 60_000;
    for (let i = 1; i <= 45; i++)
      await message(t(), m.id, i % 2 ? me : ada, `m${i}`, new Date(start + i * 60_000));

    const first = (await (
      await t().request(`/api/chat/conversations/${m.id}/messages`, { as: ada })
    ).json()) as MessagesPage;
    expect(first.messages.map((x) => x.text)).toEqual(
      Array.from({ length: 40 }, (_, i) => `m${i + 6}`),
    );
    expect(first.olderCursor).not.toBeNull();
    const older = (await (
      await t().request(`/api/chat/conversations/${m.id}/messages?before=${first.olderCursor}`, {
        as: ada,
      })
    ).json()) as MessagesPage;
    expect(older.messages.map((x) => x.text)).toEqual(["m1", "m2", "m3", "m4", "m5"]);
    expect(older.olderCursor).toBeNull();
  });

  it("refuses another member's conversation as if it did not exist", async () => {
    const [me, ada, outsider] = [await t().member(), await t().member(), await t().member()];
    const m = await match(t(), me, ada);
    await message(t(), m.id, me, "private", new Date());
    for (const res of [
      await t().request(`/api/chat/conversations/${m.id}/messages`, { as: outsider }),
      await send(outsider, m.id, "let me in"),
      await t().request(`/api/chat/conversations/${m.id}/read`, { method: "POST", as: outsider }),
      await t().request(`/api/chat/conversations/not-a-uuid/messages`, { as: me }),
    ]) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain("private");
    }
    expect(await conversations(outsider)).toEqual([]);
    expect((await t().request(`/api/chat/conversations`)).status).toBe(401);
  });
});

describe("the first-message heart", () => {
  it("gives +1 to whoever sends a match's first message within 48 hours, once", async () => {
    const start = new Date("2026-11-01T12:00:00Z");
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada, start);
    t().clock.set(new Date(start.getTime() + 48 * HOUR)); // the edge still counts
    const earned = async (as: TestMember, text: string) => {
      const res = await send(as, m.id, text);
      expect(res.status).toBe(201);
      const { heartsEarned, balance } = (await res.json()) as SendMessageResponse;
      return { heartsEarned, balance };
    };
    // The send answers with the new balance when it changed, so every screen can show it.
    expect(await earned(me, "Hi!")).toEqual({ heartsEarned: 1, balance: 1 });
    expect(await earned(ada, "Hey")).toEqual({ heartsEarned: 0 });
    expect(await earned(me, "How are you?")).toEqual({ heartsEarned: 0 });
    expect(await balance(me)).toBe(1);
    expect(await balance(ada)).toBe(0);
    const ledger = await t().db.select().from(heartTransactions);
    expect(ledger).toEqual([
      expect.objectContaining({
        profileId: me.id,
        amount: 1,
        type: "earn",
        reason: "First message within 48 hours",
        balanceAfter: 1,
      }),
    ]);
  });

  it("gives nothing when the first message comes after 48 hours", async () => {
    const start = new Date("2026-11-01T12:00:00Z");
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada, start);
    t().clock.set(new Date(start.getTime() + 48 * HOUR + 1000));
    const res = await send(me, m.id, "Sorry I'm late");
    expect(res.status).toBe(201);
    expect(((await res.json()) as SendMessageResponse).heartsEarned).toBe(0);
    expect(await balance(me)).toBe(0);
    expect(await t().db.select().from(heartTransactions)).toEqual([]);
  });
});

describe("live", () => {
  it("delivers a new message and read state to the partner's open stream at once", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const live = await openLive(t(), ada);
    try {
      await send(me, m.id, "Are you there?");
      const event = await live.next((e) => e.type === "message.created");
      expect(event.data).toMatchObject({
        matchId: m.id,
        message: { text: "Are you there?", senderId: me.id },
      });
      await t().request(`/api/chat/conversations/${m.id}/read`, { method: "POST", as: me });
      expect(await live.next((e) => e.type === "conversation.read")).toMatchObject({
        data: { matchId: m.id },
      });
    } finally {
      await live.close();
    }
  });

  it("announces the message of the most bytes a member can send", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const live = await openLive(t(), ada);
    try {
      // Three bytes each in UTF-8, the most a character counted once can take; control
      // characters (six bytes each in JSON) are refused. Past the NOTIFY budget, the event
      // would go without its text for the client to fetch.
      expect((await send(me, m.id, "€".repeat(MESSAGE_MAX))).status).toBe(201);
      const event = await live.next((e) => e.type === "message.created");
      expect(event.data).toMatchObject({ matchId: m.id });
    } finally {
      await live.close();
    }
  });

  it("refuses the stream without a session", async () => {
    expect((await t().request("/api/live")).status).toBe(401);
  });
});

// Only PostgreSQL runs statements at the same time.
describe.runIf(isPostgres)("unread counts under concurrent sends", () => {
  it("counts every message sent at once from both sides", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(i % 3 ? ada : me, m.id, `burst ${i}`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    // In the order they were stored, each side has the partner's messages after its own last one.
    const [row] = await queryRows<{ mine: number; hers: number }>(
      t().db,
      sql`select count(*) filter (where x.sender_id = ${ada.id} and x.id > coalesce(
                   (select max(y.id) from messages y where y.match_id = x.match_id and y.sender_id = ${me.id}), 0))::int as mine,
                 count(*) filter (where x.sender_id = ${me.id} and x.id > coalesce(
                   (select max(y.id) from messages y where y.match_id = x.match_id and y.sender_id = ${ada.id}), 0))::int as hers
            from messages x where x.match_id = ${m.id}`,
    );
    expect((await conversations(me))[0]!.unread).toBe(row!.mine);
    expect((await conversations(ada))[0]!.unread).toBe(row!.hers);
  });
});

describe.runIf(isPostgres)("live after the notification connection is lost", () => {
  it("listens again, tells open streams to resync, and delivers what is sent next", async () => {
    const me = await t().member();
    const ada = await t().member();
    const m = await match(t(), me, ada);
    const live = await openLive(t(), ada);
    try {
      const killed = await queryRows<{ killed: boolean }>(
        t().db,
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
             where datname = current_database() and query = 'LISTEN "vouch_events"'`,
      );
      expect(killed).toEqual([{ killed: true }]);
      await live.next((e) => e.type === "resync");
      expect((await send(me, m.id, "Back again")).status).toBe(201);
      const event = await live.next((e) => e.type === "message.created");
      expect(event.data).toMatchObject({ message: { text: "Back again" } });
    } finally {
      await live.close();
    }
  });
});

// Two server processes share one database only on PostgreSQL.
describe.runIf(isPostgres)("live across processes", () => {
  it("a list read through process B shows at once what was just written through process A", async () => {
    const other = await t().sibling();
    try {
      const me = await t().member();
      const ada = await t().member();
      const m = await match(t(), me, ada);
      expect(await conversations(ada, other)).toMatchObject([{ lastMessage: null }]);
      expect((await send(me, m.id, "Fresh everywhere")).status).toBe(201);
      expect(await conversations(ada, other)).toMatchObject([
        { lastMessage: { text: "Fresh everywhere" }, unread: 1 },
      ]);
    } finally {
      await other.close();
    }
  });

  it("a message sent through process A reaches a member connected to process B", async () => {
    const other = await t().sibling();
    try {
      const me = await t().member();
      const ada = await t().member();
      const m = await match(t(), me, ada);
      const live = await openLive(other, ada);
      try {
        expect((await send(me, m.id, "Across the wire")).status).toBe(201);
        const event = await live.next((e) => e.type === "message.created");
        expect(event.data).toMatchObject({ message: { text: "Across the wire" } });
      } finally {
        await live.close();
      }
    } finally {
      await other.close();
    }
  });
});
