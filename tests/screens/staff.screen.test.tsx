import { describe, expect, it } from "vitest";
import { grantRole } from "../../src/server/features/staff";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { fill, findToast, openScreen, reopen, screen, within } from "#tests/support/screen";

const t = useTestApp();

/** The audit log's lines that include `text`. */
const auditLines = (text: string) => {
  const log = screen.getByRole("heading", { name: "Audit log" }).closest("section")!;
  return within(log)
    .queryAllByRole("listitem")
    .filter((line) => line.textContent?.includes(text));
};

/** Whether the member's profile menu links to moderation. */
async function menuLinksModeration(member: TestMember) {
  const { user } = reopen(t(), "/home", { as: member });
  await user.click(await screen.findByRole("button", { name: "Your profile" }));
  expect(await screen.findByRole("link", { name: "Settings" })).toBeVisible();
  return screen.queryByRole("link", { name: "Moderation" }) !== null;
}

describe("the staff screen", () => {
  it("an admin's typo'd email is refused in words; a grant and its revoke show in the list, the audit log and the member's menu", async () => {
    const admin = await t().member({ name: "Ada Admin" });
    await grantRole(t().db, { memberId: admin.id, role: "admin", actorId: null, now: new Date() });
    const member = await t().member({ name: "Milo Member" });
    const { user } = openScreen(t(), "/staff", { as: admin });
    expect(await screen.findByRole("heading", { name: "Who runs Vouch" })).toBeVisible();

    // A typo'd email: said under the field, nothing granted.
    const email = await screen.findByRole("textbox", { name: "Member's email" });
    await fill(user, email, "nobody@example.com");
    await user.click(screen.getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Moderator" }));
    await user.click(screen.getByRole("button", { name: "Grant role" }));
    expect(
      (await screen.findAllByText("No member signs in with that email.", { exact: false }))[0],
    ).toBeVisible();
    expect(screen.queryByRole("list", { name: `${member.name}'s roles` })).toBeNull();

    await fill(user, email, member.email);
    await user.click(screen.getByRole("button", { name: "Grant role" }));
    expect(await findToast("Role granted")).toBeVisible();
    const roles = await screen.findByRole("list", { name: `${member.name}'s roles` });
    expect(roles).toHaveTextContent(/^Moderator$/);
    await expect
      .poll(() => auditLines(`${admin.name} · role.granted · ${member.name} · moderator`))
      .toHaveLength(1);

    await user.click(
      within(roles).getByRole("button", { name: `Revoke ${member.name}'s moderator role` }),
    );
    expect(await findToast("Role revoked")).toBeVisible();
    await expect
      .poll(() => screen.queryByRole("list", { name: `${member.name}'s roles` }))
      .toBeNull();
    await expect.poll(() => auditLines(`role.revoked · ${member.name}`)).toHaveLength(1);
    expect(await menuLinksModeration(member)).toBe(false);
  });

  it("is the 404 page to a member", async () => {
    const member = await t().member();
    openScreen(t(), "/staff", { as: member });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
  });
});
