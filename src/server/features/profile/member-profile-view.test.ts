import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MemberProfileView } from "#shared/schemas/profile";
import { blocks, profiles } from "../../db/schema";
import { match } from "#tests/support/matching-factories";
import { addPhoto } from "#tests/support/photos";
import { useTestApp, type TestMember } from "#tests/support/test-app";

// Another member's profile view, read when it opens (a conversation's "View profile").

const t = useTestApp();

const view = (memberId: string, viewer: TestMember) =>
  t().request(`/api/members/${memberId}/profile`, { as: viewer });

async function nora() {
  return t().member({
    name: "Nora Quinn",
    prompts: [{ prompt: "perfect-friday", answer: "Oysters, then a late film." }],
    interests: ["music", "food"],
    gender: "woman",
    interestedIn: ["man"],
    ageMin: 28,
    ageMax: 40,
    lookingFor: "relationship",
  });
}

describe("a member's profile view", () => {
  it("shows a match her photos in order, who she wants to meet, her prompts and interests", async () => {
    const member = await nora();
    await addPhoto(t(), member);
    const photos = await addPhoto(t(), member);
    const sam = await t().member();
    await match(t(), sam, member);
    const res = await view(member.id, sam);
    expect(res.status).toBe(200);
    const body = (await res.json()) as MemberProfileView;
    expect(body.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
    expect(body.prompts).toEqual([
      { prompt: "perfect-friday", answer: "Oysters, then a late film." },
    ]);
    expect(body.interests).toEqual(["music", "food"]);
    expect(body.wish).toMatchObject({ interestedIn: ["man"], ageMin: 28, ageMax: 40 });
  });

  it("answers 404 to a stranger, across a block, after the account is deleted, and for no one", async () => {
    const member = await nora();
    const stranger = await t().member();
    expect((await view(member.id, stranger)).status).toBe(404);
    expect((await view("no-such-member", stranger)).status).toBe(404);

    const blocked = await t().member();
    await match(t(), blocked, member);
    expect((await view(member.id, blocked)).status).toBe(200);
    await t().db.insert(blocks).values({ blockerId: member.id, blockedId: blocked.id });
    expect((await view(member.id, blocked)).status).toBe(404);

    const sam = await t().member();
    await match(t(), sam, member);
    // What deleting an account leaves (leave.test.ts covers the deletion itself).
    await t().db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, member.id));
    expect((await view(member.id, sam)).status).toBe(404);
  });
});
