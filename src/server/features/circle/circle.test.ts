import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, friendEntries, pairingSuggestions } from "../../db/schema";
import type { CircleFriend, FriendDetails, FriendInput } from "../../../shared/schemas/circle";
import { errorOf, useTestApp, type TestMember } from "../../../../tests/support/test-app";
import { isPostgres } from "../../../../tests/support/test-db";

const t = useTestApp();

function friend(overrides: Partial<FriendInput> = {}): FriendInput {
  return { name: "Maya Chen", gender: "she/her", sexuality: "bisexual", ...overrides };
}

const friends = (n: number) =>
  Array.from({ length: n }, (_, i) => friend({ name: `Friend ${i + 1}` }));

async function circleOf(member: TestMember) {
  const res = await t().request("/api/circle", { as: member });
  expect(res.status).toBe(200);
  return ((await res.json()) as { friends: CircleFriend[] }).friends;
}

async function createCircle(member: TestMember, list: FriendInput[]) {
  const res = await t().request("/api/circle", { as: member, json: { friends: list } });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { friends: CircleFriend[] }).friends;
}

describe("onboarding: creating the circle", () => {
  it("creates 1 friend with the onboarding defaults: consent on, Familiar, single", async () => {
    const member = await t().member();
    const created = await createCircle(member, [friend({ name: "  Priya Nair ", bio: "" })]);
    expect(created).toEqual([
      {
        id: expect.any(String),
        name: "Priya Nair",
        gender: "she/her",
        sexuality: "bisexual",
        bio: "",
        consent: true,
        trustLevel: "Familiar",
        relationshipStatus: "single",
        isMember: false,
      },
    ]);
    expect(await circleOf(member)).toEqual(created);
  });

  it("creates 5 friends with every field as given", async () => {
    const member = await t().member();
    const list = friends(5).map((f, i) => ({
      ...f,
      bio: `Bio ${i}`,
      consent: i % 2 === 0,
      trustLevel: "Close" as const,
      relationshipStatus: "its_complicated" as const,
    }));
    const created = await createCircle(member, list);
    expect(
      created.map((f) => [f.name, f.bio, f.consent, f.trustLevel, f.relationshipStatus]),
    ).toEqual(list.map((f) => [f.name, f.bio, f.consent, "Close", "its_complicated"]));
  });

  it.each([0, 6])(
    "refuses a circle of %i friends with 'You need 1-5 friends in your circle'",
    async (n) => {
      const member = await t().member();
      const res = await t().request("/api/circle", { as: member, json: { friends: friends(n) } });
      expect(res.status).toBe(400);
      const { error } = await errorOf(res);
      expect(error.message).toBe("You need 1-5 friends in your circle");
      expect(error.fields?.friends).toBe("You need 1-5 friends in your circle");
      expect(await circleOf(member)).toEqual([]);
    },
  );

  it.each([
    ["name", { name: "   " }, "Name is required"],
    ["gender", { gender: "" }, "Gender/pronouns are required"],
    ["sexuality", { sexuality: undefined }, "Choose a sexuality"],
    ["sexuality", { sexuality: "robot" }, "Choose a sexuality"],
    ["bio", { bio: "x".repeat(81) }, "Bio must be at most 80 characters"],
    ["trustLevel", { trustLevel: "Best" }, "Choose Casual, Familiar or Close"],
    ["relationshipStatus", { relationshipStatus: "dating" }, "Choose a relationship status"],
  ])("names the friend's bad %s and writes nothing", async (field, patch, message) => {
    const member = await t().member();
    const list = [friend(), { ...friend(), ...patch }];
    const res = await t().request("/api/circle", { as: member, json: { friends: list } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[`friends.1.${field}`]).toBe(message);
    expect(await circleOf(member)).toEqual([]);
  });

  it("accepts a bio of exactly 80 characters", async () => {
    const member = await t().member();
    const [created] = await createCircle(member, [friend({ bio: "y".repeat(80) })]);
    expect(created!.bio).toHaveLength(80);
  });

  it("is refused once the member has a circle, so a second submit never duplicates it", async () => {
    const member = await t().member();
    await createCircle(member, friends(2));
    const again = await t().request("/api/circle", { as: member, json: { friends: friends(2) } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.message).toMatch(/already have a circle/);
    expect(await circleOf(member)).toHaveLength(2);
  });

  it("needs a session", async () => {
    expect((await t().request("/api/circle")).status).toBe(401);
    expect((await t().request("/api/circle", { json: { friends: friends(1) } })).status).toBe(401);
  });
});

describe("the circle list", () => {
  it("is ordered by trust level as text (Casual, Close, Familiar), then in the order added", async () => {
    const member = await t().member();
    await createCircle(member, [
      friend({ name: "F1", trustLevel: "Familiar" }),
      friend({ name: "Cl1", trustLevel: "Close" }),
      friend({ name: "Ca1", trustLevel: "Casual" }),
      friend({ name: "F2", trustLevel: "Familiar" }),
    ]);
    await t().request("/api/circle/friends", {
      as: member,
      json: friend({ name: "Ca2", trustLevel: "Casual" }),
    });
    expect((await circleOf(member)).map((f) => f.name)).toEqual(["Ca1", "Ca2", "Cl1", "F1", "F2"]);
  });

  it("shows only the member's own friends and marks those who are members", async () => {
    const [me, other] = [await t().member(), await t().member({ name: "Jordan Ellis" })];
    await createCircle(other, [friend({ name: "Not mine" })]);
    const [mine] = await createCircle(me, [
      friend({ name: "Jordan Ellis" }),
      friend({ name: "Lena Weiss" }),
    ]);
    await t()
      .db.update(friendEntries)
      .set({ linkedProfileId: other.id })
      .where(eq(friendEntries.id, mine!.id));

    const list = await circleOf(me);
    expect(list.map((f) => [f.name, f.isMember])).toEqual([
      ["Jordan Ellis", true],
      ["Lena Weiss", false],
    ]);
    expect(JSON.stringify(list)).not.toContain(other.id);
  });
});

describe("adding a friend from /circle", () => {
  it("adds friends up to 5, then refuses the 6th with a clear message", async () => {
    const member = await t().member();
    await createCircle(member, friends(4));
    const fifth = await t().request("/api/circle/friends", {
      as: member,
      json: friend({ name: "Sam Okafor" }),
    });
    expect(fifth.status).toBe(201);
    expect(((await fifth.json()) as { friend: CircleFriend }).friend).toMatchObject({
      name: "Sam Okafor",
      consent: true,
      trustLevel: "Familiar",
    });

    const sixth = await t().request("/api/circle/friends", {
      as: member,
      json: friend({ name: "One too many" }),
    });
    expect(sixth.status).toBe(422);
    expect((await errorOf(sixth)).error.message).toMatch(/full: 5 friends at most/);
    expect(await circleOf(member)).toHaveLength(5);
  });

  it("applies the same field rules as onboarding", async () => {
    const member = await t().member();
    await createCircle(member, friends(1));
    const res = await t().request("/api/circle/friends", {
      as: member,
      json: { name: "", bio: "z".repeat(81) },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toMatchObject({
      name: "Name is required",
      gender: "Gender/pronouns are required",
      sexuality: "Choose a sexuality",
      bio: "Bio must be at most 80 characters",
    });
    expect(await circleOf(member)).toHaveLength(1);
  });
});

describe("changing trust and consent", () => {
  it("saves the trust level and consent, and the list shows them", async () => {
    const member = await t().member();
    const [created] = await createCircle(member, friends(1));
    const trust = await t().request(`/api/circle/friends/${created!.id}`, {
      as: member,
      method: "PATCH",
      json: { trustLevel: "Close" },
    });
    expect(trust.status).toBe(200);
    const consent = await t().request(`/api/circle/friends/${created!.id}`, {
      as: member,
      method: "PATCH",
      json: { consent: false },
    });
    expect(((await consent.json()) as { friend: CircleFriend }).friend).toMatchObject({
      trustLevel: "Close",
      consent: false,
    });
    expect(await circleOf(member)).toMatchObject([{ trustLevel: "Close", consent: false }]);
  });

  it("refuses an empty change or an unknown trust level", async () => {
    const member = await t().member();
    const [created] = await createCircle(member, friends(1));
    const path = `/api/circle/friends/${created!.id}`;
    expect((await t().request(path, { as: member, method: "PATCH", json: {} })).status).toBe(400);
    const bad = await t().request(path, {
      as: member,
      method: "PATCH",
      json: { trustLevel: "Soulmate" },
    });
    expect((await errorOf(bad)).error.fields?.trustLevel).toBe("Choose Casual, Familiar or Close");
  });
});

describe("removing a friend", () => {
  it("removes a friend, but never the last one", async () => {
    const member = await t().member();
    const [a, b] = await createCircle(member, friends(2));
    const first = await t().request(`/api/circle/friends/${a!.id}`, {
      as: member,
      method: "DELETE",
    });
    expect(first.status).toBe(200);
    const last = await t().request(`/api/circle/friends/${b!.id}`, {
      as: member,
      method: "DELETE",
    });
    expect(last.status).toBe(422);
    expect((await errorOf(last)).error.message).toBe(
      "You can't remove your last friend: your circle needs at least one.",
    );
    expect((await circleOf(member)).map((f) => f.id)).toEqual([b!.id]);
  });
});

describe("another member's friend entry", () => {
  it("can't be read, changed or deleted: 404, as if it did not exist", async () => {
    const [owner, intruder] = [await t().member(), await t().member()];
    const [theirs] = await createCircle(owner, [
      friend({ name: "Private", consent: false }),
      friend(),
    ]);
    await createCircle(intruder, friends(2));
    const path = `/api/circle/friends/${theirs!.id}`;
    const missing = `/api/circle/friends/00000000-0000-4000-8000-000000000000`;

    for (const target of [path, missing, "/api/circle/friends/not-a-uuid"]) {
      const read = await t().request(target, { as: intruder });
      const change = await t().request(target, {
        as: intruder,
        method: "PATCH",
        json: { consent: true },
      });
      const remove = await t().request(target, { as: intruder, method: "DELETE" });
      for (const res of [read, change, remove]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).error.message).toBe("Friend not found");
      }
    }
    expect((await circleOf(owner)).find((f) => f.id === theirs!.id)).toMatchObject({
      name: "Private",
      consent: false,
    });
  });
});

describe("the friend's sheet: details and match history", () => {
  async function pairing(
    values: Partial<typeof pairingSuggestions.$inferInsert> & {
      suggesterId: string;
      suggesterFriendId: string;
      targetId: string;
      targetFriendId: string;
    },
  ) {
    await t()
      .db.insert(pairingSuggestions)
      .values({ reason: "Both love jazz", ...values });
  }

  async function details(member: TestMember, id: string) {
    const res = await t().request(`/api/circle/friends/${id}`, { as: member });
    expect(res.status).toBe(200);
    return (await res.json()) as FriendDetails;
  }

  it("is empty for a friend never paired", async () => {
    const member = await t().member();
    const [only] = await createCircle(member, friends(1));
    expect(await details(member, only!.id)).toMatchObject({
      friend: { id: only!.id },
      member: null,
      matchHistory: [],
    });
  });

  it("lists the pairings this friend was part of, made and received, newest first", async () => {
    const [me, xena, yuri] = [
      await t().member({ name: "Me Member" }),
      await t().member({ name: "Xena Park" }),
      await t().member({ name: "Yuri Tan" }),
    ];
    const [mine, other] = await createCircle(me, [
      friend({ name: "Maya Chen" }),
      friend({ name: "Other" }),
    ]);
    const [xFriend] = await createCircle(xena, [friend({ name: "Theo Marchetti" })]);
    const [yFriend] = await createCircle(yuri, [friend({ name: "Ada Brennan" })]);

    await pairing({
      suggesterId: me.id,
      suggesterFriendId: mine!.id,
      targetId: xena.id,
      targetFriendId: xFriend!.id,
      status: "approved",
      createdAt: new Date("2026-01-01T10:00:00Z"),
    });
    await pairing({
      suggesterId: yuri.id,
      suggesterFriendId: yFriend!.id,
      targetId: me.id,
      targetFriendId: mine!.id,
      status: "pending",
      createdAt: new Date("2026-01-02T10:00:00Z"),
    });
    await pairing({
      suggesterId: me.id,
      suggesterFriendId: other!.id,
      targetId: xena.id,
      targetFriendId: xFriend!.id,
    });

    const { matchHistory } = await details(me, mine!.id);
    expect(matchHistory).toEqual([
      expect.objectContaining({
        status: "pending",
        direction: "received",
        otherFriendName: "Ada Brennan",
        otherMemberName: "Yuri Tan",
      }),
      expect.objectContaining({
        status: "approved",
        direction: "made",
        otherFriendName: "Theo Marchetti",
        otherMemberName: "Xena Park",
        reason: "Both love jazz",
      }),
    ]);
  });

  it("hides pairings with a member either side blocked", async () => {
    const [me, xena] = [await t().member(), await t().member()];
    const [mine] = await createCircle(me, friends(1));
    const [xFriend] = await createCircle(xena, friends(1));
    await pairing({
      suggesterId: xena.id,
      suggesterFriendId: xFriend!.id,
      targetId: me.id,
      targetFriendId: mine!.id,
    });
    expect((await details(me, mine!.id)).matchHistory).toHaveLength(1);
    await t().db.insert(blocks).values({ blockerId: xena.id, blockedId: me.id });
    expect((await details(me, mine!.id)).matchHistory).toEqual([]);
  });

  it("shows a linked friend's member profile, without private fields", async () => {
    const [me, linked] = [
      await t().member(),
      await t().member({
        name: "Jordan Ellis",
        occupation: "Architect",
        bio: "I notice cornices.",
        age: 33,
      }),
    ];
    const [entry] = await createCircle(me, [friend({ name: "Jordan Ellis" })]);
    await t()
      .db.update(friendEntries)
      .set({ linkedProfileId: linked.id })
      .where(eq(friendEntries.id, entry!.id));
    const body = await details(me, entry!.id);
    expect(body.friend.isMember).toBe(true);
    expect(body.member).toEqual({
      name: "Jordan Ellis",
      age: 33,
      pronouns: "she/her",
      neighborhood: "West Village",
      occupation: "Architect",
      bio: "I notice cornices.",
      hobbies: [],
    });
    expect(JSON.stringify(body)).not.toContain(linked.email);
    expect(JSON.stringify(body)).not.toContain("heartsBalance");
  });
});

// PGlite runs one statement at a time, so races can only show on PostgreSQL.
describe.runIf(isPostgres)("concurrent writes on PostgreSQL", () => {
  it("never lets simultaneous adds grow a circle past 5", async () => {
    const member = await t().member();
    await createCircle(member, friends(3));
    const sibling = await t().sibling();
    try {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? sibling : t()).request("/api/circle/friends", {
            as: member,
            json: friend({ name: `Racer ${i}` }),
          }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 422, 422, 422, 422]);
      expect(await circleOf(member)).toHaveLength(5);
    } finally {
      await sibling.close();
    }
  });

  it("never lets simultaneous onboarding submits create two circles", async () => {
    const member = await t().member();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t().request("/api/circle", { as: member, json: { friends: friends(3) } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await circleOf(member)).toHaveLength(3);
  });

  it("never lets simultaneous removals empty a circle", async () => {
    const member = await t().member();
    const created = await createCircle(member, friends(3));
    const results = await Promise.all(
      created.map((f) =>
        t().request(`/api/circle/friends/${f.id}`, { as: member, method: "DELETE" }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 422]);
    expect(await circleOf(member)).toHaveLength(1);
  });
});

describe("linking a friend to their Vouch account", () => {
  const linkedIds = async (member: TestMember) =>
    (
      await t()
        .db.select({ linked: friendEntries.linkedProfileId })
        .from(friendEntries)
        .where(eq(friendEntries.ownerId, member.id))
    ).map((r) => r.linked);

  it("links by username when adding, shown as a Member, and the username is normalised", async () => {
    const me = await t().member();
    const ada = await t().member({ name: "Ada Brennan", username: "adabrennan" });
    await createCircle(me, [friend({ name: "Someone" })]);
    const res = await t().request("/api/circle/friends", {
      as: me,
      json: friend({ name: "Ada", username: " Ada Brennan " }),
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { friend: CircleFriend }).friend.isMember).toBe(true);
    expect(await linkedIds(me)).toContain(ada.id);
  });

  it("refuses an unknown username, your own, a blocked member's, or one already in the circle, writing nothing", async () => {
    const me = await t().member({ username: "itsme" });
    const ada = await t().member({ username: "adabrennan" });
    const ben = await t().member({ username: "benwhitaker" });
    await t().db.insert(blocks).values({ blockerId: ben.id, blockedId: me.id });
    await createCircle(me, [friend({ name: "Ada", username: "adabrennan" })]);
    for (const [username, message] of [
      ["nobodyhere", /No Vouch member/],
      ["itsme", /your own/],
      ["benwhitaker", /No Vouch member/],
      ["adabrennan", /already in your circle/],
      ["x!", /3-30 letters and numbers/],
    ] as const) {
      const res = await t().request("/api/circle/friends", {
        as: me,
        json: friend({ name: "Someone", username }),
      });
      expect(res.status, username).toBe(400);
      expect((await errorOf(res)).error.fields?.username).toMatch(message);
    }
    expect(await linkedIds(me)).toEqual([ada.id]);
  });

  it("names the onboarding card whose username is wrong, and creates nothing", async () => {
    const me = await t().member();
    const res = await t().request("/api/circle", {
      as: me,
      json: { friends: [friend({ name: "A" }), friend({ name: "B", username: "nobodyhere" })] },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({
      "friends.1.username": "No Vouch member has this username",
    });
    expect(await circleOf(me)).toEqual([]);
  });

  it("links and unlinks a friend already in the circle", async () => {
    const me = await t().member();
    const ada = await t().member({ username: "adabrennan" });
    const [entry] = await createCircle(me, [friend({ name: "Ada" })]);
    const link = await t().request(`/api/circle/friends/${entry!.id}`, {
      as: me,
      method: "PATCH",
      json: { username: "adabrennan" },
    });
    expect(link.status).toBe(200);
    expect(((await link.json()) as { friend: CircleFriend }).friend.isMember).toBe(true);
    expect(await linkedIds(me)).toEqual([ada.id]);
    const unlink = await t().request(`/api/circle/friends/${entry!.id}`, {
      as: me,
      method: "PATCH",
      json: { username: "" },
    });
    expect(((await unlink.json()) as { friend: CircleFriend }).friend.isMember).toBe(false);
    expect(await linkedIds(me)).toEqual([null]);
  });
});
