import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { openScreen, reopen, screen, within } from "#tests/support/screen";

const t = useTestApp();

describe("Match for You", () => {
  it("a new member's empty screens say how matches come and lead to inviting a friend", async () => {
    const member = await t().signUp({ name: "Nora Quinn" });
    const circle = await t().request("/api/circle", {
      as: member,
      json: { friends: [{ name: "Ava Thompson", gender: "she/her", sexuality: "bisexual" }] },
    });
    expect(circle.status).toBe(201);
    const { user, path } = openScreen(t(), "/matching", { as: member });
    expect(await screen.findByRole("heading", { name: "No suggestions yet" })).toBeVisible();
    expect(screen.getByText(/Matches come from friends on Vouch/)).toBeVisible();

    await user.click(screen.getByRole("tab", { name: /Text History/ }));
    expect(await screen.findByRole("heading", { name: "No conversations yet" })).toBeVisible();
    expect(path()).toMatch(/tab=history/);
    await user.click(screen.getByRole("link", { name: "Invite a friend on Vouch" }));
    await expect.poll(path).toBe("/circle?add=friend");
    const dialog = await screen.findByRole("dialog", { name: "Add a friend" });
    expect(within(dialog).getByLabelText(/Their Vouch username/)).toBeVisible();

    const again = reopen(t(), "/matching", { as: member });
    await again.user.click(await screen.findByRole("link", { name: "Make a match for others" }));
    await expect.poll(again.path).toBe("/pairing");
  });

  it("a conversation that isn't available says so, with no message box, and leads back", async () => {
    const member = await t().member();
    const { user, path } = openScreen(
      t(),
      "/matching?tab=history&chat=00000000-0000-4000-8000-000000000000",
      { as: member },
    );
    const panel = await screen.findByRole("dialog", {
      name: "This conversation isn't available",
    });
    expect(within(panel).queryByRole("textbox")).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Send message" })).toBeNull();
    await user.click(within(panel).getByRole("button", { name: "Back to Text History" }));
    await expect.poll(path).not.toMatch(/chat=/);
    expect(await screen.findByRole("heading", { name: "No conversations yet" })).toBeVisible();
  });
});
