import type { APIRequestContext, Locator, Page } from "@playwright/test";
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

/**
 * Chooses `option` in the card's select `name`, and waits for the select to give focus back to
 * its button as it closes: a key pressed before then could land on it.
 */
async function choose(card: Locator, name: string, option: string) {
  const select = card.getByRole("combobox", { name });
  await select.click();
  await card.page().getByRole("option", { name: option, exact: true }).click();
  await expect(select).toBeFocused();
}

/** Fills the n-th friend card (0-based) of the onboarding form. */
export async function fillFriendCard(page: Page, index: number, friend: FriendData) {
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `Friend ${index + 1}`, exact: true }),
  });
  await card.getByLabel("Name", { exact: true }).fill(friend.name);
  await card.getByLabel("Gender/pronouns").fill(friend.gender ?? "she/her");
  await choose(card, "Sexuality", capitalise(friend.sexuality ?? "bisexual"));
  if (friend.bio) await card.getByLabel("Short bio").fill(friend.bio);
  if (friend.relationshipStatus) {
    const label = {
      single: "Single",
      in_a_relationship: "In a relationship",
      married: "Married",
      its_complicated: "It's complicated",
    }[friend.relationshipStatus];
    await choose(card, "Relationship status", label);
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
