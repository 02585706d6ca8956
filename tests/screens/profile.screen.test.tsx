import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { failure, findToast, fill, openScreen, screen } from "#tests/support/screen";

const t = useTestApp();

const onProfile = (request: Request) => new URL(request.url).pathname === "/api/profile";

describe("the profile screen", () => {
  it("refuses a taken username and an under-age with clear messages", async () => {
    const other = await t().member({ name: "Taken Handle" });
    const { profile: taken } = (await (
      await t().request("/api/profile", { as: other })
    ).json()) as {
      profile: { username: string; email: string };
    };
    const member = await t().member();
    const { user } = openScreen(t(), "/profile", { as: member });

    const age = await screen.findByLabelText("Age");
    await fill(user, age, "17");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("You must be at least 18 to use Vouch")).toBeTruthy();

    await fill(user, age, "29");
    const username = screen.getByLabelText("Username");
    await fill(user, username, taken.username);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const toast = await findToast("Failed to save profile");
    expect(toast.textContent).toContain("That username is already taken");
    expect(
      await screen.findByText("That username is already taken", {
        selector: "form *",
      }),
    ).toBeTruthy();
    expect(screen.queryByText(taken.email)).toBeNull();
  });

  it("says 'Profile not found'", async () => {
    const member = await t().member();
    openScreen(t(), "/profile", {
      as: member,
      stand: (request) =>
        onProfile(request) ? failure(404, "not_found", "Profile not found") : undefined,
    });
    expect(await screen.findByRole("heading", { name: "Profile not found" })).toBeTruthy();
  });

  it("says 'Failed to load profile' with a way to try again", async () => {
    const member = await t().member();
    openScreen(t(), "/profile", {
      as: member,
      stand: (request) =>
        onProfile(request)
          ? failure(500, "internal_error", "Something went wrong on our side. Please try again.")
          : undefined,
    });
    expect(
      await screen.findByRole("heading", { name: "Failed to load profile" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
