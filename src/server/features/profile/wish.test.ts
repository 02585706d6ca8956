import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorOf, signUpBody, useTestApp } from "#tests/support/test-app";
import { profiles } from "../../db/schema";

// Gender and who a member wants to meet: asked at sign-up, once of existing members, edited on
// /profile; pause. Each refusal names the field and writes nothing.

const t = useTestApp();

const unsaid = {
  gender: null,
  genderWords: null,
  interestedIn: null,
  ageMin: null,
  ageMax: null,
  lookingFor: null,
};
const wish = {
  gender: "woman" as const,
  interestedIn: ["man", "nonbinary"],
  ageMin: 27,
  ageMax: 38,
  lookingFor: "relationship" as const,
};

const row = async (id: string) =>
  (await t().db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const sessionUser = async (cookie: string) => {
  const res = await t().app.request("/api/session", { headers: { cookie } });
  return ((await res.json()) as { user: { wishToGive: boolean } | null }).user;
};

describe("sign-up asks who the member wants to meet", () => {
  it("keeps the answer, the chosen genders in the list's order, and own words only with own words", async () => {
    const me = await t().signUp({
      ...wish,
      interestedIn: ["nonbinary", "man", "man"],
      genderWords: "ignored",
    });
    expect(await row(me.id)).toMatchObject({
      gender: "woman",
      genderWords: "",
      interestedIn: ["man", "nonbinary"],
      ageMin: 27,
      ageMax: 38,
      lookingFor: "relationship",
      paused: false,
    });
    expect(await sessionUser(me.cookie)).toMatchObject({ wishToGive: false });
  });

  it("keeps a gender in the member's own words, trimmed", async () => {
    const me = await t().signUp({ gender: "own_words", genderWords: "  genderfluid " });
    expect(await row(me.id)).toMatchObject({ gender: "own_words", genderWords: "genderfluid" });
  });

  it.each([
    ["gender", { gender: "robot" }, "Choose your gender"],
    ["genderWords", { gender: "own_words", genderWords: " " }, "Say your gender in your own words"],
    ["genderWords", { gender: "own_words", genderWords: "x".repeat(31) }, "at most 30"],
    ["genderWords", { gender: "own_words", genderWords: "a\u202Eb" }, "invisible formatting"],
    ["interestedIn", { interestedIn: [] }, "Choose at least one"],
    ["interestedIn", { interestedIn: ["robots"] }, "Choose who you want to meet"],
    ["interestedIn", { interestedIn: "man" }, "Choose who you want to meet"],
    ["ageMin", { ageMin: 17 }, "From age must be at least 18"],
    ["ageMax", { ageMax: 100 }, "To age must be at most 99"],
    ["ageMin", { ageMin: 30.5 }, "whole number"],
    ["ageMax", { ageMin: 40, ageMax: 30 }, "To age must be at least the From age"],
    ["lookingFor", { lookingFor: "marriage" }, "Choose what you are looking for"],
  ])("refuses a bad %s with a field error, and creates nobody", async (field, bad, message) => {
    const body = signUpBody({ ...wish, ...(bad as object) });
    const res = await t().request("/api/account/sign-up", { json: body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toContain(message);
    const [exists] = await t().db.select().from(profiles);
    expect(exists).toBeUndefined();
  });
});

describe("a member from before Vouch asked", () => {
  it("can exist without an answer (the migration's existing rows), and is asked until they give one", async () => {
    const me = await t().member(unsaid);
    expect(await sessionUser(me.cookie)).toMatchObject({ wishToGive: true });
    const profile = await t().request("/api/profile", { as: me });
    expect(((await profile.json()) as { profile: { wish: unknown } }).profile.wish).toBeNull();

    const res = await t().request("/api/profile", { method: "PATCH", as: me, json: wish });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: { wish: unknown } }).profile.wish).toEqual({
      ...wish,
      genderWords: "",
    });
    // Asked once: the session (kept in memory, decision 0021) knows at once.
    expect(await sessionUser(me.cookie)).toMatchObject({ wishToGive: false });
  });

  it("must answer as a whole: a part is refused, naming what is missing, and writes nothing", async () => {
    const me = await t().member(unsaid);
    const res = await t().request("/api/profile", {
      method: "PATCH",
      as: me,
      json: { gender: "man", ageMin: 30 },
    });
    expect(res.status).toBe(400);
    const { fields } = (await errorOf(res)).error;
    expect(Object.keys(fields ?? {}).sort()).toEqual(["ageMax", "interestedIn", "lookingFor"]);
    expect(await row(me.id)).toMatchObject(unsaid);
  });
});

describe("editing on /profile", () => {
  it("changes the wish and leaves the rest; own words need a gender beside them", async () => {
    const me = await t().member({ bio: "Kept." });
    const res = await t().request("/api/profile", {
      method: "PATCH",
      as: me,
      json: { ...wish, gender: "own_words", genderWords: "two-spirit", ageMax: 99 },
    });
    expect(res.status).toBe(200);
    expect(await row(me.id)).toMatchObject({
      gender: "own_words",
      genderWords: "two-spirit",
      ageMax: 99,
      bio: "Kept.",
    });
    // A bio alone leaves own words alone.
    expect(
      (await t().request("/api/profile", { method: "PATCH", as: me, json: { bio: "New." } }))
        .status,
    ).toBe(200);
    expect(await row(me.id)).toMatchObject({ genderWords: "two-spirit", bio: "New." });
    const alone = await t().request("/api/profile", {
      method: "PATCH",
      as: me,
      json: { genderWords: "other words" },
    });
    expect(alone.status).toBe(400);
    expect((await row(me.id)).genderWords).toBe("two-spirit");
  });

  it("pauses and unpauses; a pause that isn't true or false is refused", async () => {
    const me = await t().member();
    const patch = (json: unknown) => t().request("/api/profile", { method: "PATCH", as: me, json });
    const paused = await patch({ paused: true });
    expect(((await paused.json()) as { profile: { paused: boolean } }).profile.paused).toBe(true);
    expect((await row(me.id)).paused).toBe(true);
    expect((await patch({ paused: "yes" })).status).toBe(400);
    expect((await row(me.id)).paused).toBe(true);
    await patch({ paused: false });
    expect((await row(me.id)).paused).toBe(false);
  });
});
