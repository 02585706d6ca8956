import { describe, expect, it } from "vitest";
import type { Decisions } from "#shared/schemas/moderation";
import { moderationKit } from "#tests/support/moderation-kit";
import { useTestApp } from "#tests/support/test-app";
import { openScreen, reopen, screen, within } from "#tests/support/screen";

const t = useTestApp();
const { moderator, caseAbout, act } = moderationKit(t);

describe("the moderation queue's appeals", () => {
  it("the moderator who took the decision can't answer its appeal; a different one can", async () => {
    const first = await moderator("Mo First");
    const second = await moderator("Sam Second");
    const rex = await t().member({ name: "Rex Appeal" });
    const warned = await act(first, await caseAbout(rex), {
      action: "warn",
      reason: "harassment",
      note: "Pushy messages.",
    });
    expect(warned.status).toBe(200);
    const { decisions } = (await (
      await t().request("/api/account/decisions", { as: rex })
    ).json()) as Decisions;
    const appealed = await t().request(`/api/account/decisions/${decisions[0]!.id}/appeal`, {
      as: rex,
      json: { text: "I only asked once, kindly." },
    });
    expect(appealed.status).toBe(200);

    openScreen(t(), "/moderation", { as: first });
    const own = await screen.findByRole("article", { name: "Appeal by Rex Appeal" });
    expect(own).toHaveTextContent("You took this decision");
    expect(within(own).queryByRole("button", { name: "Overturn" })).toBeNull();

    reopen(t(), "/moderation", { as: second });
    const item = await screen.findByRole("article", { name: "Appeal by Rex Appeal" });
    expect(item).toHaveTextContent("I only asked once, kindly.");
    expect(within(item).getByRole("button", { name: "Overturn" })).toBeVisible();
  });
});
