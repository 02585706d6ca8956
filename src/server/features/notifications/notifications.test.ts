import { describe, expect, it } from "vitest";
import type { Notification, NotificationsResponse } from "#shared/schemas/notifications";
import { openLive } from "#tests/support/live-stream";
import { match, suggest } from "#tests/support/matching-factories";
import { linkFriend } from "#tests/support/circle-factories";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { suggestMatch } from "../matching";

const t = useTestApp();

async function list(as: TestMember): Promise<Notification[]> {
  const res = await t().request("/api/notifications", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as NotificationsResponse).notifications;
}

async function unread(as: TestMember): Promise<number> {
  const res = await t().request("/api/notifications/unread-count", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as { unread: number }).unread;
}

const send = (as: TestMember, matchId: string, text = "Hello there") =>
  t().request(`/api/chat/conversations/${matchId}/messages`, { as, json: { text } });

const post = (path: string, as: TestMember, json?: object) =>
  t().request(path, { as, method: "POST", ...(json && { json }) });

async function matched() {
  const ada = await t().member({ name: "Ada Lovelace" });
  const ben = await t().member({ name: "Ben Okafor" });
  const { id: matchId } = await match(t(), ada, ben);
  return { ada, ben, matchId };
}

const link = (member: TestMember, friend: TestMember) => linkFriend(t(), member, friend);

describe("message notifications", () => {
  it("are one per conversation for the reader, counting messages, in first names, never the text", async () => {
    const { ada, ben, matchId } = await matched();
    expect((await send(ada, matchId, "My secret words")).status).toBe(201);
    expect((await send(ada, matchId, "And more")).status).toBe(201);

    const [n, ...rest] = await list(ben);
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      kind: "message",
      objectId: matchId,
      actorFirstName: "Ada",
      count: 2,
      read: false,
    });
    expect(JSON.stringify(n)).not.toContain("secret");
    expect(await unread(ben)).toBe(1);
    // Never about the member's own messages.
    expect(await list(ada)).toEqual([]);
    expect(await unread(ada)).toBe(0);
  });

  it("are read when the conversation is read, and come back unread with the next message", async () => {
    const { ada, ben, matchId } = await matched();
    await send(ada, matchId);
    await send(ada, matchId);
    expect((await post(`/api/chat/conversations/${matchId}/read`, ben)).status).toBe(200);
    expect(await unread(ben)).toBe(0);
    expect((await list(ben))[0]).toMatchObject({ read: true, count: 2 });

    await send(ada, matchId);
    expect(await list(ben)).toMatchObject([{ kind: "message", read: false, count: 1 }]);
    expect(await unread(ben)).toBe(1);
  });

  it("reach the reader's open screens live", async () => {
    const { ada, ben, matchId } = await matched();
    const live = await openLive(t(), ben);
    try {
      await send(ada, matchId);
      await live.next((e) => e.type === "message.created");
      expect(await unread(ben)).toBe(1);
    } finally {
      await live.close();
    }
  });
});

describe("match and suggestion notifications", () => {
  it("tell the accepted member of the match, not the member who accepted", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    const ben = await t().member({ name: "Ben Okafor" });
    const cleo = await t().member({ name: "Cleo Park" });
    await suggest(t(), { target: ada, candidate: ben, suggester: cleo });
    const live = await openLive(t(), ben);
    try {
      const res = await post(`/api/matching/candidates/${ben.id}/accept`, ada);
      expect(res.status).toBe(200);
      const { matchId } = (await res.json()) as { matchId: string };
      await live.next((e) => e.type === "notifications.changed");
      expect(await list(ben)).toMatchObject([
        { kind: "match", objectId: matchId, actorFirstName: "Ada" },
      ]);
      expect(await list(ada)).toEqual([]);
    } finally {
      await live.close();
    }
  });

  it("tell the target of a new suggestion by the candidate's first name, gone once decided", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    const ben = await t().member({ name: "Ben Okafor" });
    const cleo = await t().member({ name: "Cleo Park" });
    await t().db.transaction((tx) =>
      suggestMatch(tx, {
        targetId: ada.id,
        candidateId: ben.id,
        suggesterId: cleo.id,
        suggestedByName: "Cleo",
        source: "direct",
        reason: "You both love maps.",
      }),
    );
    expect(await list(ada)).toMatchObject([{ kind: "suggestion", actorFirstName: "Ben" }]);
    expect(await list(ben)).toEqual([]);
    expect(await list(cleo)).toEqual([]);

    expect((await post(`/api/matching/candidates/${ben.id}/decline`, ada)).status).toBe(200);
    expect(await list(ada)).toEqual([]);
    expect(await unread(ada)).toBe(0);
  });
});

describe("endorsement notifications", () => {
  it("tell the member of words to approve and the friend of a prompt asked, gone once answered", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    const maya = await t().member({ name: "Maya Chen" });
    const friendId = await link(ada, maya);

    const written = await t().request("/api/endorsements", {
      as: maya,
      json: { memberId: ada.id, text: "Ada lends you her umbrella and keeps none." },
    });
    expect(written.status).toBe(201);
    const { id } = (await written.json()) as { id: string };
    expect(await list(ada)).toMatchObject([
      { kind: "endorsement", objectId: id, actorFirstName: "Maya" },
    ]);
    expect(await list(maya)).toEqual([]);
    expect((await post(`/api/endorsements/${id}/approve`, ada)).status).toBe(200);
    expect(await list(ada)).toEqual([]);

    const asked = await t().request(`/api/endorsements/friends/${friendId}/prompt`, {
      as: ada,
      json: { prompt: "lucky-date" },
    });
    if (asked.status === 201) {
      expect(await list(maya)).toMatchObject([{ kind: "promptAsked", actorFirstName: "Ada" }]);
      expect(await list(ada)).toEqual([]);
    } else {
      expect.fail(`asking a prompt: ${asked.status} ${await asked.text()}`);
    }
  });
});

describe("gone notifications", () => {
  it("leave the list when either member blocks the other", async () => {
    const { ada, ben, matchId } = await matched();
    await send(ada, matchId);
    expect(await unread(ben)).toBe(1);
    expect((await post("/api/safety/blocks", ada, { memberId: ben.id })).status).toBe(200);
    expect(await list(ben)).toEqual([]);
    expect(await unread(ben)).toBe(0);
  });

  it("leave the list when the match ends", async () => {
    const { ada, ben, matchId } = await matched();
    await send(ada, matchId);
    expect((await post("/api/safety/unmatches", ben, { matchId })).status).toBe(200);
    expect(await list(ben)).toEqual([]);
    expect(await unread(ben)).toBe(0);
  });

  it("leave the list when their actor deletes their account", async () => {
    const ada = await t().signUp({ name: "Ada Lovelace" });
    const ben = await t().member({ name: "Ben Okafor" });
    const { id: matchId } = await match(t(), ada, ben);
    await send(ada, matchId);
    expect(await unread(ben)).toBe(1);
    const res = await t().request("/api/account/delete", {
      as: ada,
      json: { password: "correct horse battery" },
    });
    expect(res.status).toBe(200);
    expect(await list(ben)).toEqual([]);
    expect(await unread(ben)).toBe(0);
  });
});

describe("marking read", () => {
  it("marks one, then all; another member's notification is a 404 and never listed", async () => {
    const { ada, ben, matchId } = await matched();
    const cleo = await t().member({ name: "Cleo Park" });
    const { id: other } = await match(t(), cleo, ben);
    await send(ada, matchId);
    await send(cleo, other);
    const [newest, older] = await list(ben);
    expect(newest).toMatchObject({ actorFirstName: "Cleo" });
    expect(older).toMatchObject({ actorFirstName: "Ada" });

    // Cleo can't read or mark Ben's, and doesn't see them.
    expect((await post(`/api/notifications/${newest!.id}/read`, cleo)).status).toBe(404);
    expect((await post("/api/notifications/not-an-id/read", ben)).status).toBe(404);
    expect(await list(cleo)).toEqual([]);
    expect(await unread(ben)).toBe(2);

    const live = await openLive(t(), ben);
    try {
      expect((await post(`/api/notifications/${newest!.id}/read`, ben)).status).toBe(200);
      await live.next((e) => e.type === "notifications.changed");
    } finally {
      await live.close();
    }
    expect(await unread(ben)).toBe(1);
    expect((await post(`/api/notifications/${newest!.id}/read`, ben)).status).toBe(200);

    expect((await post("/api/notifications/read-all", ben)).status).toBe(200);
    expect(await unread(ben)).toBe(0);
    expect((await list(ben)).map((n) => n.read)).toEqual([true, true]);
  });
});
