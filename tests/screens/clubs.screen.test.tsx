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
});
