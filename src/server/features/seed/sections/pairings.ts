import { randomUUID } from "node:crypto";
import { PAIRING_TAGS } from "#shared/options";
import type { SeededMatches } from "./matches";
import type { Ring } from "./ring";
import { addMatchSuggestion, SUGGESTION_REASONS } from "./suggestions";
import { DAY_MS } from "#shared/constants";
import { HOUR, pick, type SeedWorld } from "./world";

/** Pairings in every state; approved and matched ones carry their Match for You suggestions. */
export function addPairings(world: SeedWorld, ring: Ring, matches: SeededMatches): void {
  const { plan, n, m, index, ago } = world;
  for (let v = 0; v < n; v++) {
    const suggester = m(v);
    const pairing = (
      offset: number,
      status: string,
      ownFriend: number,
      theirFriend: number,
      daysAgo: number,
    ) => {
      const target = m(v + offset);
      const id = randomUUID();
      const createdAt = ago(daysAgo * DAY_MS + (v % 6) * HOUR);
      plan.pairingSuggestions.push({
        id,
        suggester_id: suggester.id,
        suggester_friend_id: suggester.friends[ownFriend]!.id,
        target_id: target.id,
        target_friend_id: target.friends[theirFriend]!.id,
        reason: pick(SUGGESTION_REASONS, v + offset),
        tags: offset % 4 === 0 ? [] : [pick(PAIRING_TAGS, v + offset)],
        status,
        cost_hearts: 0,
        created_at: createdAt,
        decided_at: status === "pending" ? null : new Date(createdAt.getTime() + 6 * HOUR),
      });
      return { id, target, createdAt };
    };
    pairing(6, "pending", 3, 3, 1);
    pairing(8, "declined", 1, 3, 9);
    // Approved: the suggester's first friend (or else second) with a target's second friend
    // (target+11), when the two would suit each other.
    for (const [ownFriend, ownOffset] of [
      [0, 10],
      [1, 11],
    ] as const) {
      const a = v + ownOffset;
      const approvedOffset = ring.nextCompatible(a, 5, (d) => {
        const target = index(a + d - 11 - v);
        return target !== 0 && target !== ownOffset && index(a + d) !== index(v);
      });
      if (approvedOffset === undefined) continue;
      const approved = pairing(a + approvedOffset - 11 - v, "approved", ownFriend, 1, 5);
      const decidedAt = new Date(approved.createdAt.getTime() + 6 * HOUR);
      const b = m(a + approvedOffset);
      addMatchSuggestion(plan, m(a), b, suggester, suggester.name, "pairing", decidedAt, {
        pairing_suggestion_id: approved.id,
      });
      addMatchSuggestion(
        plan,
        b,
        m(a),
        approved.target,
        approved.target.name,
        "pairing",
        decidedAt,
        { pairing_suggestion_id: approved.id },
      );
      break;
    }
  }
  // Matched pairings: the quiet match of x and y was introduced by the members whose first
  // friends they are (x-10 and y-10), before it began, and accepted by both.
  for (const [x, silent] of matches.silentMatchOf) {
    const y = silent.partner;
    const suggester = m(x - 10);
    const target = m(y - 10);
    const a = m(x);
    const b = m(y);
    const matchStart = matches.matchStarts.get(silent.id)!;
    const createdAt = new Date(matchStart.getTime() - 3 * DAY_MS);
    const id = randomUUID();
    plan.pairingSuggestions.push({
      id,
      suggester_id: suggester.id,
      suggester_friend_id: suggester.friends[0]!.id,
      target_id: target.id,
      target_friend_id: target.friends[0]!.id,
      reason: pick(SUGGESTION_REASONS, x + 2),
      tags: [pick(PAIRING_TAGS, x)],
      status: "matched",
      cost_hearts: 0,
      created_at: createdAt,
      decided_at: new Date(createdAt.getTime() + 6 * HOUR),
    });
    const decided = { status: "accepted", decided_at: matchStart, pairing_suggestion_id: id };
    const at = new Date(createdAt.getTime() + 6 * HOUR);
    addMatchSuggestion(plan, a, b, suggester, suggester.name, "pairing", at, decided);
    addMatchSuggestion(plan, b, a, target, target.name, "pairing", at, decided);
  }
}
