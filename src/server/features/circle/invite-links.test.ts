import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { INVITE_JOINED_HEARTS, INVITE_LINK_DAYS } from "#shared/constants";
import type {
  AcceptedInvite,
  CircleFriend,
  CreatedInviteLink,
  FriendInput,
  InviteLinkPage,
} from "#shared/schemas/circle";
import { friendEntries, heartTransactions, inviteLinks } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { ledgerOf } from "#tests/support/ledger";

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const friend = (name: string): FriendInput => ({ name, gender: "she/her", sexuality: "bisexual" });

async function ownerWithFriend(name = "Ada Lovelace", friendName = "Maya Chen") {
  const owner = await t().member({ name, heartsBalance: 0 });
  const res = await t().request("/api/circle", {
    as: owner,
    json: { friends: [friend(friendName), friend("Priya Nair")] },
  });
  expect(res.status).toBe(201);
  const { friends } = (await res.json()) as { friends: CircleFriend[] };
  return { owner, entry: friends.find((f) => f.name === friendName)! };
}

async function invite(owner: TestMember, friendId: string) {
  const res = await t().request(`/api/circle/friends/${friendId}/invite-link`, {
    as: owner,
    method: "POST",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CreatedInviteLink;
}

async function page(token: string) {
  const res = await t().request(`/api/circle/invite-link?token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as InviteLinkPage;
}

const accept = (member: TestMember, token: string) =>
  t().request("/api/circle/invite-link/accept", { as: member, json: { token } });

async function entryOf(owner: TestMember, friendId: string) {
  const res = await t().request("/api/circle", { as: owner });
  const { friends } = (await res.json()) as { friends: CircleFriend[] };
  return friends.find((f) => f.id === friendId)!;
}

const ledger = (profileId: string) => ledgerOf(t(), profileId);

describe("invite links", () => {
  it("gives a long random link, keeps only its hash, and shows it as sent", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    expect(link.token.length).toBeGreaterThanOrEqual(43);
    expect(link.url).toContain(`/invite?token=${link.token}`);
    const rows = await t().db.select().from(inviteLinks);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / DAY;
    expect(Math.round(days)).toBe(INVITE_LINK_DAYS);
    expect((await entryOf(owner, entry.id)).inviteLink).toEqual({
      state: "sent",
      expiresAt: link.expiresAt,
    });
    // The owner's data export lists it, without the token or its hash.
    const exported = await (await t().request("/api/account/data", { as: owner })).text();
    const { circle } = JSON.parse(exported) as {
      circle: { name: string; inviteLinks: object[] }[];
    };
    const maya = circle.find((f) => f.name === "Maya Chen")!;
    expect(maya.inviteLinks).toEqual([
      {
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        openedAt: null,
        usedAt: null,
        revokedAt: null,
      },
    ]);
    expect(exported).not.toContain(link.token);
    expect(exported).not.toContain(rows[0]!.tokenHash);
  });

  it("shows a visitor only the inviter's first name, the friend's name and the state; opening marks it", async () => {
    const { owner, entry } = await ownerWithFriend("Ada Lovelace", "Maya Chen");
    const link = await invite(owner, entry.id);
    const res = await t().request(`/api/circle/invite-link?token=${link.token}`);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      state: "valid",
      ownerFirstName: "Ada",
      friendName: "Maya Chen",
    });
    expect(body).not.toContain("Lovelace");
    expect(body).not.toContain(owner.id);
    expect(body).not.toContain("Priya");
    expect((await entryOf(owner, entry.id)).inviteLink?.state).toBe("opened");
    expect(await page("not-a-real-token")).toEqual({
      state: "unknown",
      ownerFirstName: null,
      friendName: null,
    });
  });

  it("links the friend entry to a new member who signs up and accepts, once", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    const maya = await t().signUp({ name: "Maya Chen" });
    expect((await accept(maya, link.token)).status).toBe(200);
    const linked = await entryOf(owner, entry.id);
    expect(linked.isMember).toBe(true);
    expect(linked.inviteLink?.state).toBe("joined");
    expect((await page(link.token)).state).toBe("used");

    const other = await t().member();
    const again = await accept(other, link.token);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toMatch(/already been used.*new one/);
  });

  it("answers who invited the member, so they can add the inviter back by username in one go", async () => {
    const { owner, entry } = await ownerWithFriend("Ada Lovelace", "Maya Chen");
    const link = await invite(owner, entry.id);
    const maya = await t().signUp({ name: "Maya Chen" });
    const res = await accept(maya, link.token);
    expect(res.status).toBe(200);
    const { inviter } = (await res.json()) as AcceptedInvite;
    const profile = (await (await t().request("/api/profile", { as: owner })).json()) as {
      profile: { username: string; pronouns: string; sexuality: string };
    };
    expect(inviter).toEqual({
      name: "Ada Lovelace",
      username: profile.profile.username,
      gender: profile.profile.pronouns,
      sexuality: profile.profile.sexuality,
    });
    // Maya's own circle, with Ada in it: Ada is asked to confirm it's her.
    const circle = await t().request("/api/circle", { as: maya, json: { friends: [inviter] } });
    expect(circle.status, await circle.clone().text()).toBe(201);
    const { friends } = (await circle.json()) as { friends: CircleFriend[] };
    expect(friends).toEqual([
      expect.objectContaining({ name: "Ada Lovelace", invitedUsername: inviter.username }),
    ]);
  });

  it("links an existing member who signs in and accepts", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    const member = await t().member();
    expect((await accept(member, link.token)).status).toBe(200);
    const [row] = await t()
      .db.select({ linked: friendEntries.linkedProfileId })
      .from(friendEntries)
      .where(eq(friendEntries.id, entry.id));
    expect(row!.linked).toBe(member.id);
  });

  it("is single use when two members accept at once", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    const [a, b] = [await t().member(), await t().member()];
    const answers = await Promise.all([accept(a, link.token), accept(b, link.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses the owner's own link", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    const res = await accept(owner, link.token);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toMatch(/your own invite link/);
    expect((await entryOf(owner, entry.id)).isMember).toBe(false);
  });

  it("expires after 7 days", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    t().clock.set(new Date(Date.now() + INVITE_LINK_DAYS * DAY + 60_000));
    expect(await page(link.token)).toMatchObject({ state: "expired", ownerFirstName: "Ada" });
    const res = await accept(await t().member(), link.token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/expired/);
  });

  it("can be revoked, and a new link replaces the old one", async () => {
    const { owner, entry } = await ownerWithFriend();
    const first = await invite(owner, entry.id);
    const second = await invite(owner, entry.id);
    expect((await page(first.token)).state).toBe("revoked");
    const revoke = await t().request(`/api/circle/friends/${entry.id}/invite-link`, {
      as: owner,
      method: "DELETE",
    });
    expect(revoke.status).toBe(200);
    expect((await page(second.token)).state).toBe("revoked");
    expect((await entryOf(owner, entry.id)).inviteLink).toBeNull();
    const res = await accept(await t().member(), second.token);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/withdrawn/);
  });

  it("is only for the owner's friends who aren't linked members", async () => {
    const { owner, entry } = await ownerWithFriend();
    const stranger = await t().member();
    const theirs = await t().request(`/api/circle/friends/${entry.id}/invite-link`, {
      as: stranger,
      method: "POST",
    });
    expect(theirs.status).toBe(404);
    await accept(await t().member(), (await invite(owner, entry.id)).token);
    const linked = await t().request(`/api/circle/friends/${entry.id}/invite-link`, {
      as: owner,
      method: "POST",
    });
    expect(linked.status).toBe(422);
  });

  it("pays the inviter +2 hearts once the friend joined and built their circle, once", async () => {
    const { owner, entry } = await ownerWithFriend();
    const link = await invite(owner, entry.id);
    const maya = await t().signUp({ name: "Maya Chen" });
    await accept(maya, link.token);
    expect(await ledger(owner.id)).toEqual({ balance: 0, sum: 0, rows: 0 });

    const built = await t().request("/api/circle", {
      as: maya,
      json: { friends: [friend("Jo Park")] },
    });
    expect(built.status).toBe(201);
    expect(await ledger(owner.id)).toEqual({
      balance: INVITE_JOINED_HEARTS,
      sum: INVITE_JOINED_HEARTS,
      rows: 1,
    });
    const [row] = await t()
      .db.select()
      .from(heartTransactions)
      .where(eq(heartTransactions.profileId, owner.id));
    expect(row!.reason).toMatch(/Maya joined from your invite/);

    // Unlinked and invited again: the same friend entry pays no more.
    await t().request(`/api/circle/friends/${entry.id}`, {
      as: owner,
      method: "PATCH",
      json: { username: "" },
    });
    const again = await invite(owner, entry.id);
    expect((await accept(maya, again.token)).status).toBe(200);
    expect(await ledger(owner.id)).toEqual({
      balance: INVITE_JOINED_HEARTS,
      sum: INVITE_JOINED_HEARTS,
      rows: 1,
    });
  });

  it("pays at once when a member who already has a circle accepts", async () => {
    const { owner, entry } = await ownerWithFriend();
    const { owner: member } = await ownerWithFriend("Jo Park", "Sam Lee");
    await accept(member, (await invite(owner, entry.id)).token);
    expect(await ledger(owner.id)).toMatchObject({ balance: INVITE_JOINED_HEARTS, rows: 1 });
  });
});
