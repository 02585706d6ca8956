// Builders for the pairing tests: members with circles, hearts through the ledger, and reads.
import { eq, sql } from "drizzle-orm";
import type { Explore, PairingLists } from "#shared/schemas/pairing";
import {
  blocks,
  friendEntries,
  heartTransactions,
  matches,
  matchSuggestions,
  profiles,
} from "../../src/server/db/schema";
import type { TestApp, TestMember } from "./test-app";
import { earnHearts } from "../../src/server/features/hearts";

export interface KitFriend {
  name: string;
  consent?: boolean;
  linkedTo?: TestMember;
}

export function pairingKit(t: () => TestApp) {
  async function circle(owner: TestMember, friends: KitFriend[]) {
    const rows = await t()
      .db.insert(friendEntries)
      .values(
        friends.map((f, i) => ({
          ownerId: owner.id,
          name: f.name,
          gender: "she/her",
          sexuality: "bisexual",
          bio: `${f.name} bakes on Sundays.`,
          consent: f.consent ?? true,
          linkedProfileId: f.linkedTo?.id ?? null,
          createdAt: sql`now() + make_interval(secs => ${i / 1000})`,
        })),
      )
      .returning({ id: friendEntries.id, name: friendEntries.name });
    return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, string>;
  }

  async function giveHearts(member: TestMember, amount: number) {
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: member.id, amount, reason: "Gift" }),
    );
  }

  async function ledger(member: TestMember) {
    const [row] = await t()
      .db.select({
        balance: profiles.heartsBalance,
        sum: sql<number>`(select coalesce(sum(amount), 0)::int from ${heartTransactions} where ${heartTransactions.profileId} = ${member.id})`,
        spends: sql<
          string[]
        >`coalesce((select array_agg(${heartTransactions.reason} order by ${heartTransactions.id}) from ${heartTransactions}
          where ${heartTransactions.profileId} = ${member.id} and ${heartTransactions.type} = 'spend'), '{}')`,
      })
      .from(profiles)
      .where(eq(profiles.id, member.id));
    return row!;
  }

  async function block(blocker: TestMember, blocked: TestMember) {
    await t().db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
  }

  async function match(a: TestMember, b: TestMember) {
    const [userAId, userBId] = [a.id, b.id].sort() as [string, string];
    await t().db.insert(matches).values({ userAId, userBId });
  }

  /** Match for You suggestions received by a member, as the matching feature stores them. */
  async function suggestionsFor(member: TestMember) {
    return t()
      .db.select({
        candidateId: matchSuggestions.candidateId,
        suggesterId: matchSuggestions.suggesterId,
        suggestedByName: matchSuggestions.suggestedByName,
        source: matchSuggestions.source,
        reason: matchSuggestions.reason,
        status: matchSuggestions.status,
      })
      .from(matchSuggestions)
      .where(eq(matchSuggestions.targetId, member.id));
  }

  async function explore(as: TestMember, query = "") {
    const res = await t().request(`/api/pairing/explore${query}`, { as });
    if (res.status !== 200) throw new Error(`explore: ${res.status} ${await res.text()}`);
    return (await res.json()) as Explore;
  }

  async function lists(as: TestMember) {
    const res = await t().request("/api/pairing/suggestions", { as });
    if (res.status !== 200) throw new Error(`lists: ${res.status} ${await res.text()}`);
    return (await res.json()) as PairingLists;
  }

  const suggest = (as: TestMember, myFriendId: string, theirFriendId: string, extra: object = {}) =>
    t().request("/api/pairing/suggestions", {
      as,
      json: { myFriendId, theirFriendId, reason: "Both adore terrible puns.", ...extra },
    });

  const decide = (as: TestMember, id: string, decision: "approve" | "decline") =>
    t().request(`/api/pairing/suggestions/${id}/${decision}`, { as, method: "POST" });

  return {
    circle,
    giveHearts,
    ledger,
    block,
    match,
    suggestionsFor,
    explore,
    lists,
    suggest,
    decide,
  };
}
