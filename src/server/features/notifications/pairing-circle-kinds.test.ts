import { describe, expect, it } from "vitest";
import type { CircleFriend, CreatedInviteLink } from "#shared/schemas/circle";
import type { CreatePairingResult } from "#shared/schemas/pairing";
import type { Notification, NotificationsResponse } from "#shared/schemas/notifications";
import { pairingKit } from "#tests/support/pairing-kit";
import { useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();
const kit = pairingKit(t);

async function kindsOf(as: TestMember): Promise<Pick<Notification, "kind" | "actorFirstName">[]> {
  const res = await t().request("/api/notifications", { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as NotificationsResponse).notifications
    .filter((n) => n.kind !== "suggestion" && n.kind !== "match")
    .map(({ kind, actorFirstName }) => ({ kind, actorFirstName }));
}

describe("pairing notifications", () => {
  it("tell the target a pairing waits, the suggester it was approved, and both when their friends matched", async () => {
    const val = await t().member({ name: "Val Suggester" });
    const xan = await t().member({ name: "Xan Target" });
    const alex = await t().member({ name: "Alex Member" });
    const blair = await t().member({ name: "Blair Member" });
    const mine = await kit.circle(val, [{ name: "Alex A", linkedTo: alex }]);
    const theirs = await kit.circle(xan, [{ name: "Blair B", linkedTo: blair }]);
    const res = await kit.suggest(val, mine["Alex A"]!, theirs["Blair B"]!);
    expect(res.status).toBe(201);
    const { pairing } = (await res.json()) as CreatePairingResult;

    expect(await kindsOf(xan)).toEqual([{ kind: "pairingWaiting", actorFirstName: "Val" }]);
    expect(await kindsOf(val)).toEqual([]);

    expect((await kit.decide(xan, pairing.id, "approve")).status).toBe(200);
    // Answered: no longer waiting for Xan; Val hears it was approved.
    expect(await kindsOf(xan)).toEqual([]);
    expect(await kindsOf(val)).toEqual([{ kind: "pairingApproved", actorFirstName: "Xan" }]);

    // Alex and Blair both say yes: both who made the introduction hear it worked.
    for (const [as, other] of [
      [alex, blair],
      [blair, alex],
    ] as const) {
      const accepted = await t().request(`/api/matching/candidates/${other.id}/accept`, {
        as,
        method: "POST",
      });
      expect(accepted.status, await accepted.text()).toBe(200);
    }
    expect(await kindsOf(val)).toEqual([
      { kind: "pairingMatched", actorFirstName: null },
      { kind: "pairingApproved", actorFirstName: "Xan" },
    ]);
    expect(await kindsOf(xan)).toEqual([{ kind: "pairingMatched", actorFirstName: null }]);
  });

  it("say nothing of a decline, and a waiting pairing goes when it is declined", async () => {
    const val = await t().member({ name: "Val Suggester" });
    const xan = await t().member({ name: "Xan Target" });
    const mine = await kit.circle(val, [{ name: "Alex A" }]);
    const theirs = await kit.circle(xan, [{ name: "Blair B" }]);
    const { pairing } = (await (
      await kit.suggest(val, mine["Alex A"]!, theirs["Blair B"]!)
    ).json()) as CreatePairingResult;
    expect((await kit.decide(xan, pairing.id, "decline")).status).toBe(200);
    expect(await kindsOf(xan)).toEqual([]);
    expect(await kindsOf(val)).toEqual([]);
  });
});

describe("circle notifications", () => {
  it("tell the owner when an invited member confirms, never when they decline", async () => {
    const ben = await t().member({ name: "Ben Carter" });
    const ada = await t().member({ name: "Ada Brennan", username: "adabrennan" });
    const cleo = await t().member({ name: "Cleo Park", username: "cleopark" });
    const res = await t().request("/api/circle", {
      as: ben,
      json: {
        friends: [
          { name: "Ada", gender: "she/her", sexuality: "bisexual", username: "adabrennan" },
          { name: "Cleo", gender: "she/her", sexuality: "bisexual", username: "cleopark" },
        ],
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { friends } = (await res.json()) as { friends: CircleFriend[] };
    const idOf = (name: string) => friends.find((f) => f.name === name)!.id;

    const answer = (as: TestMember, friendId: string, verb: "confirm" | "decline") =>
      t().request(`/api/circle/invitations/${friendId}/${verb}`, { as, method: "POST" });
    expect((await answer(cleo, idOf("Cleo"), "decline")).status).toBe(200);
    expect(await kindsOf(ben)).toEqual([]);
    expect((await answer(ada, idOf("Ada"), "confirm")).status).toBe(200);
    expect(await kindsOf(ben)).toEqual([{ kind: "invitationAnswered", actorFirstName: "Ada" }]);
  });

  it("tell the owner when a friend joins from their invite link", async () => {
    const ben = await t().member({ name: "Ben Carter" });
    const created = await t().request("/api/circle", {
      as: ben,
      json: { friends: [{ name: "Maya Chen", gender: "she/her", sexuality: "bisexual" }] },
    });
    const { friends } = (await created.json()) as { friends: CircleFriend[] };
    const link = await t().request(`/api/circle/friends/${friends[0]!.id}/invite-link`, {
      as: ben,
      method: "POST",
    });
    const { token } = (await link.json()) as CreatedInviteLink;
    const maya = await t().member({ name: "Maya Chen" });
    const accepted = await t().request("/api/circle/invite-link/accept", {
      as: maya,
      json: { token },
    });
    expect(accepted.status, await accepted.text()).toBe(200);
    expect(await kindsOf(ben)).toEqual([{ kind: "friendJoined", actorFirstName: "Maya" }]);
  });
});
