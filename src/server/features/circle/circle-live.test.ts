import { describe, expect, it } from "vitest";
import type { CircleFriend, FriendInput } from "#shared/schemas/circle";
import { openLive, type LiveStream } from "#tests/support/live-stream";
import { useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();

const friend = (overrides: Partial<FriendInput> = {}): FriendInput => ({
  name: "Ada",
  gender: "she/her",
  sexuality: "bisexual",
  ...overrides,
});

const isCircleChange = (e: { type: string }) => e.type === "circle.changed";

async function circleChange(stream: LiveStream) {
  return stream.next(isCircleChange);
}

/** No circle change reaches the stream in a while (what a member would notice: no refresh). */
async function noCircleChange(stream: LiveStream) {
  await expect(stream.next(isCircleChange, 300)).rejects.toThrow(/no matching live event/);
}

async function createCircle(member: TestMember, friends: FriendInput[]) {
  const res = await t().request("/api/circle", { as: member, json: { friends } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { friends: CircleFriend[] }).friends;
}

async function patchFriend(member: TestMember, id: string, json: Record<string, unknown>) {
  const res = await t().request(`/api/circle/friends/${id}`, { as: member, method: "PATCH", json });
  expect(res.status, await res.clone().text()).toBe(200);
}

const answer = (member: TestMember, friendId: string, verb: "confirm" | "decline") =>
  t().request(`/api/circle/invitations/${friendId}/${verb}`, { as: member, method: "POST" });

describe("circle invitations, live", () => {
  it.each(["confirm", "decline"] as const)(
    "an invited member's %s reaches the owner's open screens and the member's other ones",
    async (verb) => {
      const owner = await t().member({ name: "Ben Carter" });
      const ada = await t().member({ name: "Ada Brennan", username: "adabrennan" });
      const [entry] = await createCircle(owner, [friend({ username: "adabrennan" })]);
      const ownerLive = await openLive(t(), owner);
      const adaOtherTab = await openLive(t(), ada);

      const res = await answer(ada, entry!.id, verb);
      expect(res.status).toBe(200);
      await expect(circleChange(ownerLive)).resolves.toBeTruthy();
      await expect(circleChange(adaOtherTab)).resolves.toBeTruthy();

      // Answering again finds nothing and tells nobody.
      expect((await answer(ada, entry!.id, verb)).status).toBe(404);
      await noCircleChange(ownerLive);
      await ownerLive.close();
      await adaOtherTab.close();
    },
  );

  it("an invitation reaches the invited member when sent, and again when withdrawn", async () => {
    const owner = await t().member({ name: "Ben Carter" });
    const ada = await t().member({ username: "adabrennan" });
    const cleo = await t().member({ username: "cleoreyes" });
    const bystander = await t().member();
    const adaLive = await openLive(t(), ada);
    const cleoLive = await openLive(t(), cleo);
    const bystanderLive = await openLive(t(), bystander);

    // Onboarding with Ada's username invites her.
    const [entry] = await createCircle(owner, [friend({ username: "adabrennan" })]);
    await expect(circleChange(adaLive)).resolves.toBeTruthy();

    // The invitation moves to Cleo: Ada's goes away, Cleo's arrives.
    await patchFriend(owner, entry!.id, { username: "cleoreyes" });
    await expect(circleChange(adaLive)).resolves.toBeTruthy();
    await expect(circleChange(cleoLive)).resolves.toBeTruthy();

    // A change that leaves the invitation as it was tells nobody.
    await patchFriend(owner, entry!.id, { username: "cleoreyes", trustLevel: "Close" });
    await noCircleChange(cleoLive);

    // Cancelled.
    await patchFriend(owner, entry!.id, { username: "" });
    await expect(circleChange(cleoLive)).resolves.toBeTruthy();

    // Added from /circle, then removed.
    const added = await t().request("/api/circle/friends", {
      as: owner,
      json: friend({ name: "Ada again", username: "adabrennan" }),
    });
    expect(added.status).toBe(201);
    await expect(circleChange(adaLive)).resolves.toBeTruthy();
    const { friend: addedFriend } = (await added.json()) as { friend: CircleFriend };
    const removed = await t().request(`/api/circle/friends/${addedFriend.id}`, {
      as: owner,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    await expect(circleChange(adaLive)).resolves.toBeTruthy();

    await noCircleChange(bystanderLive);
    await Promise.all([adaLive.close(), cleoLive.close(), bystanderLive.close()]);
  });
});

describe("invite links, live", () => {
  it("the owner's open /circle hears when the link is opened, and when the friend joins", async () => {
    const owner = await t().member({ name: "Ben Carter" });
    const [entry] = await createCircle(owner, [friend({ name: "Maya Chen" })]);
    const created = await t().request(`/api/circle/friends/${entry!.id}/invite-link`, {
      as: owner,
      method: "POST",
    });
    const { token } = (await created.json()) as { token: string };
    const ownerLive = await openLive(t(), owner);

    await t().request(`/api/circle/invite-link?token=${token}`);
    await expect(circleChange(ownerLive)).resolves.toBeTruthy();
    // Opened once: reading it again tells nobody.
    await t().request(`/api/circle/invite-link?token=${token}`);
    await noCircleChange(ownerLive);

    const maya = await t().member({ name: "Maya Chen" });
    const res = await t().request("/api/circle/invite-link/accept", { as: maya, json: { token } });
    expect(res.status).toBe(200);
    await expect(circleChange(ownerLive)).resolves.toBeTruthy();
    await ownerLive.close();
  });
});
