import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { findToast, openScreen, reopen, screen } from "#tests/support/screen";

const t = useTestApp();

/** A line of the account summary: the value beside its label. */
const summaryValue = (label: string) =>
  screen
    .getByRole("term", { name: (_, el) => el.textContent === label })
    .parentElement!.querySelector("dd");

describe("settings", () => {
  it("the account summary, with the way to Edit Profile, and the blocked and muted lists", async () => {
    const member = await t().member({ name: "Robin Vale" });
    const created = await t().request("/api/circle", {
      as: member,
      json: {
        friends: [
          { name: "Maya Chen", gender: "she/her", sexuality: "queer" },
          { name: "Jordan Ellis", gender: "he/him", sexuality: "gay" },
          { name: "Priya Nair", gender: "she/her", sexuality: "bisexual" },
        ],
      },
    });
    expect(created.status).toBe(201);
    const { user, path } = openScreen(t(), "/settings", { as: member });
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await screen.findAllByRole("definition");
    expect(summaryValue("Name")).toHaveTextContent(/^Robin Vale$/);
    expect(summaryValue("Member since")).toHaveTextContent(/^\w+ \d{1,2}, \d{4}$/);
    expect(summaryValue("Email")).toHaveTextContent(new RegExp(`^${member.email}$`));
    expect(summaryValue("Hearts")).toHaveTextContent(/^0$/);
    expect(summaryValue("Certifications")).toHaveTextContent(/^0$/);
    expect(summaryValue("Circle")).toHaveTextContent(/^3 of 5 friends$/);
    expect(summaryValue("Matches")).toHaveTextContent(/^0$/);
    expect(await screen.findByText(/You haven't blocked anyone\./)).toBeVisible();
    expect(await screen.findByText(/No muted conversations\./)).toBeVisible();
    // The profile's form is /profile's alone: settings leads there.
    expect(screen.queryByLabelText("Occupation")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Edit Profile" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeVisible();
    expect(path()).toBe("/profile");
  });

  it("each kind's email saves with a toast and stays after a reload", async () => {
    const member = await t().member();
    const { user } = openScreen(t(), "/settings", { as: member });
    const messages = await screen.findByRole("combobox", { name: "New messages by email" });
    expect(messages).toHaveTextContent(/^At once$/);
    expect(
      screen.getByRole("combobox", { name: "Suggestions in Match for You by email" }),
    ).toHaveTextContent(/^Digest$/);

    await user.click(messages);
    await user.click(await screen.findByRole("option", { name: "Never" }));
    expect(await findToast("New messages: by email never")).toBeVisible();
    await expect
      .poll(() => screen.getByRole("combobox", { name: "New messages by email" }).textContent)
      .toBe("Never");

    reopen(t(), "/settings", { as: member });
    expect(
      await screen.findByRole("combobox", { name: "New messages by email" }),
    ).toHaveTextContent(/^Never$/);
    expect(screen.getByRole("combobox", { name: "New matches by email" })).toHaveTextContent(
      /^At once$/,
    );
  });

  it("Pause all notifications: one switch, said in a toast, kept after a reload and undone", async () => {
    const member = await t().member();
    const { user } = openScreen(t(), "/settings", { as: member });
    const pauseAll = await screen.findByRole("switch", { name: "Pause all notifications" });
    expect(pauseAll).not.toBeChecked();
    await user.click(pauseAll);
    expect(await findToast("Notifications paused")).toBeVisible();
    await expect
      .poll(() => screen.getByRole("switch", { name: "Pause all notifications" }))
      .toBeChecked();
    expect(
      screen.getByRole("switch", { name: "Pause all notifications" }),
    ).toHaveAccessibleDescription(
      "Paused: nothing comes by email or push. The bell still lists what happens.",
    );

    const again = reopen(t(), "/settings", { as: member });
    const reloaded = await screen.findByRole("switch", { name: "Pause all notifications" });
    expect(reloaded).toBeChecked();
    await again.user.click(reloaded);
    expect(await findToast("Notifications back on")).toBeVisible();
    await expect
      .poll(() => screen.getByRole("switch", { name: "Pause all notifications" }))
      .not.toBeChecked();
  });
});
