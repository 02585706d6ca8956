import { describe, expect, it } from "vitest";
import { useTestApp, type TestMember } from "#tests/support/test-app";
import { fill, openScreen, reopen, screen } from "#tests/support/screen";

const t = useTestApp();

/** The member's circle of one friend (not on Vouch), made as onboarding makes it: its id. */
async function circleOf(as: TestMember, name: string) {
  const res = await t().request("/api/circle", {
    as,
    json: { friends: [{ name, gender: "he/him", sexuality: "gay" }] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { friends } = (await (await t().request("/api/circle", { as })).json()) as {
    friends: { id: string }[];
  };
  return friends[0]!.id;
}

/** The invite link's path and query for the member's friend. */
async function inviteLink(as: TestMember, friendId: string) {
  const res = await t().request(`/api/circle/friends/${friendId}/invite-link`, {
    method: "POST",
    as,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const url = new URL(((await res.json()) as { url: string }).url);
  return url.pathname + url.search;
}

describe("the invite link's page", () => {
  it("a member signs in from the link, comes back to it and accepts", async () => {
    const ada = await t().signUp({ name: "Ada Brennan" });
    const link = await inviteLink(ada, await circleOf(ada, "Jo Park"));
    const jo = await t().signUp({ name: "Jo Park" });
    await circleOf(jo, "Sam Lee");

    const { user, path } = openScreen(t(), link);
    await user.click(await screen.findByRole("checkbox", { name: "I'm 18 or older" }));
    await user.click(screen.getByRole("button", { name: "Sign in to accept" }));
    await fill(user, await screen.findByLabelText("Email"), jo.email);
    await fill(user, screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await expect.poll(path).toMatch(/^\/invite\?token=/);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    await expect.poll(path).toBe("/circle");

    reopen(t(), "/circle", { as: ada });
    await expect.poll(() => screen.queryByTestId("invite-status")?.textContent).toBe("Joined");
  });

  it("a link that was never one says so", async () => {
    openScreen(t(), "/invite?token=nothing-like-a-real-one");
    expect(
      await screen.findByRole("heading", { name: "This invite link isn't valid." }),
    ).toBeVisible();
  });
});
