import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { suggest } from "#tests/support/matching-factories";
import { openScreen, reopen, screen } from "#tests/support/screen";

const t = useTestApp();

const bell = () => screen.getByRole("link", { name: /^Notifications/ });

describe("the notifications screen", () => {
  it("mark all as read, and the empty list says what will show there", async () => {
    const nora = await t().member({ name: "Nora Quinn" });
    const sam = await t().member({ name: "Sam Rivers" });
    const ava = await t().member({ name: "Ava Thompson" });
    // Sam said yes to Nora already: her yes makes the match, and she writes first.
    await suggest(t(), { target: nora, candidate: sam, suggester: ava });
    const accepted = await t().request(`/api/matching/candidates/${sam.id}/accept`, {
      method: "POST",
      as: nora,
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const { matchId } = (await accepted.json()) as { matchId: string };
    const sent = await t().request(`/api/chat/conversations/${matchId}/messages`, {
      as: nora,
      json: { text: "Hi Sam" },
    });
    expect(sent.status).toBe(201);

    const { user } = openScreen(t(), "/notifications", { as: sam });
    expect(await screen.findByRole("link", { name: /Nora sent you a message/ })).toBeVisible();
    expect(screen.getByRole("link", { name: /Nora matched with you/ })).toBeVisible();
    await expect.poll(() => bell()).toHaveAccessibleName("Notifications, 2 unread");
    await user.click(screen.getByRole("button", { name: "Mark all as read" }));
    await expect.poll(() => bell()).toHaveAccessibleName("Notifications");
    await expect.poll(() => screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();

    // Nora never hears of her own message; her list is empty and says what will show.
    reopen(t(), "/notifications", { as: nora });
    expect(await screen.findByText("Nothing new yet", { exact: false })).toBeVisible();
  });
});
