import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { fill, findToast, openScreen, screen, within } from "#tests/support/screen";

const t = useTestApp();

/** The n-th friend's card (1-based) of the onboarding form. */
const friendCard = (n: number) =>
  screen
    .getAllByRole("listitem")
    .find((item) => within(item).queryByRole("heading", { name: `Friend ${n}` }))!;

describe("onboarding", () => {
  it("the validation toasts, and nothing is created", async () => {
    const member = await t().member();
    const { user, path } = openScreen(t(), "/onboarding", { as: member });

    // No complete friend: there is no circle to create.
    await user.click(await screen.findByRole("button", { name: "Create Your Circle" }));
    expect(await findToast("Invalid circle")).toHaveTextContent(
      "You need 1-5 friends in your circle",
    );
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(screen.getByText("Gender/pronouns are required")).toBeVisible();
    expect(screen.getByText("Choose a sexuality")).toBeVisible();
    await expect
      .poll(() => document.activeElement)
      .toBe(screen.getByLabelText("Name", { exact: true }));

    // One complete friend and one missing a sexuality: that field is named.
    const first = friendCard(1);
    await fill(user, within(first).getByLabelText("Name", { exact: true }), "Maya Chen");
    await fill(user, within(first).getByLabelText("Gender/pronouns"), "she/her");
    await user.click(within(first).getByRole("combobox", { name: "Sexuality" }));
    await user.click(await screen.findByRole("option", { name: "Bisexual" }));
    await user.click(screen.getByRole("button", { name: "Add Friend (1/5)" }));
    await expect.poll(() => friendCard(2)).toBeDefined();
    const second = friendCard(2);
    await fill(user, within(second).getByLabelText("Name", { exact: true }), "Jordan Ellis");
    await fill(user, within(second).getByLabelText("Gender/pronouns"), "he/him");
    await user.click(screen.getByRole("button", { name: "Create Your Circle" }));
    expect(await findToast("Missing information")).toBeVisible();
    expect(await within(second).findByText("Choose a sexuality")).toBeVisible();
    expect(path()).toBe("/onboarding");

    const res = await t().request("/api/circle", { as: member });
    expect(((await res.json()) as { friends: unknown[] }).friends).toEqual([]);
  });
});
