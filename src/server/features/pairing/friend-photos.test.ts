import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/support/test-app";
import { pairingKit } from "#tests/support/pairing-kit";
import { addPhoto } from "#tests/support/photos";

const t = useTestApp();
const kit = pairingKit(t);

/**
 * A friend on Vouch shows their own photo on the Make a Match screens (board, dialog, pairing
 * cards) wherever photos' one rule lets the viewer see it, and no further: a member's own linked
 * friends, yes; the other member's friends, only once the viewer may see them.
 */
describe("friends' photos on the pairing screens", () => {
  it("shows my friend's photo to me, and the other member's friend's only to them", async () => {
    const v = await t().member({ name: "Val Suggester" });
    const x = await t().member({ name: "Xan Target" });
    const amy = await t().member({ name: "Amy Linked" });
    const bea = await t().member({ name: "Bea Linked" });
    const [amyPhoto] = await addPhoto(t(), amy);
    const [beaPhoto] = await addPhoto(t(), bea);
    const mine = await kit.circle(v, [
      { name: "Amy Linked", linkedTo: amy },
      { name: "Ola Offline" },
    ]);
    const theirs = await kit.circle(x, [{ name: "Bea Linked", linkedTo: bea }]);

    const explored = await kit.explore(v, `?member=${x.id}`);
    const photoOf = (friends: { name: string; mainPhoto: { id: string } | null }[], name: string) =>
      friends.find((f) => f.name === name)?.mainPhoto?.id ?? null;
    expect(photoOf(explored.me.friends, "Amy Linked")).toBe(amyPhoto!.id);
    expect(photoOf(explored.me.friends, "Ola Offline")).toBeNull();
    // Val may not see Bea's photos: her card keeps its initials.
    expect(photoOf(explored.member!.friends, "Bea Linked")).toBeNull();

    expect((await kit.suggest(v, mine["Amy Linked"]!, theirs["Bea Linked"]!)).status).toBe(201);
    const [made] = (await kit.lists(v)).pending.items;
    expect(made!.suggesterFriend.mainPhoto?.id).toBe(amyPhoto!.id);
    expect(made!.targetFriend.mainPhoto).toBeNull();
    const [received] = (await kit.lists(x)).waitingForYou.items;
    expect(received!.targetFriend.mainPhoto?.id).toBe(beaPhoto!.id);
    expect(received!.suggesterFriend.mainPhoto).toBeNull();

    // Once Val unlocks Xan's profile, the unlock answers with Xan's photo for his card at once.
    const [xanPhoto] = await addPhoto(t(), x);
    expect(explored.member!.mainPhoto).toBeNull();
    await kit.giveHearts(v, 1);
    const unlocked = await t().request("/api/pairing/unlocks", { as: v, json: { memberId: x.id } });
    expect(unlocked.status).toBe(200);
    expect(((await unlocked.json()) as { mainPhoto: { id: string } | null }).mainPhoto?.id).toBe(
      xanPhoto!.id,
    );

    // A block hides the photo at once, as everywhere else.
    await kit.block(amy, v);
    const [afterBlock] = (await kit.lists(v)).pending.items;
    expect(afterBlock!.suggesterFriend.mainPhoto).toBeNull();
  });
});
