import { describe, expect, it } from "vitest";
import { useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";
import {
  failure,
  findToast,
  fill,
  openScreen,
  reopen,
  screen,
  within,
} from "#tests/support/screen";

const t = useTestApp();

interface Friend {
  name: string;
  bio?: string;
  relationshipStatus?: "single" | "in_a_relationship" | "married" | "its_complicated";
}

/** The member's circle, made as onboarding makes it. */
async function createCircle(app: TestApp, as: TestMember, friends: Friend[]) {
  const res = await app.request("/api/circle", {
    as,
    json: { friends: friends.map((f) => ({ gender: "she/her", sexuality: "bisexual", ...f })) },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const friendCard = (name: string) =>
  screen.findByRole("button", { name: new RegExp(`^${name}\\b`) });

describe("the circle screen", () => {
  it("a failed save puts the switch back and says why", async () => {
    const member = await t().member();
    await createCircle(t(), member, [{ name: "Maya Chen" }]);
    const { user } = openScreen(t(), "/circle", {
      as: member,
      stand: (request) =>
        request.method === "PATCH" &&
        new URL(request.url).pathname.startsWith("/api/circle/friends/")
          ? failure(500, "internal", "Something went wrong on our side.")
          : undefined,
    });
    await user.click(await friendCard("Maya Chen"));
    const consent = await screen.findByRole("switch", { name: "Consent to introduce" });
    expect(consent.getAttribute("aria-checked")).toBe("true");
    await user.click(consent);
    const toast = await findToast("Error");
    expect(toast.textContent).toContain("Something went wrong on our side.");
    await expect
      .poll(() =>
        screen.getByRole("switch", { name: "Consent to introduce" }).getAttribute("aria-checked"),
      )
      .toBe("true");
  });

  it("remove asks first, then deletes; the last friend stays", async () => {
    const member = await t().member();
    await createCircle(t(), member, [{ name: "Maya Chen" }, { name: "Jordan Ellis" }]);
    const { user } = openScreen(t(), "/circle", { as: member });

    await user.click(await friendCard("Jordan Ellis"));
    await user.click(await screen.findByRole("button", { name: "Remove from Circle" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Remove Jordan Ellis?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await expect.poll(() => screen.queryByRole("alertdialog")).toBeNull();
    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(await friendCard("Jordan Ellis")).toBeTruthy();

    await user.click(await friendCard("Jordan Ellis"));
    await user.click(await screen.findByRole("button", { name: "Remove from Circle" }));
    confirm = await screen.findByRole("alertdialog", { name: "Remove Jordan Ellis?" });
    await user.click(within(confirm).getByRole("button", { name: /^Remove$/ }));
    expect(await findToast("Removed from your circle")).toBeTruthy();
    await expect.poll(() => screen.queryByRole("button", { name: /^Jordan Ellis\b/ })).toBeNull();
    const reloaded = reopen(t(), "/circle", { as: member });
    expect(await friendCard("Maya Chen")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Jordan Ellis\b/ })).toBeNull();

    await reloaded.user.click(await friendCard("Maya Chen"));
    await expect
      .poll(
        () =>
          (screen.getByRole("button", { name: "Remove from Circle" }) as HTMLButtonElement)
            .disabled,
      )
      .toBe(true);
    expect(screen.getByText(/your last friend can't be removed/)).toBeTruthy();
  });
});

describe("the circle's friends", () => {
  it("the sheet's trust and consent changes are saved and survive a reload", async () => {
    const member = await t().member();
    await createCircle(t(), member, [
      { name: "Maya Chen", bio: "Laminated dough, long walks." },
      { name: "Jordan Ellis" },
    ]);
    const { user } = openScreen(t(), "/circle", { as: member });
    await user.click(await friendCard("Maya Chen"));
    let sheet = await screen.findByRole("dialog", { name: "Maya Chen" });
    const trust = () =>
      within(screen.getByRole("dialog", { name: "Maya Chen" })).getByRole("group", {
        name: "Trust level",
      });
    expect(within(sheet).getByRole("heading", { name: "About" })).toBeVisible();
    expect(sheet).toHaveTextContent("Laminated dough, long walks.");
    // The friend's match history is asked for as the sheet opens.
    expect(
      await within(sheet).findByText(
        "No match history yet. Start by suggesting one of their friends.",
      ),
    ).toBeVisible();
    expect(within(trust()).getByRole("button", { name: "Familiar" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await user.click(within(trust()).getByRole("button", { name: "Close" }));
    await expect
      .poll(() => within(trust()).getByRole("button", { name: "Close" }))
      .toHaveAttribute("aria-pressed", "true");
    // Shown at once, then said once the server has it: only then is a reload sure to find it.
    expect(await within(sheet).findByText("Trust level saved: Close")).toBeTruthy();
    await user.click(within(sheet).getByRole("switch", { name: "Consent to introduce" }));
    expect(await findToast("Consent removed")).toHaveTextContent(
      "This friend won't appear in matches",
    );

    const again = reopen(t(), "/circle", { as: member });
    let card = await friendCard("Maya Chen");
    await expect.poll(() => card.textContent).toContain("Close");
    expect(card).toHaveTextContent("Invite pending");
    await again.user.click(card);
    sheet = await screen.findByRole("dialog", { name: "Maya Chen" });
    expect(within(trust()).getByRole("button", { name: "Close" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const consent = within(sheet).getByRole("switch", { name: "Consent to introduce" });
    expect(consent).not.toBeChecked();
    await again.user.click(consent);
    expect(await findToast("Consent enabled")).toHaveTextContent(
      "This friend can now be suggested for matches",
    );
    await again.user.click(within(trust()).getByRole("button", { name: "Casual" }));
    await expect
      .poll(() => within(trust()).getByRole("button", { name: "Casual" }))
      .toHaveAttribute("aria-pressed", "true");
    expect(await within(sheet).findByText("Trust level saved: Casual")).toBeTruthy();

    reopen(t(), "/circle", { as: member });
    card = await friendCard("Maya Chen");
    await expect.poll(() => card.textContent).toContain("Casual");
    expect(card).toHaveTextContent("Active");
  });

  it("adds a friend from /circle until the circle has 5", async () => {
    const member = await t().member();
    await createCircle(t(), member, [
      { name: "Maya Chen" },
      { name: "Jordan Ellis" },
      { name: "Priya Nair" },
    ]);
    const { user } = openScreen(t(), "/circle", { as: member });

    await user.click(await screen.findByRole("button", { name: "Add Friend (3/5)" }));
    let dialog = await screen.findByRole("dialog", { name: "Add a friend" });
    await user.click(within(dialog).getByRole("button", { name: "Add to Circle" }));
    expect(await findToast("Missing information")).toBeVisible();
    expect(await within(dialog).findByText("Name is required")).toBeVisible();

    await fill(user, within(dialog).getByLabelText("Name", { exact: true }), "Sam Okafor");
    await fill(user, within(dialog).getByLabelText("Gender/pronouns"), "he/him");
    await user.click(within(dialog).getByRole("combobox", { name: "Sexuality" }));
    await user.click(await screen.findByRole("option", { name: "Straight" }));
    await user.click(within(dialog).getByRole("button", { name: "Add to Circle" }));
    expect(await findToast("Friend added")).toBeVisible();
    await expect.poll(() => screen.queryByRole("dialog", { name: "Add a friend" })).toBeNull();
    await expect
      .poll(async () => (await friendCard("Sam Okafor")).textContent)
      .toContain("he/him · Straight");

    await user.click(await screen.findByRole("button", { name: "Add Friend (4/5)" }));
    dialog = await screen.findByRole("dialog", { name: "Add a friend" });
    await fill(user, within(dialog).getByLabelText("Name", { exact: true }), "Lena Weiss");
    await fill(user, within(dialog).getByLabelText("Gender/pronouns"), "she/her");
    await user.click(within(dialog).getByRole("combobox", { name: "Sexuality" }));
    await user.click(await screen.findByRole("option", { name: "Queer" }));
    await user.click(within(dialog).getByRole("button", { name: "Add to Circle" }));
    expect(await friendCard("Lena Weiss")).toBeVisible();
    await expect.poll(() => screen.queryByRole("button", { name: /Add Friend/ })).toBeNull();
  });

  it("a Vouch username is typed without spaces, and one no member has is refused in words", async () => {
    const member = await t().member();
    await createCircle(t(), member, [{ name: "Jordan Ellis" }]);
    const { user } = openScreen(t(), "/circle", { as: member });
    await user.click(await screen.findByRole("button", { name: /Add Friend/ }));
    const dialog = await screen.findByRole("dialog", { name: "Add a friend" });
    await fill(user, within(dialog).getByLabelText("Name", { exact: true }), "Lina Okafor");
    await fill(user, within(dialog).getByLabelText("Gender/pronouns"), "she/her");
    await user.click(within(dialog).getByRole("combobox", { name: "Sexuality" }));
    await user.click(await screen.findByRole("option", { name: "Straight" }));
    const username = within(dialog).getByLabelText(/Their Vouch username/);
    await fill(user, username, "nobody here at all");
    expect(username).toHaveValue("nobodyhereatall");
    await user.click(within(dialog).getByRole("button", { name: "Add to Circle" }));
    expect(await within(dialog).findByText("No Vouch member has this username")).toBeVisible();
    expect(screen.queryByRole("button", { name: /^Lina Okafor\b/ })).toBeNull();
  });

  it("View Full Profile shows the friend's details", async () => {
    const member = await t().member();
    await createCircle(t(), member, [
      { name: "Maya Chen", bio: "Laminated dough, long walks.", relationshipStatus: "married" },
    ]);
    const { user } = openScreen(t(), "/circle", { as: member });
    await user.click(await friendCard("Maya Chen"));
    await user.click(await screen.findByRole("button", { name: "View Full Profile" }));
    await expect
      .poll(() =>
        screen
          .getAllByRole("dialog", { name: "Maya Chen" })
          .find((d) => d.textContent?.includes("Not on Vouch yet")),
      )
      .toBeDefined();
    const profile = screen
      .getAllByRole("dialog", { name: "Maya Chen" })
      .find((d) => d.textContent?.includes("Not on Vouch yet"))!;
    expect(profile).toHaveTextContent("Married");
    expect(profile).toHaveTextContent("Laminated dough, long walks.");
  });

  it("a member without a circle is offered onboarding", async () => {
    const member = await t().member();
    const { user, path } = openScreen(t(), "/circle", { as: member });
    expect(await screen.findByText("Your circle is empty")).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Create Your Circle" }));
    await expect.poll(path).toBe("/onboarding");
  });
});
