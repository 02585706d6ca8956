import { describe, expect, it } from "vitest";
import { certifications, clubs } from "../../db/schema";
import { errorOf, useTestApp } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { pairingKit } from "#tests/support/pairing-kit";

const t = useTestApp();
const kit = pairingKit(t);

describe("GET /api/pairing/explore", () => {
  it("says there is nobody when you are the only member", async () => {
    const me = await t().member();
    const explore = await kit.explore(me);
    expect(explore.member).toBeNull();
    expect(explore.me).toEqual({
      heartsBalance: 0,
      freePairingsLeft: 3,
      friends: [],
      invitePending: 0,
      age: 30,
      wish: {
        gender: "woman",
        genderWords: "",
        interestedIn: ["woman", "man", "nonbinary"],
        ageMin: 18,
        ageMax: 99,
        lookingFor: "relationship",
      },
    });
  });

  it("never shows you yourself, nor anyone you blocked or who blocked you", async () => {
    const me = await t().member({ name: "Me Myself" });
    const [blockedByMe, blockingMe, visible] = [
      await t().member({ name: "Blocked By Me" }),
      await t().member({ name: "Blocking Me" }),
      await t().member({ name: "Visible Person" }),
    ];
    await kit.block(me, blockedByMe);
    await kit.block(blockingMe, me);
    const seen = new Set<string>();
    for (let i = 0; i < 15; i++) seen.add((await kit.explore(me)).member!.name);
    expect([...seen]).toEqual(["Visible Person"]);
    expect((await kit.explore(me, `?member=${visible.id}`)).member!.id).toBe(visible.id);

    for (const other of [me, blockedByMe, blockingMe]) {
      const res = await t().request(`/api/pairing/explore?member=${other.id}`, { as: me });
      expect(res.status).toBe(404);
    }
  });

  it("never shows your own linked circle friends, nor a member you reported, and won't unlock them", async () => {
    const me = await t().member({ name: "Me Myself" });
    const [friend, shyFriend, reported, reportedBySomeoneElse] = [
      await t().member({ name: "Kai Nakamura" }),
      await t().member({ name: "Shy Friend" }),
      await t().member({ name: "Reported Rex" }),
      await t().member({ name: "Visible Vic" }),
    ];
    await kit.circle(me, [
      { name: "Kai", linkedTo: friend },
      { name: "Shy", linkedTo: shyFriend, consent: false },
    ]);
    const reportedRes = await t().request("/api/safety/reports", {
      as: me,
      json: {
        target: { kind: "member", memberId: reported.id },
        reason: "harassment",
        details: "Kept messaging after I said no.",
      },
    });
    expect(reportedRes.status).toBe(201);
    const bystander = await t().member();
    await t().request("/api/safety/reports", {
      as: bystander,
      json: {
        target: { kind: "member", memberId: reportedBySomeoneElse.id },
        reason: "fake",
        details: "Photos look borrowed.",
      },
    });
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add((await kit.explore(me)).member!.name);
    expect([...seen].sort()).toEqual(["Visible Vic"].concat(bystander.name).sort());

    for (const hidden of [friend, shyFriend, reported]) {
      const res = await t().request(`/api/pairing/explore?member=${hidden.id}`, { as: me });
      expect(res.status).toBe(404);
      const unlock = await t().request("/api/pairing/unlocks", {
        as: me,
        json: { memberId: hidden.id },
      });
      expect(unlock.status).toBe(404);
    }
    // Your friend still explores you: the rule is about whom you see.
    const theirs = await t().request(`/api/pairing/explore?member=${me.id}`, { as: friend });
    expect(theirs.status).toBe(200);
  });

  it("chooses among the others at random, and 'someone else' avoids the one shown last", async () => {
    const me = await t().member();
    const names = ["Ada One", "Bo Two", "Cy Three"];
    for (const name of names) await t().member({ name });
    const seen = new Set<string>();
    for (let i = 0; i < 30 && seen.size < 3; i++) seen.add((await kit.explore(me)).member!.name);
    expect([...seen].sort()).toEqual(names);

    const first = (await kit.explore(me)).member!;
    for (let i = 0; i < 5; i++) {
      expect((await kit.explore(me, `?skip=${first.id}`)).member!.id).not.toBe(first.id);
    }
  });

  it("shows the other member's consenting friends only, and nothing private", async () => {
    const me = await t().member();
    const other = await t().member({
      name: "Nora Quinn",
      email: "nora.private@example.com",
      occupation: "Secret Agent",
      bio: "Hidden until unlocked",
    });
    const linked = await t().member({
      name: "Linked Lou",
      email: "lou.private@example.com",
      age: 34,
      neighborhood: "Chelsea",
    });
    await kit.circle(other, [
      { name: "Open Olive" },
      { name: "Shy Sam", consent: false },
      { name: "Member Lou", linkedTo: linked },
    ]);
    const res = await t().request(`/api/pairing/explore?member=${other.id}`, { as: me });
    const body = await res.text();
    const explore = JSON.parse(body) as Awaited<ReturnType<typeof kit.explore>>;
    expect(explore.member).toMatchObject({
      id: other.id,
      name: "Nora Quinn",
      age: 30,
      pronouns: "she/her",
      sexuality: "bisexual",
      neighborhood: "West Village",
      details: null,
    });
    // A friend on Vouch shows their age and neighbourhood from their own profile.
    expect(explore.member!.friends.map((f) => [f.name, f.isMember, f.age, f.neighborhood])).toEqual(
      [
        ["Open Olive", false, null, null],
        ["Member Lou", true, 34, "Chelsea"],
      ],
    );
    expect(Object.keys(explore.member!.friends[0]!).sort()).toEqual(
      [
        "age",
        "bio",
        "gender",
        "id",
        "isMember",
        "mainPhoto",
        "name",
        "neighborhood",
        "relationshipStatus",
        "sexuality",
        "wish",
      ].sort(),
    );
    for (const secret of [
      "Shy Sam",
      "private@example.com",
      "Secret Agent",
      "Hidden until unlocked",
      linked.id,
      "trustLevel",
      "consent",
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("hides their friends who are you, or who are across a block from you", async () => {
    const me = await t().member();
    const other = await t().member();
    const blocker = await t().member();
    await kit.block(blocker, me);
    await kit.circle(other, [
      { name: "That Is Me", linkedTo: me },
      { name: "Blocks Me", linkedTo: blocker },
      { name: "Plain Pat" },
    ]);
    const explore = await kit.explore(me, `?member=${other.id}`);
    expect(explore.member!.friends.map((f) => f.name)).toEqual(["Plain Pat"]);
  });

  it("shows your consenting friends, counts the others, and your hearts and free pairings", async () => {
    const me = await t().member();
    await kit.circle(me, [
      { name: "Anna A" },
      { name: "Ben B", consent: false },
      { name: "Cal C" },
    ]);
    await kit.giveHearts(me, 7);
    const explore = await kit.explore(me);
    expect(explore.me.friends.map((f) => f.name)).toEqual(["Anna A", "Cal C"]);
    expect(explore.me).toMatchObject({ heartsBalance: 7, freePairingsLeft: 3, invitePending: 1 });
  });

  it("offers for a direct match only your linked, consenting friends who may meet that member", async () => {
    const me = await t().member();
    const other = await t().member();
    const [ok, blocked, matched] = [await t().member(), await t().member(), await t().member()];
    await kit.block(other, blocked);
    await kit.match(matched, other);
    const ids = await kit.circle(me, [
      { name: "Ok Member", linkedTo: ok },
      { name: "Not On Vouch" },
      { name: "Blocked Member", linkedTo: blocked },
      { name: "Matched Member", linkedTo: matched },
    ]);
    const explore = await kit.explore(me, `?member=${other.id}`);
    expect(explore.member!.directMatchFriendIds).toEqual([ids["Ok Member"]]);
  });

  it("names the pairs of your friend and theirs who are the same member", async () => {
    const me = await t().member();
    const other = await t().member();
    const [both, onlyMine] = [await t().member(), await t().member()];
    const mine = await kit.circle(me, [
      { name: "Shared Sue", linkedTo: both },
      { name: "Only Mine", linkedTo: onlyMine },
      { name: "Not On Vouch" },
    ]);
    const theirs = await kit.circle(other, [
      { name: "Sue Again", linkedTo: both },
      { name: "Plain Pat" },
    ]);
    const explore = await kit.explore(me, `?member=${other.id}`);
    expect(explore.member!.samePersonPairs).toEqual([
      { myFriendId: mine["Shared Sue"], theirFriendId: theirs["Sue Again"] },
    ]);
  });
});

describe("unlocking a profile", () => {
  async function setup() {
    const me = await t().member();
    const other = await t().member({ occupation: "Luthier", bio: "Builds violins by hand." });
    await t().db.insert(clubs).values({ id: "chess", name: "Chess Club", description: "Chess." });
    await t()
      .db.insert(certifications)
      .values({ profileId: other.id, clubId: "chess", passed: true, score: 100 });
    return { me, other };
  }
  const unlock = (
    as: { cookie: string; id: string; name: string; email: string },
    memberId: string,
  ) => t().request("/api/pairing/unlocks", { as, json: { memberId } });

  it("costs 1 heart once and shows occupation, bio, prompts, interests and certifications from then on", async () => {
    const { me, other } = await setup();
    const prompts = [{ prompt: "sunday", answer: "Varnish drying, coffee brewing." }];
    await t().request("/api/profile", {
      as: other,
      method: "PATCH",
      json: { prompts, interests: ["music", "design"] },
    });
    await kit.giveHearts(me, 2);
    const res = await unlock(me, other.id);
    expect(res.status).toBe(200);
    const details = {
      occupation: "Luthier",
      bio: "Builds violins by hand.",
      prompts,
      interests: ["music", "design"],
      certifications: ["Chess Club"],
    };
    expect(await res.json()).toEqual({ details, heartsBalance: 1, mainPhoto: null });
    expect((await kit.explore(me, `?member=${other.id}`)).member!.details).toEqual(details);

    expect(await (await unlock(me, other.id)).json()).toEqual({
      details,
      heartsBalance: 1,
      mainPhoto: null,
    });
    expect(await kit.ledger(me)).toEqual({ balance: 1, sum: 1, spends: ["Profile unlock"] });
  });

  it("refuses without a heart, and unlocks nothing", async () => {
    const { me, other } = await setup();
    const res = await unlock(me, other.id);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.code).toBe("insufficient_hearts");
    expect((await kit.explore(me, `?member=${other.id}`)).member!.details).toBeNull();
    expect(await kit.ledger(me)).toEqual({ balance: 0, sum: 0, spends: [] });
  });

  it("refuses yourself and members across a block with a 404, free of charge", async () => {
    const { me, other } = await setup();
    await kit.giveHearts(me, 5);
    await kit.block(other, me);
    expect((await unlock(me, other.id)).status).toBe(404);
    expect((await unlock(me, me.id)).status).toBe(404);
    expect((await kit.ledger(me)).balance).toBe(5);
  });

  // PGlite runs one statement at a time, so races can only show on PostgreSQL.
  it.runIf(isPostgres)("charges once when unlocked twice at the same moment", async () => {
    const { me, other } = await setup();
    await kit.giveHearts(me, 5);
    const results = await Promise.all(Array.from({ length: 6 }, () => unlock(me, other.id)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await kit.ledger(me)).toEqual({ balance: 4, sum: 4, spends: ["Profile unlock"] });
  });

  it("needs a session", async () => {
    expect((await t().request("/api/pairing/explore")).status).toBe(401);
  });
});
