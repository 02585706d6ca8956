import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { failure, openScreen, screen } from "#tests/support/screen";

const t = useTestApp();

describe("home", () => {
  it("a failed load says so and can be retried", async () => {
    const member = await t().member();
    let fail = true;
    const { user } = openScreen(t(), "/home", {
      as: member,
      stand: (request) =>
        fail && new URL(request.url).pathname === "/api/home"
          ? failure(500, "internal_error", "Something went wrong on our side. Please try again.")
          : undefined,
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "We couldn't load your home" },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Something went wrong on our side/)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Your Social Queue" })).toBeTruthy();
  });
});
