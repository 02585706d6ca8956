import { describe, expect, it } from "vitest";
import { ensureClubCatalog } from "../../src/server/features/clubs";
import { useTestApp } from "#tests/support/test-app";
import { failure, openScreen, screen, within } from "#tests/support/screen";

const t = useTestApp();

describe("the clubs screen", () => {
  it("when the clubs can't be read, the page says so and offers to try again", async () => {
    // Written by the server as it starts (src/server/serve.ts).
    await ensureClubCatalog(t().db);
    const member = await t().member();
    let fail = true;
    const { user } = openScreen(t(), "/clubs", {
      as: member,
      stand: (request) =>
        fail && new URL(request.url).pathname === "/api/clubs"
          ? failure(500, "internal", "Something went wrong on our side.")
          : undefined,
    });
    const alert = (await screen.findAllByRole("alert", {}, { timeout: 15_000 })).find((el) =>
      el.textContent?.includes("Something went wrong on our side."),
    );
    expect(alert).toBeVisible();
    fail = false;
    await user.click(within(alert!).getByRole("button", { name: "Try again" }));
    expect(
      (await screen.findByRole("heading", { name: "French Club" })).closest("li"),
    ).toBeVisible();
  });

  it("the quiz's submit waits for every answer; closing and coming back hands back the same questions, costing no attempt", async () => {
    await ensureClubCatalog(t().db);
    const member = await t().member();
    const { user } = openScreen(t(), "/clubs", { as: member });
    const card = () => screen.getByRole("heading", { name: "Vinyl Club" }).closest("li")!;
    await screen.findByRole("heading", { name: "Vinyl Club" });
    await user.click(within(card()).getByRole("button", { name: "Take Quiz" }));
    let dialog = await screen.findByRole("dialog", { name: "Vinyl Club Quiz" });
    const groups = await within(dialog).findAllByRole("radiogroup");
    const asked = groups.map((group) => group.textContent);
    const submit = within(dialog).getByRole("button", { name: "Submit answers" });
    for (const group of groups) {
      expect(submit).toBeDisabled();
      await user.click(within(group).getAllByRole("radio")[0]!);
    }
    await expect.poll(() => submit).toBeEnabled();

    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog", { name: "Vinyl Club Quiz" })).toBeNull();
    await expect.poll(() => card().textContent).toContain("2 attempts left today");
    await user.click(within(card()).getByRole("button", { name: "Take Quiz" }));
    dialog = await screen.findByRole("dialog", { name: "Vinyl Club Quiz" });
    const again = await within(dialog).findAllByRole("radiogroup");
    expect(again.map((group) => group.textContent)).toEqual(asked);
    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog", { name: "Vinyl Club Quiz" })).toBeNull();
    expect(card()).toHaveTextContent("2 attempts left today");
  });
});
