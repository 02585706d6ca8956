import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  blocks,
  certifications,
  clubs,
  friendEntries,
  matches,
  mutes,
  profiles,
} from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";

const t = useTestApp();

const edits = {
  username: "robinvale",
  age: 33,
  pronouns: "she/they",
  sexuality: "pansexual",
  occupation: "Luthier",
  neighborhood: "Astoria",
  bio: "Builds guitars, breaks hearts gently.",
  relationshipStatus: "its_complicated",
} as const;

async function profileRow(id: string) {
  const [row] = await t().db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

const patch = (as: TestMember, json: unknown) =>
  t().request("/api/profile", { method: "PATCH", json, as });

describe("GET /api/profile", () => {
  it("gives the member their own profile, email included", async () => {
    const me = await t().member({
      name: "Ada Lovelace",
      email: "ada@example.com",
      bio: "Engines.",
    });
    const res = await t().request("/api/profile", { as: me });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      bio: "Engines.",
      age: 30,
    });
    expect(profile).not.toHaveProperty("heartsBalance");
  });

  it("needs a session", async () => {
    expect((await t().request("/api/profile")).status).toBe(401);
  });

  it("answers 'Profile not found' when the profile is gone", async () => {
    const me = await t().member();
    await t().db.delete(profiles).where(eq(profiles.id, me.id));
    const res = await t().request("/api/profile", { as: me });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.message).toBe("Profile not found");
  });
});

describe("PATCH /api/profile", () => {
  it("saves every editable field and answers with the saved profile", async () => {
    const me = await t().member({ name: "Robin Vale" });
    const res = await patch(me, edits);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: unknown }).profile).toMatchObject({
      ...edits,
      name: "Robin Vale",
    });
    expect(await profileRow(me.id)).toMatchObject(edits);
  });

  it("changes only the fields it is given", async () => {
    const me = await t().member({ occupation: "Baker", bio: "Sourdough." });
    expect((await patch(me, { bio: "Rye, mostly." })).status).toBe(200);
    expect(await profileRow(me.id)).toMatchObject({ occupation: "Baker", bio: "Rye, mostly." });
  });

  it.each([
    ["hearts_balance", { hearts_balance: 9999 }],
    ["heartsBalance", { heartsBalance: 9999 }],
    ["email", { email: "new@example.com" }],
    ["id", { id: "someone-else" }],
    ["certified_clubs", { certified_clubs: ["chess"] }],
    ["name", { name: "Someone Else" }],
  ])("refuses a body carrying %s with a 400 and writes nothing", async (key, extra) => {
    const me = await t().member({ bio: "Before." });
    const before = await profileRow(me.id);
    const res = await patch(me, { bio: "After.", ...extra });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.message).toContain(key);
    expect(await profileRow(me.id)).toEqual(before);
  });

  it("normalises the username: lowercase, spaces removed", async () => {
    const me = await t().member();
    const res = await patch(me, { username: "  Ada Love LACE 2 " });
    expect(res.status).toBe(200);
    expect((await profileRow(me.id)).username).toBe("adalovelace2");
  });

  it.each([
    ["ab", /at least 3/],
    ["a".repeat(31), /at most 30/],
    ["ada.lovelace", /only letters and numbers/],
    ["josé", /only letters and numbers/],
  ])("refuses the username %j with a field error", async (username, message) => {
    const me = await t().member();
    const before = await profileRow(me.id);
    const res = await patch(me, { username });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.username).toMatch(message);
    expect((await profileRow(me.id)).username).toBe(before.username);
  });

  it("refuses a username another member has (whatever its case) with 409 and a field error", async () => {
    const other = await t().member();
    await patch(other, { username: "samrivers" });
    const me = await t().member();
    const res = await patch(me, { username: "Sam Rivers", bio: "Mine now?" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.fields?.username).toBe("That username is already taken");
    expect((await profileRow(me.id)).bio).toBe("");
  });

  it("lets a member keep their own username", async () => {
    const me = await t().member();
    expect((await patch(me, { username: "keepme" })).status).toBe(200);
    expect((await patch(me, { username: "keepme", age: 40 })).status).toBe(200);
    expect(await profileRow(me.id)).toMatchObject({ username: "keepme", age: 40 });
  });

  it.each([
    ["age", { age: 17 }, /at least 18/],
    ["age", { age: 121 }, /at most 120/],
    ["age", { age: 30.5 }, /whole number/],
    ["bio", { bio: "x".repeat(81) }, /at most 80/],
    ["pronouns", { pronouns: "  " }, /required/],
    ["sexuality", { sexuality: "robot" }, /Choose a sexuality/],
    ["neighborhood", { neighborhood: "Hoboken" }, /Choose a neighborhood/],
    [
      "relationshipStatus",
      { relationshipStatus: "its complicated" },
      /Choose a relationship status/,
    ],
  ])("refuses a bad %s", async (field, body, message) => {
    const me = await t().member();
    const before = await profileRow(me.id);
    const res = await patch(me, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toMatch(message);
    expect(await profileRow(me.id)).toEqual(before);
  });

  it("accepts a bio of exactly 80 characters, trimmed", async () => {
    const me = await t().member();
    expect((await patch(me, { bio: ` ${"y".repeat(80)} ` })).status).toBe(200);
    expect((await profileRow(me.id)).bio).toBe("y".repeat(80));
  });
});

describe("GET /api/profile/settings", () => {
  it("sums up the account and lists the members blocked and muted, by name only", async () => {
    const me = await t().member({
      name: "Robin Vale",
      heartsBalance: 12,
      email: "robin@example.com",
    });
    const blockedOne = await t().member({ name: "Blake Stone", email: "blake@example.com" });
    const mutedOne = await t().member({ name: "Morgan Quiet", email: "morgan@example.com" });
    const matched = await t().member({ name: "Jamie Fox" });
    const db = t().db;

    await db.insert(friendEntries).values(
      ["Maya", "Jordan", "Priya"].map((name) => ({
        ownerId: me.id,
        name,
        gender: "she/her",
        sexuality: "queer",
      })),
    );
    await db.insert(clubs).values([
      { id: "chess", name: "Chess Club", description: "Checkmate." },
      { id: "wine", name: "Wine Club", description: "Cheers." },
    ]);
    await db.insert(certifications).values([
      { profileId: me.id, clubId: "chess", passed: true, score: 80 },
      { profileId: me.id, clubId: "wine", passed: false, score: 33 },
    ]);
    const pair = (a: string, b: string) =>
      a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a };
    const [withMuted] = await db.insert(matches).values(pair(me.id, mutedOne.id)).returning();
    await db.insert(matches).values([pair(me.id, matched.id), pair(me.id, blockedOne.id)]);
    await db.insert(mutes).values({ profileId: me.id, matchId: withMuted!.id });
    await db.insert(blocks).values({ blockerId: me.id, blockedId: blockedOne.id });

    const res = await t().request("/api/profile/settings", { as: me });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      profile: { name: "Robin Vale", email: "robin@example.com" },
      summary: { heartsBalance: 12, certifications: 1, circleSize: 3, matches: 2 },
      blocked: [{ id: blockedOne.id, name: "Blake Stone" }],
      muted: [{ matchId: withMuted!.id, name: "Morgan Quiet" }],
    });
    expect(
      new Date((body as { summary: { memberSince: string } }).summary.memberSince).getTime(),
    ).toBeGreaterThan(Date.now() - 60_000);
    const text = JSON.stringify(body);
    for (const email of ["blake@example.com", "morgan@example.com"])
      expect(text).not.toContain(email);
  });

  it("shows a new member's empty summary", async () => {
    const me = await t().member();
    const body = await (await t().request("/api/profile/settings", { as: me })).json();
    expect(body).toMatchObject({
      summary: { heartsBalance: 0, certifications: 0, circleSize: 0, matches: 0 },
      blocked: [],
      muted: [],
    });
  });
});
