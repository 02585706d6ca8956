import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

export interface FriendData {
  name: string;
  gender?: string;
  sexuality?: string;
  bio?: string;
  relationshipStatus?: "single" | "in_a_relationship" | "married" | "its_complicated";
  consent?: boolean;
  trustLevel?: "Casual" | "Familiar" | "Close";
  /** A friend on Vouch, invited by their username. */
  username?: string;
}

/** Creates the signed-in member's circle through the API (the onboarding call). */
export async function createCircle(request: APIRequestContext, friends: FriendData[]) {
  const res = await request.post("/api/circle", {
    data: { friends: friends.map((f) => ({ gender: "she/her", sexuality: "bisexual", ...f })) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { friends: { id: string; name: string }[] }).friends;
}

/** Fills the n-th friend card (0-based) of the onboarding form. */
export async function fillFriendCard(page: Page, index: number, friend: FriendData) {
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `Friend ${index + 1}`, exact: true }),
  });
  await card.getByLabel("Name", { exact: true }).fill(friend.name);
  await card.getByLabel("Gender/pronouns").fill(friend.gender ?? "she/her");
  await card.getByRole("combobox", { name: "Sexuality" }).click();
  await page
    .getByRole("option", { name: capitalise(friend.sexuality ?? "bisexual"), exact: true })
    .click();
  if (friend.bio) await card.getByLabel("Short bio").fill(friend.bio);
  if (friend.relationshipStatus) {
    const label = {
      single: "Single",
      in_a_relationship: "In a relationship",
      married: "Married",
      its_complicated: "It's complicated",
    }[friend.relationshipStatus];
    await card.getByRole("combobox", { name: "Relationship status" }).click();
    await page.getByRole("option", { name: label, exact: true }).click();
  }
  if (friend.consent === false)
    await card.getByRole("switch", { name: "Consent to be suggested" }).click();
  if (friend.trustLevel && friend.trustLevel !== "Familiar") {
    const thumb = card.getByRole("slider", { name: "Trust level" });
    await thumb.focus();
    await page.keyboard.press(friend.trustLevel === "Close" ? "ArrowRight" : "ArrowLeft");
    await expect(thumb).toHaveAttribute("aria-valuetext", friend.trustLevel);
  }
  return card;
}

/** A friend's card on /circle. */
export const friendCard = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`^${name}\\b`) });

function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
