import { describe, expect, it } from "vitest";
import type { Confirmable, OwnConfirmations } from "#shared/schemas/confirmations";
import type { NotificationsResponse } from "#shared/schemas/notifications";
import type { MemberProfileView } from "#shared/schemas/profile";
import type { PhotosResponse } from "#shared/schemas/photos";
import { linkFriend } from "#tests/support/circle-factories";
import { addPhoto } from "#tests/support/photos";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { checkedInTogether } from "#tests/support/verified";

const t = useTestApp();

const confirm = (as: TestMember, member: TestMember) =>
  t().request(`/api/verification/confirmations/${member.id}`, { as, method: "POST" });

const withdraw = (as: TestMember, member: TestMember) =>
  t().request(`/api/verification/confirmations/${member.id}`, { as, method: "DELETE" });

async function confirmed(as: TestMember, member: TestMember) {
  const res = await confirm(as, member);
  expect(res.status, await res.clone().text()).toBe(200);
}

async function mine(as: TestMember) {
  const res = await t().request("/api/verification/confirmations/mine", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as OwnConfirmations;
}

async function confirmable(as: TestMember) {
  const res = await t().request("/api/verification/confirmations", { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Confirmable;
}

/** What a viewer whose circle lists the member sees on the member's profile. */
async function profileSays(viewer: TestMember, member: TestMember) {
  const res = await t().request(`/api/members/${member.id}/profile`, { as: viewer });
  expect(res.status).toBe(200);
  return ((await res.json()) as MemberProfileView).confirmedBy;
}

/** Ada with a photo; Maya and Jo linked in her circle, who met her at last week's event. */
async function world() {
  const ada = await t().member({ name: "Ada Lovelace" });
  const maya = await t().member({ name: "Maya Chen" });
  const jo = await t().member({ name: "Jo Park" });
  const viewer = await t().member({ name: "Priya Nair" });
  const photos = await addPhoto(t(), ada);
  await linkFriend(t(), ada, maya);
  await linkFriend(t(), ada, jo);
  await linkFriend(t(), viewer, ada);
  await checkedInTogether(t(), [ada, maya, jo]);
  return { ada, maya, jo, viewer, photos };
}

describe("friends confirm a member's photos", () => {
  it("two confirmations from friends who met her make her 'Confirmed by friends', with their names", async () => {
    const { ada, maya, jo, viewer } = await world();
    const [listed] = (await confirmable(maya)).members;
    expect(listed).toMatchObject({
      memberId: ada.id,
      firstName: "Ada",
      metAt: { title: "Friday Mixer" },
      status: "none",
    });
    expect(listed!.photos).toHaveLength(1);

    await confirmed(maya, ada);
    expect(await mine(ada)).toMatchObject({ confirmed: false, friends: [{ firstName: "Maya" }] });
    expect(await profileSays(viewer, ada)).toEqual([]);

    await confirmed(jo, ada);
    expect(await mine(ada)).toMatchObject({
      confirmed: true,
      friends: [{ firstName: "Maya" }, { firstName: "Jo" }],
    });
    expect(await profileSays(viewer, ada)).toEqual(["Maya", "Jo"]);
    expect((await confirmable(maya)).members[0]!.status).toBe("confirmed");

    const bell = (await (
      await t().request("/api/notifications", { as: ada })
    ).json()) as NotificationsResponse;
    expect(
      bell.notifications
        .filter((n) => n.kind === "photosConfirmed")
        .map((n) => n.actorFirstName)
        .sort(),
    ).toEqual(["Jo", "Maya"]);
  });

  it("is refused without a shared check-in, and for a check-in more than 90 days ago", async () => {
    const ada = await t().member({ name: "Ada Lovelace" });
    const maya = await t().member({ name: "Maya Chen" });
    const sam = await t().member({ name: "Sam Ortiz" });
    await addPhoto(t(), ada);
    await linkFriend(t(), ada, maya);
    await linkFriend(t(), ada, sam);
    // Both went, but only Ada checked in; Sam met her long ago.
    await checkedInTogether(t(), [ada], { daysAgo: 3 });
    await checkedInTogether(t(), [ada, sam], { daysAgo: 91, title: "Summer Social" });

    for (const friend of [maya, sam]) {
      const res = await confirm(friend, ada);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).error.message).toBe(
        "You can confirm Ada's photos once you've both checked in at the same Vouch event, within 90 days.",
      );
    }
    expect((await confirmable(sam)).members[0]!.metAt).toBeNull();
    expect(await mine(ada)).toEqual({ confirmed: false, friends: [] });
  });

  it("is refused to anyone her circle doesn't list as linked, and across a block either way", async () => {
    const { ada, maya, jo } = await world();
    const stranger = await t().member({ name: "Sol Stranger" });
    await checkedInTogether(t(), [ada, stranger]);
    expect((await confirm(stranger, ada)).status).toBe(404);
    expect((await confirmable(stranger)).members).toEqual([]);

    await confirmed(maya, ada);
    await confirmed(jo, ada);
    // Ada blocks Jo: Jo's confirmation stops counting, and Jo can't confirm again.
    const block = await t().request("/api/safety/blocks", { as: ada, json: { memberId: jo.id } });
    expect(block.status).toBe(200);
    expect(await mine(ada)).toMatchObject({ confirmed: false, friends: [{ firstName: "Maya" }] });
    expect((await confirm(jo, ada)).status).toBe(404);

    // Maya blocks Ada: neither way.
    await t().request("/api/safety/blocks", { as: maya, json: { memberId: ada.id } });
    expect((await mine(ada)).friends).toEqual([]);
    expect((await confirm(maya, ada)).status).toBe(404);
    expect((await confirmable(maya)).members).toEqual([]);
  });

  it("holds through a new order, ends with a changed photo, and comes back when confirmed again", async () => {
    const { ada, maya, jo, viewer } = await world();
    await addPhoto(t(), ada);
    await confirmed(maya, ada);
    await confirmed(jo, ada);
    expect(await profileSays(viewer, ada)).toEqual(["Maya", "Jo"]);

    const photos = (await (
      await t().request("/api/profile/photos", { as: ada })
    ).json()) as PhotosResponse;
    const ids = photos.photos.map((p) => p.id);
    const reorder = await t().request("/api/profile/photos/order", {
      as: ada,
      method: "PUT",
      json: { ids: [...ids].reverse() },
    });
    expect(reorder.status).toBe(200);
    expect(await profileSays(viewer, ada)).toEqual(["Maya", "Jo"]);

    await addPhoto(t(), ada);
    expect(await profileSays(viewer, ada)).toEqual([]);
    expect(await mine(ada)).toEqual({ confirmed: false, friends: [] });
    expect((await confirmable(maya)).members[0]!.status).toBe("outdated");

    await confirmed(maya, ada);
    await confirmed(jo, ada);
    expect(await profileSays(viewer, ada)).toEqual(["Maya", "Jo"]);

    const removed = await t().request(`/api/profile/photos/${ids[0]}`, {
      as: ada,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(await profileSays(viewer, ada)).toEqual([]);
  });

  it("can be withdrawn, and a member without photos has nothing to confirm", async () => {
    const { ada, maya, jo, viewer } = await world();
    await confirmed(maya, ada);
    await confirmed(jo, ada);
    const res = await withdraw(jo, ada);
    expect(res.status).toBe(200);
    expect(await profileSays(viewer, ada)).toEqual([]);
    expect((await confirmable(jo)).members[0]!.status).toBe("none");
    expect((await withdraw(jo, ada)).status).toBe(404);

    const bare = await t().member({ name: "Bea Bare" });
    await linkFriend(t(), bare, maya);
    await checkedInTogether(t(), [bare, maya]);
    const refused = await confirm(maya, bare);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).error.message).toBe("Bea has no photos to confirm yet.");
  });
});
