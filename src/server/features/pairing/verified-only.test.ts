import { describe, expect, it } from "vitest";
import type { OwnProfile } from "#shared/schemas/profile";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { pairingKit } from "#tests/support/pairing-kit";
import { match, suggest } from "#tests/support/matching-factories";
import { verifyMember } from "#tests/support/verified";

// "Only verified members can be introduced to me or message me": Match for You, Explore (and its
// "Verified only" filter) and Direct Match honour it; conversations already going on go on.

const t = useTestApp();
const kit = pairingKit(t);

const setVerifiedOnly = async (as: TestMember, verifiedOnly: boolean) => {
  const res = await t().request("/api/profile", { method: "PATCH", as, json: { verifiedOnly } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { profile: OwnProfile }).profile;
};
const matchForYou = async (as: TestMember) => {
  const res = await t().request("/api/matching/suggestions", { as });
  const { groups } = (await res.json()) as {
    groups: { candidate: { id: string; verified: boolean } }[];
  };
  return groups.map((g) => g.candidate);
};
const direct = (as: TestMember, memberId: string, friendId: string) =>
  t().request("/api/pairing/direct-matches", {
    as,
    json: { memberId, friendId, reason: "You two would argue about jazz." },
  });

describe("only verified members", () => {
  it("is a setting of the member's own, and says whether they are verified", async () => {
    const me = await t().member({ name: "Vera Only" });
    expect(await setVerifiedOnly(me, true)).toMatchObject({ verifiedOnly: true, verified: false });
    await verifyMember(t(), me);
    expect(await setVerifiedOnly(me, false)).toMatchObject({ verifiedOnly: false, verified: true });
  });

  it("keeps unverified candidates out of Match for You, both ways, and lets verified ones in", async () => {
    const vera = await t().member({ name: "Vera Only" });
    const una = await t().member({ name: "Una Unverified" });
    const val = await t().member({ name: "Val Verified" });
    const suggester = await t().member();
    await verifyMember(t(), val);
    await suggest(t(), { target: vera, candidate: una, suggester });
    await suggest(t(), { target: vera, candidate: val, suggester });
    expect((await matchForYou(vera)).map((c) => c.id).sort()).toEqual([una.id, val.id].sort());

    await setVerifiedOnly(vera, true);
    expect(await matchForYou(vera)).toEqual(
      [{ id: val.id, verified: true }].map((c) => expect.objectContaining(c)),
    );
    // Una isn't shown Vera either, as an introduction asks both, and can't accept her.
    expect(await matchForYou(una)).toEqual([]);
    const accept = await t().request(`/api/matching/candidates/${vera.id}/accept`, {
      as: una,
      method: "POST",
    });
    expect(accept.status).toBe(404);

    // Verifying lets Una through; turning it off does too.
    await verifyMember(t(), una);
    expect(await matchForYou(vera)).toHaveLength(2);
  });

  it("keeps a conversation already going on", async () => {
    const vera = await t().member({ name: "Vera Only" });
    const una = await t().member({ name: "Una Unverified" });
    const row = await match(t(), una, vera);
    await setVerifiedOnly(vera, true);
    const res = await t().request(`/api/chat/conversations/${row.id}/messages`, {
      as: una,
      json: { text: "Still here?" },
    });
    expect(res.status).toBe(201);
  });

  it("hides the member from unverified members in Explore, by draw and by id", async () => {
    const vera = await t().member({ name: "Vera Only" });
    await kit.circle(vera, [{ name: "A friend" }]);
    const una = await t().member({ name: "Una Unverified" });
    const val = await t().member({ name: "Val Verified" });
    await verifyMember(t(), val);
    await setVerifiedOnly(vera, true);

    for (let i = 0; i < 6; i++) expect((await kit.explore(una)).member?.id).not.toBe(vera.id);
    expect((await t().request(`/api/pairing/explore?member=${vera.id}`, { as: una })).status).toBe(
      404,
    );
    const seen = await kit.explore(val, `?member=${vera.id}`);
    expect(seen.member).toMatchObject({ id: vera.id, verified: false });
  });

  it("'Verified only' in Explore shows only verified members, with their mark", async () => {
    const me = await t().member({ name: "Mo Explorer" });
    const una = await t().member({ name: "Una Unverified" });
    const val = await t().member({ name: "Val Verified" });
    await kit.circle(una, [{ name: "Una's friend" }]);
    await kit.circle(val, [{ name: "Val's friend" }]);
    await verifyMember(t(), val);
    const drawn = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const { member } = await kit.explore(me, "?verified=true");
      expect(member).toMatchObject({ id: val.id, verified: true });
      drawn.add(member!.id);
    }
    expect([...drawn]).toEqual([val.id]);
    // Without the filter, Una is there to explore too.
    expect((await kit.explore(me, `?skip=${val.id}`)).member).toMatchObject({
      id: una.id,
      verified: false,
    });
  });

  it("refuses a Direct Match across the setting clearly, either way, and spends nothing", async () => {
    const v = await t().member({ name: "Val Suggester" });
    const xan = await t().member({ name: "Xan Target" });
    const cam = await t().member({ name: "Cam Candidate" });
    const friends = await kit.circle(v, [{ name: "Cam", linkedTo: cam }]);
    await kit.giveHearts(v, 10);
    await verifyMember(t(), v);

    await setVerifiedOnly(xan, true);
    const refused = await direct(v, xan.id, friends["Cam"]!);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).error).toMatchObject({
      code: "verified_only",
      message:
        "Xan Target meets verified members only, and Cam hasn't verified their photos yet. Your hearts weren't spent.",
    });

    await setVerifiedOnly(xan, false);
    await setVerifiedOnly(cam, true);
    const back = await direct(v, xan.id, friends["Cam"]!);
    expect((await errorOf(back)).error.message).toBe(
      "Cam meets verified members only, and Xan Target hasn't verified their photos yet. Your hearts weren't spent.",
    );
    expect((await kit.ledger(v)).balance).toBe(10);
    expect(await kit.suggestionsFor(xan)).toEqual([]);

    await verifyMember(t(), xan);
    await verifyMember(t(), cam);
    await setVerifiedOnly(xan, true);
    expect((await direct(v, xan.id, friends["Cam"]!)).status).toBe(201);
  });

  it("tells an unverified member who tries a Direct Match why", async () => {
    const una = await t().member({ name: "Una Unverified" });
    const xan = await t().member({ name: "Xan Target" });
    const cam = await t().member({ name: "Cam Candidate" });
    const friends = await kit.circle(una, [{ name: "Cam", linkedTo: cam }]);
    await kit.giveHearts(una, 10);
    await setVerifiedOnly(xan, true);
    const res = await direct(una, xan.id, friends["Cam"]!);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toBe(
      "Xan meets verified members only: verify your photos from your Profile first.",
    );
    expect((await kit.ledger(una)).balance).toBe(10);
  });
});
