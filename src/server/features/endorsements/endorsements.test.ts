import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ENDORSEMENT_MAX, PROMPT_ANSWER_MAX } from "#shared/constants";
import type { DataExport } from "#shared/schemas/data-export";
import type { AboutMe, ByMe } from "#shared/schemas/endorsements";
import type { MemberProfileView } from "#shared/schemas/profile";
import { endorsements, friendEntries, profiles } from "../../db/schema";
import { openLive } from "#tests/support/live-stream";
import { linkFriend } from "#tests/support/circle-factories";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { friendWordsOf } from "./index";

const t = useTestApp();

const link = (member: TestMember, friend: TestMember) => linkFriend(t(), member, friend);

async function pair() {
  const ada = await t().member({ name: "Ada Lovelace" });
  const maya = await t().member({ name: "Maya Chen" });
  const friendId = await link(ada, maya);
  return { ada, maya, friendId };
}

const write = (
  as: TestMember,
  memberId: string,
  text = "Ada lends you her umbrella and keeps none.",
) => t().request("/api/endorsements", { as, json: { memberId, text } });

async function written(as: TestMember, memberId: string, text?: string) {
  const res = await write(as, memberId, text);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const decide = (as: TestMember, id: string, decision: "approve" | "hide") =>
  t().request(`/api/endorsements/${id}/${decision}`, { as, method: "POST" });

const edit = (as: TestMember, id: string, text: string) =>
  t().request(`/api/endorsements/${id}`, { as, method: "PATCH", json: { text } });

const withdraw = (as: TestMember, id: string) =>
  t().request(`/api/endorsements/${id}`, { as, method: "DELETE" });

async function aboutMe(as: TestMember) {
  const res = await t().request("/api/endorsements/about-me", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as AboutMe;
}

async function byMe(as: TestMember) {
  const res = await t().request("/api/endorsements/by-me", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as ByMe;
}

async function wordsOf(viewer: TestMember, member: TestMember) {
  const res = await t().request(`/api/members/${member.id}/profile`, { as: viewer });
  expect(res.status).toBe(200);
  const { endorsements, friendPrompts } = (await res.json()) as MemberProfileView;
  return { endorsements, friendPrompts };
}

/** A viewer who may see `member`: their own circle lists the member (the photos rule). */
async function viewerOf(member: TestMember, name = "Priya Nair") {
  const viewer = await t().member({ name });
  await link(viewer, member);
  return viewer;
}

describe("endorsements", () => {
  it("show nothing until the member approves; then the author's first name and words", async () => {
    const { ada, maya } = await pair();
    const priya = await viewerOf(ada);
    expect((await byMe(maya)).members.map((m) => m.firstName)).toEqual(["Ada"]);
    const id = await written(maya, ada.id);

    expect(await wordsOf(priya, ada)).toEqual({ endorsements: [], friendPrompts: [] });
    const [waiting] = (await aboutMe(ada)).items;
    expect(waiting).toMatchObject({ id, status: "pending", author: { firstName: "Maya" } });

    expect((await decide(ada, id, "approve")).status).toBe(200);
    const shown = await wordsOf(priya, ada);
    expect(shown.endorsements).toEqual([
      {
        id,
        text: "Ada lends you her umbrella and keeps none.",
        author: { firstName: "Maya", mainPhoto: null },
      },
    ]);
    expect((await friendWordsOf(t().db, priya.id, ada.id)).endorsements).toHaveLength(1);
  });

  it("can be hidden and shown again by the member, never by the author", async () => {
    const { ada, maya } = await pair();
    const priya = await viewerOf(ada);
    const id = await written(maya, ada.id);
    expect((await decide(maya, id, "approve")).status).toBe(404);
    await decide(ada, id, "approve");
    expect((await decide(ada, id, "hide")).status).toBe(200);
    expect((await wordsOf(priya, ada)).endorsements).toEqual([]);
    expect((await aboutMe(ada)).items[0]!.status).toBe("hidden");
    await decide(ada, id, "approve");
    expect((await wordsOf(priya, ada)).endorsements).toHaveLength(1);
  });

  it("go back to waiting when the author edits them, and go when withdrawn", async () => {
    const { ada, maya } = await pair();
    const priya = await viewerOf(ada);
    const id = await written(maya, ada.id);
    await decide(ada, id, "approve");
    expect((await edit(maya, id, "Ada once fixed my bike at midnight.")).status).toBe(200);
    expect((await wordsOf(priya, ada)).endorsements).toEqual([]);
    expect((await aboutMe(ada)).items[0]).toMatchObject({
      status: "pending",
      text: "Ada once fixed my bike at midnight.",
    });
    expect((await edit(ada, id, "Not mine to edit")).status).toBe(404);
    expect((await withdraw(ada, id)).status).toBe(404);
    expect((await withdraw(maya, id)).status).toBe(200);
    expect((await aboutMe(ada)).items).toEqual([]);
    expect((await byMe(maya)).members[0]!.endorsement).toBeNull();
  });

  it("are refused from anyone the member's circle doesn't list as linked, and once per friend", async () => {
    const { ada, maya } = await pair();
    const stranger = await t().member({ name: "Casey Stranger" });
    const res = await write(stranger, ada.id);
    expect(res.status).toBe(404);
    expect((await byMe(stranger)).members).toEqual([]);
    expect((await write(maya, maya.id)).status).toBe(404);
    await written(maya, ada.id);
    const again = await write(maya, ada.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toContain("already written about Ada");
  });

  it("refuse bad words with a clear message and change nothing", async () => {
    const { ada, maya } = await pair();
    for (const text of ["", "   ", "x".repeat(ENDORSEMENT_MAX + 1), "hi\u202Ethere"]) {
      const res = await write(maya, ada.id, text);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error.fields?.text).toBeTruthy();
    }
    expect(await t().db.select().from(endorsements)).toEqual([]);
    expect((await write(maya, ada.id, "y".repeat(ENDORSEMENT_MAX))).status).toBe(201);
  });

  it("are hidden from strangers, from members blocked either way and after a block between the two", async () => {
    const { ada, maya } = await pair();
    const priya = await viewerOf(ada);
    const stranger = await t().member({ name: "Casey Stranger" });
    const id = await written(maya, ada.id);
    await decide(ada, id, "approve");
    const res = await t().request(`/api/members/${ada.id}/profile`, { as: stranger });
    expect(res.status).toBe(404);
    expect((await friendWordsOf(t().db, stranger.id, ada.id)).endorsements).toEqual([]);

    // Priya blocked Maya: Ada's profile shows Priya nothing of Maya's.
    await t().request("/api/safety/blocks", { as: priya, json: { memberId: maya.id } });
    expect((await wordsOf(priya, ada)).endorsements).toEqual([]);

    // Ada blocked Maya: shown to no one, and Maya can no longer write about Ada.
    const sam = await viewerOf(ada, "Sam Rivers");
    expect((await wordsOf(sam, ada)).endorsements).toHaveLength(1);
    await t().request("/api/safety/blocks", { as: ada, json: { memberId: maya.id } });
    expect((await wordsOf(sam, ada)).endorsements).toEqual([]);
    expect((await aboutMe(ada)).items).toEqual([]);
    expect((await edit(maya, id, "Still here")).status).toBe(404);
    expect((await byMe(maya)).members).toEqual([]);
  });

  it("stop showing when the friend is removed from the circle, and when the author leaves Vouch", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    const maya = await t().signUp({ name: "Maya Chen" });
    const friendId = await link(ada, maya);
    const priya = await viewerOf(ada);
    await decide(ada, await written(maya, ada.id), "approve");
    expect((await wordsOf(priya, ada)).endorsements).toHaveLength(1);

    await t()
      .db.update(friendEntries)
      .set({ linkedProfileId: null })
      .where(eq(friendEntries.id, friendId));
    expect((await wordsOf(priya, ada)).endorsements).toEqual([]);
    await t()
      .db.update(friendEntries)
      .set({ linkedProfileId: maya.id })
      .where(eq(friendEntries.id, friendId));
    expect((await wordsOf(priya, ada)).endorsements).toHaveLength(1);

    const left = await t().request("/api/account/delete", {
      as: maya,
      json: { password: "correct horse battery" },
    });
    expect(left.status).toBe(200);
    expect((await wordsOf(priya, ada)).endorsements).toEqual([]);
    expect(await t().db.select().from(endorsements)).toEqual([]);
  });

  it("removed by a moderator: never shown, not editable", async () => {
    const { ada, maya } = await pair();
    const priya = await viewerOf(ada);
    const id = await written(maya, ada.id);
    await decide(ada, id, "approve");
    await t().db.update(endorsements).set({ status: "removed" }).where(eq(endorsements.id, id));
    expect((await wordsOf(priya, ada)).endorsements).toEqual([]);
    expect((await aboutMe(ada)).items).toEqual([]);
    expect((await decide(ada, id, "approve")).status).toBe(404);
    const res = await edit(maya, id, "Let me back");
    expect(res.status).toBe(422);
    expect((await byMe(maya)).members[0]!.endorsement?.status).toBe("removed");
  });

  it("reach both sides live", async () => {
    const { ada, maya } = await pair();
    const adaLive = await openLive(t(), ada);
    const mayaLive = await openLive(t(), maya);
    try {
      const id = await written(maya, ada.id);
      await adaLive.next((e) => e.type === "endorsements.changed");
      await mayaLive.next((e) => e.type === "endorsements.changed");
      await decide(ada, id, "approve");
      await mayaLive.next((e) => e.type === "endorsements.changed");
    } finally {
      await adaLive.close();
      await mayaLive.close();
    }
  });

  it("are in both people's data export: the member's received ones and the author's own words", async () => {
    const { ada, maya } = await pair();
    await decide(ada, await written(maya, ada.id, "Maya's words about Ada."), "approve");
    const exportOf = async (as: TestMember) =>
      (await (await t().request("/api/account/data", { as })).json()) as DataExport;
    expect((await exportOf(ada)).endorsementsReceived).toEqual([
      expect.objectContaining({
        text: "Maya's words about Ada.",
        status: "approved",
        authorName: "Maya Chen",
      }),
    ]);
    expect((await exportOf(maya)).endorsementsWritten).toEqual([
      expect.objectContaining({ text: "Maya's words about Ada.", memberName: "Ada Lovelace" }),
    ]);
    expect((await exportOf(maya)).endorsementsReceived).toEqual([]);
  });
});

describe("a friend's prompt", () => {
  const ask = (as: TestMember, friendId: string, prompt = "lucky-date") =>
    t().request(`/api/endorsements/friends/${friendId}/prompt`, { as, json: { prompt } });

  it("is asked of one linked friend, answered, approved, then shown signed", async () => {
    const { ada, maya, friendId } = await pair();
    const priya = await viewerOf(ada);
    expect((await aboutMe(ada)).friends).toEqual([{ friendId, firstName: "Maya", asked: false }]);
    const res = await ask(ada, friendId);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect((await ask(ada, friendId, "green-flag")).status).toBe(409);
    expect((await aboutMe(ada)).friends[0]!.asked).toBe(true);
    expect((await byMe(maya)).members[0]!.friendPrompt).toEqual({
      id,
      prompt: "lucky-date",
      text: null,
      status: "asked",
    });
    expect((await decide(ada, id, "approve")).status).toBe(409);

    const tooLong = await edit(maya, id, "z".repeat(PROMPT_ANSWER_MAX + 1));
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).error.fields?.text).toContain(`${PROMPT_ANSWER_MAX}`);
    expect((await edit(maya, id, "She remembers every birthday.")).status).toBe(200);
    expect((await wordsOf(priya, ada)).friendPrompts).toEqual([]);
    await decide(ada, id, "approve");
    expect((await wordsOf(priya, ada)).friendPrompts).toEqual([
      {
        id,
        prompt: "lucky-date",
        answer: "She remembers every birthday.",
        author: { firstName: "Maya", mainPhoto: null },
      },
    ]);
  });

  it("is asked only of the member's own linked friends; an unanswered one can be taken back", async () => {
    const { ada, maya, friendId } = await pair();
    const other = await t().member({ name: "Casey Stranger" });
    expect((await ask(other, friendId)).status).toBe(404);
    const unlinked = randomUUID();
    await t().db.insert(friendEntries).values({
      id: unlinked,
      ownerId: ada.id,
      name: "Jo Offline",
      gender: "she/her",
      sexuality: "bisexual",
    });
    const notOnVouch = await ask(ada, unlinked);
    expect(notOnVouch.status).toBe(422);
    expect((await ask(ada, friendId, "not-a-prompt")).status).toBe(400);
    const { id } = (await (await ask(ada, friendId)).json()) as { id: string };
    expect((await withdraw(ada, id)).status).toBe(200);
    expect((await byMe(maya)).members[0]!.friendPrompt).toBeNull();
    // Once answered, it is the friend's words: the member hides it, the friend withdraws it.
    const again = (await (await ask(ada, friendId)).json()) as { id: string };
    await edit(maya, again.id, "Good answer.");
    expect((await withdraw(ada, again.id)).status).toBe(404);
    expect((await decide(ada, again.id, "hide")).status).toBe(200);
    expect(await t().db.select({ id: profiles.id }).from(profiles)).toHaveLength(3);
  });
});
