import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blocks, friendEntries, pairingSuggestions, profiles } from "../../db/schema";
import type {
  CircleFriend,
  CircleResponse,
  FriendDetails,
  FriendInput,
} from "#shared/schemas/circle";
import type { CreatePairingResult, PairingLists } from "#shared/schemas/pairing";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { pairingKit } from "#tests/support/pairing-kit";
import { addPhoto } from "#tests/support/photos";
import { photoSrc } from "#shared/constants";

const t = useTestApp();
const kit = pairingKit(t);

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

async function details(member: TestMember, id: string) {
  const res = await t().request(`/api/circle/friends/${id}`, { as: member });
  expect(res.status).toBe(200);
  return (await res.json()) as FriendDetails;
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
        invitedUsername: null,
        inviteLink: null,
        mainPhoto: null,
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

  it("refuses a NUL character in onboarding's second card by its path, creating nothing", async () => {
    const member = await t().member();
    const res = await t().request("/api/circle", {
      as: member,
      json: { friends: [friend(), friend({ bio: "fine\u0000then" })] },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({
      "friends.1.bio": "Text can't contain the NUL control character",
    });
    expect(await circleOf(member)).toEqual([]);
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

  it("keeps the pairings the friend was in, by name: a waiting one is declined, an approved one stays", async () => {
    const me = await t().member({ name: "Mo Owner" });
    const other = await t().member({ name: "Oda Other" });
    const mine = await kit.circle(me, [{ name: "Rae Leaving" }, { name: "Stay Put" }]);
    const theirs = await kit.circle(other, [{ name: "Pat Pending" }, { name: "Ash Approved" }]);
    const made = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as CreatePairingResult).pairing.id;
    };
    // Oda suggests Pat for Rae (waiting for Mo); Mo suggests Rae with Ash, and Oda approves.
    const waiting = await made(
      await kit.suggest(other, theirs["Pat Pending"]!, mine["Rae Leaving"]!),
    );
    const approved = await made(
      await kit.suggest(me, mine["Rae Leaving"]!, theirs["Ash Approved"]!),
    );
    expect((await kit.decide(other, approved, "approve")).status).toBe(200);

    const removed = await t().request(`/api/circle/friends/${mine["Rae Leaving"]}`, {
      as: me,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);

    const byId = (lists: PairingLists) =>
      new Map(Object.values(lists).flatMap((s) => s.items.map((p) => [p.id, p] as const)));
    const odas = byId(await kit.lists(other));
    expect(odas.get(waiting)).toMatchObject({
      status: "declined",
      decidedAt: expect.any(String),
      targetFriend: { id: null, name: "Rae Leaving" },
    });
    expect(odas.get(approved)).toMatchObject({
      status: "approved",
      suggesterFriend: { id: null, name: "Rae Leaving" },
    });
    const mos = await kit.lists(me);
    expect(mos.waitingForYou.items).toEqual([]);
    expect(mos.succeeded.items.map((p) => [p.id, p.suggesterFriend.name])).toEqual([
      [approved, "Rae Leaving"],
    ]);
    expect(mos.history.items.map((p) => [p.id, p.status, p.targetFriend.name])).toEqual([
      [waiting, "declined", "Rae Leaving"],
    ]);
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
      mainPhoto: null,
      wish: {
        gender: "woman",
        genderWords: "",
        interestedIn: ["woman", "man", "nonbinary"],
        ageMin: 18,
        ageMax: 99,
        lookingFor: "relationship",
      },
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
  const links = async (member: TestMember) =>
    t()
      .db.select({ linked: friendEntries.linkedProfileId, invited: friendEntries.invitedProfileId })
      .from(friendEntries)
      .where(eq(friendEntries.ownerId, member.id));

  async function invitationsOf(member: TestMember) {
    const res = await t().request("/api/circle", { as: member });
    return ((await res.json()) as CircleResponse).invitations;
  }

  const answer = (member: TestMember, friendId: string, verb: "confirm" | "decline") =>
    t().request(`/api/circle/invitations/${friendId}/${verb}`, { as: member, method: "POST" });

  it("invites by username when adding; only the invited member's confirmation makes a Member", async () => {
    const me = await t().member({ name: "Ben Carter", username: "bencarter" });
    const ada = await t().member({ name: "Ada Brennan", username: "adabrennan" });
    await createCircle(me, [friend({ name: "Someone" })]);
    const res = await t().request("/api/circle/friends", {
      as: me,
      json: friend({ name: "Ada", username: " Ada Brennan " }),
    });
    expect(res.status).toBe(201);
    const { friend: added } = (await res.json()) as { friend: CircleFriend };
    expect(added).toMatchObject({ isMember: false, invitedUsername: "adabrennan" });
    // Nothing of Ada's reaches Ben before she says yes.
    const before = await details(me, added.id);
    expect(before.member).toBeNull();
    expect(before.friend.isMember).toBe(false);

    expect(await invitationsOf(ada)).toEqual([
      {
        friendId: added.id,
        asName: "Ada",
        from: { name: "Ben Carter", username: "bencarter", photo: null },
      },
    ]);
    expect((await answer(ada, added.id, "confirm")).status).toBe(200);
    expect(await invitationsOf(ada)).toEqual([]);
    const after = await details(me, added.id);
    expect(after.friend).toMatchObject({ isMember: true, invitedUsername: null });
    expect(after.member?.name).toBe("Ada Brennan");
    expect(await links(me)).toContainEqual({ linked: ada.id, invited: null });
  });

  it("shows the invited member who is asking, photo and all; a stranger still may not see it", async () => {
    const ben = await t().member({ name: "Ben Carter", username: "bencarter" });
    const ada = await t().member({ username: "adabrennan" });
    const stranger = await t().member();
    const [photo] = await addPhoto(t(), ben);
    await createCircle(ben, [friend({ name: "Ada", username: "adabrennan" })]);
    const [invitation] = await invitationsOf(ada);
    expect(invitation?.from.photo).toEqual(photo);
    const image = (as: TestMember) => t().request(photoSrc(photo!.id, "small"), { as });
    expect((await image(ada)).status).toBe(200);
    expect((await image(stranger)).status).toBe(404);
    // Declined, Ada is no longer asked, and no longer shown Ben's face.
    expect((await answer(ada, invitation!.friendId, "decline")).status).toBe(200);
    expect((await image(ada)).status).toBe(404);
  });

  it("a declined invitation leaves the friend unlinked, and can be answered only once", async () => {
    const me = await t().member();
    const ada = await t().member({ username: "adabrennan" });
    const [entry] = await createCircle(me, [friend({ name: "Ada", username: "adabrennan" })]);
    expect(entry).toMatchObject({ isMember: false, invitedUsername: "adabrennan" });
    expect((await answer(ada, entry!.id, "decline")).status).toBe(200);
    expect(await links(me)).toEqual([{ linked: null, invited: null }]);
    expect((await answer(ada, entry!.id, "confirm")).status).toBe(404);
    expect(await links(me)).toEqual([{ linked: null, invited: null }]);
  });

  it("only the invited member can answer: the owner and strangers get 404 and change nothing", async () => {
    const me = await t().member();
    const ada = await t().member({ username: "adabrennan" });
    const stranger = await t().member();
    const [entry] = await createCircle(me, [friend({ name: "Ada", username: "adabrennan" })]);
    for (const who of [me, stranger]) {
      expect((await answer(who, entry!.id, "confirm")).status).toBe(404);
      expect((await answer(who, entry!.id, "decline")).status).toBe(404);
    }
    expect((await answer(ada, "not-a-uuid", "confirm")).status).toBe(404);
    expect(await links(me)).toEqual([{ linked: null, invited: ada.id }]);
  });

  it("hides an invitation across a block, and it can't be confirmed", async () => {
    const me = await t().member();
    const ada = await t().member({ username: "adabrennan" });
    const [entry] = await createCircle(me, [friend({ name: "Ada", username: "adabrennan" })]);
    await t().db.insert(blocks).values({ blockerId: ada.id, blockedId: me.id });
    expect(await invitationsOf(ada)).toEqual([]);
    expect((await answer(ada, entry!.id, "confirm")).status).toBe(404);
    expect(await links(me)).toEqual([{ linked: null, invited: ada.id }]);
    // Nor does my circle keep showing the username of a member who has blocked me.
    await t().db.update(profiles).set({ username: "adarenamed" }).where(eq(profiles.id, ada.id));
    expect((await circleOf(me))[0]).toMatchObject({ name: "Ada", invitedUsername: null });
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
    expect(await links(me)).toEqual([{ linked: null, invited: ada.id }]);
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

  it("invites, re-points and unlinks a friend already in the circle; a confirmed link stays when its username is saved again", async () => {
    const me = await t().member();
    const ada = await t().member({ username: "adabrennan" });
    const cleo = await t().member({ username: "cleoduarte" });
    const [entry] = await createCircle(me, [friend({ name: "Ada" })]);
    const patch = async (username: string) => {
      const res = await t().request(`/api/circle/friends/${entry!.id}`, {
        as: me,
        method: "PATCH",
        json: { username },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { friend: CircleFriend }).friend;
    };
    expect(await patch("adabrennan")).toMatchObject({
      isMember: false,
      invitedUsername: "adabrennan",
    });
    await answer(ada, entry!.id, "confirm");
    expect(await patch("adabrennan")).toMatchObject({ isMember: true, invitedUsername: null });
    expect(await patch("cleoduarte")).toMatchObject({
      isMember: false,
      invitedUsername: "cleoduarte",
    });
    expect(await invitationsOf(cleo)).toHaveLength(1);
    expect(await patch("")).toMatchObject({ isMember: false, invitedUsername: null });
    expect(await invitationsOf(cleo)).toEqual([]);
    expect(await links(me)).toEqual([{ linked: null, invited: null }]);
  });
});
