import { randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { createCircle, type FriendData } from "./circle-helpers";
import { createMember, expect, type Member } from "./fixtures";

export const DEMO_PASSWORD = "vouch-demo-2026";

export interface Player {
  member: Member;
  page: Page;
  close: () => Promise<void>;
}

/** A fresh member with a circle, signed in in a browser context of their own, at phone size. */
export async function player(
  browser: Browser,
  name: string,
  friends: FriendData[],
): Promise<Player> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const member = await createMember(context.request, { name });
  if (friends.length > 0) await createCircle(context.request, friends);
  return { member, page: await context.newPage(), close: () => context.close() };
}

/** Hearts through the wallet's (simulated) top-up: a real purchase row in the ledger. */
export async function topUp(
  request: APIRequestContext,
  packageId: "hearts-10" | "hearts-25" = "hearts-10",
) {
  const res = await request.post("/api/hearts/top-up", {
    data: { packageId, idempotencyKey: randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The Explore tab on a given member. */
export async function exploreMember(page: Page, memberId: string) {
  await page.goto(`/pairing?member=${memberId}`);
  await expect(page.getByRole("heading", { name: "Pair your friends" })).toBeVisible();
}

/** One of your friends on the board (a toggle button). */
export const myFriend = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name, exact: true });

/** The explored member's friend card, in the carousel. */
export const theirFriend = (page: Page, name: string) =>
  page.getByRole("article", { name, exact: true });

/** Drags with the mouse, in small steps, as a person would. */
export async function drag(page: Page, source: Locator, target: Locator) {
  await page
    .getByRole("heading", { name: "Pair your friends" })
    .evaluate((el) => el.scrollIntoView());
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect(target).toContainText("Let go to pair");
  await page.mouse.up();
}

/** The demo world (idempotent) and its members. */
export async function demoMembers(request: APIRequestContext) {
  const res = await request.post("/api/seed", { data: {} });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { users: { id: string; name: string; email: string }[] }).users;
}

/**
 * The demo's own way in, at 375 px: /seed, then "Sign in as" the first demo member it lists.
 * Another test may have seeded this server already: the button then shows what is there.
 */
export async function signInAsFirstDemoMember(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/seed");
  await page.getByRole("button", { name: /^(Seed|Show) demo data$/ }).click();
  await page
    .getByRole("button", { name: /^Sign in as / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/home$/);
}

export async function signInAs(request: APIRequestContext, email: string) {
  const res = await request.post("/api/account/sign-in", {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
}

async function balanceOf(request: APIRequestContext) {
  return ((await (await request.get("/api/hearts")).json()) as { balance: number }).balance;
}

/**
 * Spends the signed-in member's hearts on real direct matches until fewer than 5 are left:
 * a demo member starts with a balance the test doesn't choose.
 */
export async function spendBelowDirectMatchCost(request: APIRequestContext, memberIds: string[]) {
  for (const memberId of memberIds) {
    if ((await balanceOf(request)) < 5) return;
    const explore = await request.get(`/api/pairing/explore?member=${memberId}`);
    if (explore.status() !== 200) continue;
    const { member } = (await explore.json()) as { member: { directMatchFriendIds: string[] } };
    const friendId = member.directMatchFriendIds[0];
    if (!friendId) continue;
    await request.post("/api/pairing/direct-matches", {
      data: { memberId, friendId, reason: "Trust me on this one." },
    });
  }
  expect(await balanceOf(request)).toBeLessThan(5);
}

/**
 * Adds `friend`, a member, to the circle of the member signed in on `owner` by their username;
 * they confirm from their own session, so the entry is linked to them. Returns the entry's id.
 */
export async function addMemberFriend(
  owner: APIRequestContext,
  friend: APIRequestContext,
  name: string,
) {
  const { profile } = (await (await friend.get("/api/profile")).json()) as {
    profile: { username: string };
  };
  const res = await owner.post("/api/circle/friends", {
    data: { name, gender: "she/her", sexuality: "bisexual", username: profile.username },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { friend: entry } = (await res.json()) as { friend: { id: string } };
  const confirm = await friend.post(`/api/circle/invitations/${entry.id}/confirm`);
  expect(confirm.status(), await confirm.text()).toBe(200);
  return entry.id;
}

/** Your friends' and the explored member's friends' ids by name, as Explore sends them. */
export async function friendIds(request: APIRequestContext, memberId: string) {
  const res = await request.get(`/api/pairing/explore?member=${memberId}`);
  expect(res.status()).toBe(200);
  const { me, member } = (await res.json()) as {
    me: { friends: { id: string; name: string }[] };
    member: { friends: { id: string; name: string }[] };
  };
  const byName = (friends: { id: string; name: string }[]) =>
    Object.fromEntries(friends.map((f) => [f.name, f.id]));
  return { mine: byName(me.friends), theirs: byName(member.friends) };
}

/** Whether the element shows the focus ring (an outline), as a keyboard user sees it. */
export const hasFocusRing = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).outlineStyle !== "none");

/** Sam suggests himself to Nora, vouched for by his friend Ava; Nora accepts: they are matched. */
/**
 * Nora and Sam, matched through Sam's friend Ava. A spec that leaves something about Sam in the
 * shared moderation queue names him apart, so the queue's other readers find only their own.
 */
export async function matchedPair(browser: Browser, samName = "Sam Rivers") {
  const nora = await player(browser, "Nora Quinn", []);
  const sam = await player(browser, samName, [{ name: "Ava Thompson" }]);
  await topUp(sam.page.request);
  const explore = await sam.page.request.get(`/api/pairing/explore?member=${nora.member.id}`);
  const { friends } = ((await explore.json()) as { me: { friends: { id: string }[] } }).me;
  const suggested = await sam.page.request.post("/api/pairing/self-suggestions", {
    data: { memberId: nora.member.id, voucherFriendId: friends[0]!.id, reason: "Risotto." },
  });
  expect(suggested.status(), await suggested.text()).toBe(201);
  const accepted = await nora.page.request.post(`/api/matching/candidates/${sam.member.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { matchId } = (await accepted.json()) as { matchId: string };
  return { nora, sam, matchId };
}

export async function send(from: Player, matchId: string, text: string) {
  const sent = await from.page.request.post(`/api/chat/conversations/${matchId}/messages`, {
    data: { text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}
