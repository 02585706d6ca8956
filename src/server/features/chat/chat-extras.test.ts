import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  ConversationsResponse,
  MessageSearchResponse,
  MessagesPage,
  SendMessageResponse,
} from "#shared/schemas/chat";
import type { CaseDetail } from "#shared/schemas/moderation";
import { openLive } from "#tests/support/live-stream";
import { match } from "#tests/support/matching-factories";
import { moderationKit } from "#tests/support/moderation-kit";
import { notificationsOf } from "#tests/support/notifications";
import { errorOf, useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { queryRows } from "../../db/client";
import { matches, messageVersions, mutes } from "../../db/schema";
import { removeMessageOf } from "./remove-message";

const t = useTestApp();
const { moderator } = moderationKit(t);
const MINUTE = 60_000;

/** Moves the server's clock on from where it is. */
function advance(ms: number) {
  const from = t().clock.current ?? new Date();
  t().clock.set(new Date(from.getTime() + ms));
}

const base = (matchId: string) => `/api/chat/conversations/${matchId}`;

async function sendText(as: TestMember, matchId: string, text: string, replyTo?: number) {
  const res = await t().request(`${base(matchId)}/messages`, {
    as,
    json: replyTo === undefined ? { text } : { text, replyTo },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as SendMessageResponse).message;
}

async function thread(as: TestMember, matchId: string, app: TestApp = t()) {
  const res = await app.request(`${base(matchId)}/messages`, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as MessagesPage;
}

const typing = (as: TestMember, matchId: string, app: TestApp = t()) =>
  app.request(`${base(matchId)}/typing`, { as, method: "POST" });
const read = (as: TestMember, matchId: string) =>
  t().request(`${base(matchId)}/read`, { as, method: "POST" });
const react = (as: TestMember, matchId: string, messageId: number, emoji: string | null) =>
  t().request(`${base(matchId)}/messages/${messageId}/reaction`, {
    as,
    method: "PUT",
    json: { emoji },
  });
const edit = (as: TestMember, matchId: string, messageId: number, text: string) =>
  t().request(`${base(matchId)}/messages/${messageId}`, { as, method: "PATCH", json: { text } });
const unsend = (as: TestMember, matchId: string, messageId: number) =>
  t().request(`${base(matchId)}/messages/${messageId}`, { as, method: "DELETE" });

async function pair() {
  const me = await t().member({ name: "Nora Vance" });
  const ada = await t().member({ name: "Ada Brook" });
  const m = await match(t(), me, ada);
  return { me, ada, m };
}

async function muteBy(member: TestMember, matchId: string) {
  await t().db.insert(mutes).values({ profileId: member.id, matchId });
}

describe("typing", () => {
  it("reaches the partner's stream at once, is never stored, and is dropped within 2 seconds", async () => {
    const { me, ada, m } = await pair();
    const live = await openLive(t(), ada);
    try {
      const tables = await queryRows<{ n: number }>(
        t().db,
        sql`select count(*)::int as n from information_schema.columns where column_name ilike '%typing%'`,
      );
      const res = await typing(me, m.id);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: true });
      expect(await live.next((e) => e.type === "typing")).toMatchObject({
        data: { matchId: m.id, memberId: me.id },
      });
      expect(await (await typing(me, m.id)).json()).toEqual({ sent: false });
      advance(2_000);
      expect(await (await typing(me, m.id)).json()).toEqual({ sent: true });
      expect(tables[0]!.n).toBe(0);
    } finally {
      await live.close();
    }
  });

  it("is refused in a muted, ended, blocked or former member's conversation, and in others'", async () => {
    const { me, ada, m } = await pair();
    await muteBy(ada, m.id);
    expect((await typing(me, m.id)).status).toBe(404);

    const two = await pair();
    await t()
      .db.update(matches)
      .set({ status: "ended", endedAt: new Date() })
      .where(eq(matches.id, two.m.id));
    expect((await typing(two.me, two.m.id)).status).toBe(404);

    const three = await pair();
    const blocked = await t().request(`/api/safety/blocks`, {
      as: three.ada,
      json: { memberId: three.me.id },
    });
    expect(blocked.status).toBeLessThan(300);
    expect((await typing(three.me, three.m.id)).status).toBe(404);

    const four = await pair();
    await t()
      .db.update(matches)
      .set({ status: "left", endedAt: new Date() })
      .where(eq(matches.id, four.m.id));
    expect((await typing(four.me, four.m.id)).status).toBe(404);

    const stranger = await t().member();
    const five = await pair();
    expect((await typing(stranger, five.m.id)).status).toBe(404);
  });
});

describe("read receipts", () => {
  it("shows the partner's read time, live, only while both have receipts on", async () => {
    const { me, ada, m } = await pair();
    await sendText(me, m.id, "Hello there");
    expect((await thread(me, m.id)).partnerReadAt).toBeNull();
    const live = await openLive(t(), me);
    try {
      expect((await read(ada, m.id)).status).toBe(200);
      const event = await live.next((e) => e.type === "conversation.read");
      expect(event.data).toMatchObject({ matchId: m.id, readerId: ada.id });
      const readAt = (event.data as { readAt: string }).readAt;
      expect((await thread(me, m.id)).partnerReadAt).toBe(readAt);

      // Ada turns receipts off: neither sees the other's any more, and the event says nothing.
      const off = await t().request("/api/profile", {
        as: ada,
        method: "PATCH",
        json: { readReceipts: false },
      });
      expect(off.status).toBe(200);
      expect((await thread(me, m.id)).partnerReadAt).toBeNull();
      await read(me, m.id);
      expect((await thread(ada, m.id)).partnerReadAt).toBeNull();
      await read(ada, m.id);
      const quiet = await live.next((e) => e.type === "conversation.read");
      expect(quiet.data).toEqual({ matchId: m.id });
    } finally {
      await live.close();
    }
  });

  it("shows none in a muted conversation", async () => {
    const { me, ada, m } = await pair();
    await sendText(me, m.id, "Hello");
    await read(ada, m.id);
    await muteBy(me, m.id);
    expect((await thread(me, m.id)).partnerReadAt).toBeNull();
  });
});

describe("reactions", () => {
  it("puts one reaction per member on a message, replaces and takes it off, and tells the partner", async () => {
    const { me, ada, m } = await pair();
    const hello = await sendText(me, m.id, "Guess what I cooked");
    const live = await openLive(t(), me);
    try {
      expect((await react(ada, m.id, hello.id, "😂")).status).toBe(200);
      await live.next((e) => e.type === "message.changed");
      expect((await react(ada, m.id, hello.id, "❤️")).status).toBe(200);
      expect((await thread(me, m.id)).messages[0]!.reactions).toEqual([
        { emoji: "❤️", mine: false },
      ]);
      expect((await thread(ada, m.id)).messages[0]!.reactions).toEqual([
        { emoji: "❤️", mine: true },
      ]);
      const [note] = await notificationsOf(t(), me);
      // The notification names the reaction she settled on, never the message.
      expect(note).toMatchObject({
        kind: "reaction",
        objectId: m.id,
        actorFirstName: "Ada",
        emoji: "❤️",
      });
      expect(JSON.stringify(note)).not.toContain("cooked");
      expect((await react(ada, m.id, hello.id, null)).status).toBe(200);
      expect((await thread(me, m.id)).messages[0]!.reactions).toBeUndefined();
    } finally {
      await live.close();
    }
  });

  it("refuses another emoji, a muted conversation and another member's message", async () => {
    const { me, ada, m } = await pair();
    const hello = await sendText(me, m.id, "Hi");
    const bad = await react(ada, m.id, hello.id, "🔥");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).error.fields?.emoji).toContain("Choose one of");
    const other = await pair();
    expect((await react(ada, other.m.id, hello.id, "👍")).status).toBe(404);
    await muteBy(ada, m.id);
    expect((await react(ada, m.id, hello.id, "👍")).status).toBe(404);
    expect((await thread(me, m.id)).messages[0]!.reactions).toBeUndefined();
  });
});

describe("replies", () => {
  it("quote the first line, and say so once the quoted message is unsent or removed", async () => {
    const { me, ada, m } = await pair();
    const question = await sendText(me, m.id, "Dinner Friday?\nI know a place");
    const first = await sendText(ada, m.id, "Yes please", question.id);
    expect((await thread(me, m.id)).messages.at(-1)!.replyTo).toEqual({
      id: question.id,
      fromMe: true,
      firstLine: "Dinner Friday?",
    });
    expect((await unsend(me, m.id, question.id)).status).toBe(200);
    expect((await thread(ada, m.id)).messages.find((x) => x.id === first.id)!.replyTo).toEqual({
      id: question.id,
      fromMe: false,
      firstLine: null,
    });

    const later = await sendText(ada, m.id, "Pick you up at 8");
    await sendText(me, m.id, "Perfect", later.id);
    await t().db.transaction((tx) =>
      removeMessageOf(tx, { senderId: ada.id, messageId: later.id }),
    );
    expect((await thread(me, m.id)).messages.at(-1)!.replyTo?.firstLine).toBeNull();
  });

  it("refuse a message of another conversation, sending nothing", async () => {
    const { me, m } = await pair();
    const other = await pair();
    const elsewhere = await sendText(other.me, other.m.id, "Not yours");
    const res = await t().request(`${base(m.id)}/messages`, {
      as: me,
      json: { text: "Hmm", replyTo: elsewhere.id },
    });
    expect(res.status).toBe(400);
    expect((await thread(me, m.id)).messages).toEqual([]);
  });
});

describe("edit and unsend", () => {
  it("edits within 15 minutes, keeps every version, and the report shows the original", async () => {
    const { me, ada, m } = await pair();
    const mean = await sendText(me, m.id, "You are worthless");
    advance(MINUTE);
    expect((await edit(me, m.id, mean.id, "You are lovely")).status).toBe(200);
    expect((await edit(me, m.id, mean.id, "You are lovely!")).status).toBe(200);
    const [shown] = (await thread(ada, m.id)).messages;
    expect(shown).toMatchObject({ text: "You are lovely!", edited: true });
    const versions = await t()
      .db.select({ text: messageVersions.text })
      .from(messageVersions)
      .where(eq(messageVersions.messageId, mean.id));
    expect(versions.map((v) => v.text)).toEqual(["You are worthless", "You are lovely"]);

    expect((await edit(ada, m.id, mean.id, "Not mine")).status).toBe(404);
    advance(15 * MINUTE);
    const late = await edit(me, m.id, mean.id, "Too late");
    expect(late.status).toBe(409);
    expect((await errorOf(late)).error.message).toContain("15 minutes");

    const mod = await moderator();
    const filed = await t().request("/api/safety/reports", {
      as: ada,
      json: {
        target: { kind: "message", messageId: mean.id },
        reason: "harassment",
        details: "Insults",
      },
    });
    expect(filed.status).toBeLessThan(300);
    const [row] = await queryRows<{ id: string }>(
      t().db,
      sql`select id from moderation_cases where member_id = ${me.id}`,
    );
    const detail = (await (
      await t().request(`/api/moderation/cases/${row!.id}`, { as: mod })
    ).json()) as CaseDetail;
    expect(detail.evidence[0]!.messages[0]).toMatchObject({
      text: "You are lovely!",
      earlier: [{ text: "You are worthless" }, { text: "You are lovely" }],
    });
  });

  it("applies the nudge check to an edit, for the reader only", async () => {
    const { me, ada, m } = await pair();
    const hi = await sendText(me, m.id, "Hi there");
    await edit(me, m.id, hi.id, "Send me a gift card first");
    expect((await thread(ada, m.id)).messages[0]!.safetyNote).toBe(true);
    expect((await thread(me, m.id)).messages[0]!.safetyNote).toBeUndefined();
  });

  it("unsends within 15 minutes: removed for both, in the thread and Text History", async () => {
    const { me, ada, m } = await pair();
    await sendText(me, m.id, "Hi Ada");
    const oops = await sendText(me, m.id, "Wrong chat, sorry");
    const unread = async () =>
      (
        (await (
          await t().request("/api/chat/conversations", { as: ada })
        ).json()) as ConversationsResponse
      ).conversations[0]!.unread;
    expect(await unread()).toBe(2);
    const live = await openLive(t(), ada);
    try {
      expect((await unsend(me, m.id, oops.id)).status).toBe(200);
      await live.next((e) => e.type === "message.changed");
    } finally {
      await live.close();
    }
    // Ada hadn't read it: it no longer counts as unread.
    expect(await unread()).toBe(1);
    for (const who of [me, ada]) {
      expect((await thread(who, m.id)).messages.at(-1)).toMatchObject({ text: "", removed: true });
      const list = (await (
        await t().request("/api/chat/conversations", { as: who })
      ).json()) as ConversationsResponse;
      expect(list.conversations[0]!.lastMessage?.text).toBe("Message removed");
    }
    expect((await unsend(me, m.id, oops.id)).status).toBe(409);
    const later = await sendText(me, m.id, "Hello again");
    advance(16 * MINUTE);
    expect((await unsend(me, m.id, later.id)).status).toBe(409);
    expect((await thread(ada, m.id)).messages.at(-1)).toMatchObject({ text: "Hello again" });
  });
});

describe("search", () => {
  it("finds words in the member's own conversations only, newest first, never unsent ones", async () => {
    const { me, ada, m } = await pair();
    const other = await pair();
    await sendText(me, m.id, "The pizza place on Fifth");
    await sendText(ada, m.id, "Pizza again? Sure!");
    const gone = await sendText(ada, m.id, "pizza secret");
    await unsend(ada, m.id, gone.id);
    await sendText(other.me, other.m.id, "pizza elsewhere");
    const search = async (q: string, matchId?: string) => {
      const query = new URLSearchParams({ q, ...(matchId ? { matchId } : {}) });
      const res = await t().request(`/api/chat/search?${query}`, { as: me });
      expect(res.status).toBe(200);
      return ((await res.json()) as MessageSearchResponse).results;
    };
    expect((await search("PIZZ")).map((r) => r.text)).toEqual([
      "Pizza again? Sure!",
      "The pizza place on Fifth",
    ]);
    expect(await search("pizza fifth", m.id)).toMatchObject([
      { text: "The pizza place on Fifth", fromMe: true, partnerName: "Ada Brook" },
    ]);
    expect(await search("pizza", other.m.id)).toEqual([]);
    expect(await search("&|!:*")).toEqual([]);
    const short = await t().request(`/api/chat/search?q=a`, { as: me });
    expect(short.status).toBe(400);
  });
});

describe.runIf(isPostgres)("across processes", () => {
  it("a typing signal and a reaction through process A reach a member connected to process B", async () => {
    const other = await t().sibling();
    try {
      const { me, ada, m } = await pair();
      const hello = await sendText(ada, m.id, "Hey");
      const live = await openLive(other, ada);
      try {
        expect((await typing(me, m.id)).status).toBe(200);
        await live.next((e) => e.type === "typing");
        expect((await react(me, m.id, hello.id, "👍")).status).toBe(200);
        await live.next((e) => e.type === "message.changed");
        expect((await thread(ada, m.id, other)).messages[0]!.reactions).toEqual([
          { emoji: "👍", mine: false },
        ]);
      } finally {
        await live.close();
      }
    } finally {
      await other.close();
    }
  });
});
