import { expect } from "vitest";
import type { CircleResponse } from "#shared/schemas/circle";
import type { ConversationsResponse } from "#shared/schemas/chat";
import type { EventDetail } from "#shared/schemas/events";
import type { Confirmable } from "#shared/schemas/confirmations";
import type { HomeData } from "#shared/schemas/home";
import type { SuggestionsResponse } from "#shared/schemas/matching";
import { eventAttendees, events, friendEntries } from "../../src/server/db/schema";
import { openLive } from "./live-stream";
import { match, message, suggest } from "./matching-factories";
import { pairingKit } from "./pairing-kit";
import { addPhoto } from "./photos";
import { checkedInTogether } from "./verified";
import type { TestApp, TestMember } from "./test-app";

export type Pair = { first: TestMember; second: TestMember };

/**
 * One place a member can see or reach another. `setup` makes the two visible to each other there;
 * `again`, when given, runs after the block too: a way in that the block didn't remove (a friend
 * who can't see the block suggesting them anew), so the surface itself must keep them apart.
 */
export interface Surface {
  name: string;
  setup?: (pair: Pair) => Promise<void>;
  again?: (pair: Pair) => Promise<void>;
  /** Whether `viewer` sees or reaches `other` there. */
  sees: (viewer: TestMember, other: TestMember) => Promise<boolean>;
}

/**
 * Every place a member can see or reach another, for the matrices that check a rule hides a
 * member everywhere: blocks (safety/block-matrix.test.ts), suspensions and bans
 * (moderation/sanction-matrix.test.ts). The pair's names are "Avery First" and "Blair Second".
 */
export function visibilitySurfaces(t: () => TestApp): Surface[] {
  const kit = pairingKit(t);
  const hostOf = new Map<string, TestMember>();
  const get = async <T>(path: string, as: TestMember): Promise<T> => {
    const res = await t().request(path, { as });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };

  const matchIdOf = async (viewer: TestMember, other: TestMember) =>
    (await get<ConversationsResponse>("/api/chat/conversations", viewer)).conversations.find(
      (c) => c.partner.id === other.id,
    )?.matchId;

  /** The match id written by setup, for the surfaces that act on the conversation itself. */
  const matchIds = new Map<string, string>();
  const pairKey = (a: TestMember, b: TestMember) => [a.id, b.id].sort().join(":");

  async function matchWithMessages({ first, second }: Pair) {
    const row = await match(t(), first, second, new Date(Date.now() - 60_000));
    await message(t(), row.id, first, "Hi from first", new Date(Date.now() - 50_000));
    await message(t(), row.id, second, "Hi from second", new Date(Date.now() - 40_000));
    matchIds.set(pairKey(first, second), row.id);
  }

  const eventIds = new Map<string, string>();

  const suggestBothWays = async ({ first, second }: Pair) => {
    const friend = await t().member({ name: "Quinn Suggester" });
    await suggest(t(), { target: first, candidate: second, suggester: friend });
    await suggest(t(), { target: second, candidate: first, suggester: friend });
  };

  return [
    {
      name: "Explore",
      sees: async (viewer, other) => {
        const res = await t().request(`/api/pairing/explore?member=${other.id}`, { as: viewer });
        return res.status === 200;
      },
    },
    {
      name: "Match for You (suggestions either way)",
      setup: suggestBothWays,
      again: suggestBothWays,
      sees: async (viewer, other) =>
        (await get<SuggestionsResponse>("/api/matching/suggestions", viewer)).groups.some(
          (g) => g.candidate.id === other.id,
        ),
    },
    {
      name: "accepting a suggestion",
      setup: suggestBothWays,
      again: suggestBothWays,
      sees: async (viewer, other) => {
        const res = await t().request(`/api/matching/candidates/${other.id}/accept`, {
          as: viewer,
          method: "POST",
        });
        return res.status === 200;
      },
    },
    {
      name: "Text History",
      setup: matchWithMessages,
      sees: async (viewer, other) => (await matchIdOf(viewer, other)) !== undefined,
    },
    {
      name: "reading the conversation",
      setup: matchWithMessages,
      sees: async (viewer, other) => {
        const id = matchIds.get(pairKey(viewer, other));
        const res = await t().request(`/api/chat/conversations/${id}/messages`, { as: viewer });
        return res.status === 200;
      },
    },
    {
      name: "sending a message",
      setup: matchWithMessages,
      sees: async (viewer, other) => {
        const id = matchIds.get(pairKey(viewer, other));
        const res = await t().request(`/api/chat/conversations/${id}/messages`, {
          as: viewer,
          json: { text: "Are you there?" },
        });
        return res.status === 201;
      },
    },
    {
      name: "the live stream (a message reaching the other)",
      setup: matchWithMessages,
      sees: async (viewer, other) => {
        const live = await openLive(t(), other);
        try {
          const id = matchIds.get(pairKey(viewer, other));
          await t().request(`/api/chat/conversations/${id}/messages`, {
            as: viewer,
            json: { text: "Live hello" },
          });
          await live.next((e) => e.type === "message.created", 1500);
          return true;
        } catch {
          return false;
        } finally {
          await live.close();
        }
      },
    },
    {
      name: "pairing targets (the other in a third member's circle)",
      setup: async ({ first, second }) => {
        const host = await t().member({ name: "Harper Host" });
        await kit.circle(host, [
          { name: "First As Friend", linkedTo: first },
          { name: "Second As Friend", linkedTo: second },
        ]);
        hostOf.set(pairKey(first, second), host);
      },
      sees: async (viewer, other) => {
        const host = hostOf.get(pairKey(viewer, other))!;
        const explore = await kit.explore(viewer, `?member=${host.id}`);
        const name = other.name === "Avery First" ? "First As Friend" : "Second As Friend";
        return explore.member!.friends.some((f) => f.name === name);
      },
    },
    {
      name: "event: matches going",
      setup: async (pair) => {
        await matchWithMessages(pair);
        const [event] = await t()
          .db.insert(events)
          .values({
            title: "Chess in the Park",
            description: "Bring a board.",
            startsAt: new Date(Date.now() + 7 * 86_400_000),
            endsAt: new Date(
              new Date(new Date(Date.now() + 7 * 86_400_000)).getTime() + 3 * 3_600_000,
            ),
            venue: "Washington Square Park",
            capacity: 10,
            depositRequired: 0,
            checkInCode: "CH3SS1",
          })
          .returning();
        await t()
          .db.insert(eventAttendees)
          .values([
            { eventId: event!.id, profileId: pair.first.id },
            { eventId: event!.id, profileId: pair.second.id },
          ]);
        eventIds.set(pairKey(pair.first, pair.second), event!.id);
      },
      sees: async (viewer, other) => {
        const id = eventIds.get(pairKey(viewer, other));
        return (await get<EventDetail>(`/api/events/${id}`, viewer)).matchesGoing.includes(
          other.name,
        );
      },
    },
    {
      name: "circle invitations",
      setup: async ({ first, second }) => {
        await t()
          .db.insert(friendEntries)
          .values([
            {
              ownerId: first.id,
              name: "Blair",
              gender: "she/her",
              sexuality: "bisexual",
              bio: "",
              invitedProfileId: second.id,
            },
            {
              ownerId: second.id,
              name: "Avery",
              gender: "she/her",
              sexuality: "bisexual",
              bio: "",
              invitedProfileId: first.id,
            },
          ]);
      },
      sees: async (viewer, other) =>
        (await get<CircleResponse>("/api/circle", viewer)).invitations.some(
          (i) => i.from.name === other.name,
        ),
    },
    {
      name: "home queue (invitations, suggestions, matches, unread)",
      setup: async (pair) => {
        await matchWithMessages(pair);
        await t()
          .db.insert(friendEntries)
          .values([
            {
              ownerId: pair.first.id,
              name: "Blair",
              gender: "she/her",
              sexuality: "bisexual",
              bio: "",
              invitedProfileId: pair.second.id,
            },
            {
              ownerId: pair.second.id,
              name: "Avery",
              gender: "she/her",
              sexuality: "bisexual",
              bio: "",
              invitedProfileId: pair.first.id,
            },
          ]);
      },
      sees: async (viewer, other) => {
        const home = await get<HomeData>("/api/home", viewer);
        const { matches, unreadMessages } = home.matchForYou;
        const invited = home.circleInvitations.from.includes(other.name);
        // All or nothing: any one of them showing the other is a leak.
        return invited || matches > 0 || unreadMessages > 0;
      },
    },
    {
      name: "photos to confirm (each in the other's circle, met at an event)",
      setup: async ({ first, second }) => {
        await kit.circle(first, [{ name: "Blair", linkedTo: second }]);
        await kit.circle(second, [{ name: "Avery", linkedTo: first }]);
        await addPhoto(t(), first);
        await addPhoto(t(), second);
        await checkedInTogether(t(), [first, second]);
      },
      sees: async (viewer, other) => {
        const listed = (
          await get<Confirmable>("/api/verification/confirmations", viewer)
        ).members.some((m) => m.memberId === other.id);
        const res = await t().request(`/api/verification/confirmations/${other.id}`, {
          as: viewer,
          method: "POST",
        });
        return listed || res.status === 200;
      },
    },
    {
      name: "unlocking their profile",
      setup: async ({ first, second }) => {
        await kit.giveHearts(first, 5);
        await kit.giveHearts(second, 5);
      },
      sees: async (viewer, other) => {
        const res = await t().request("/api/pairing/unlocks", {
          as: viewer,
          json: { memberId: other.id },
        });
        return res.status === 200;
      },
    },
  ];
}
