import { and, eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matches, matchSuggestions } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { lockPair } from "./pairs";

/**
 * Ends the pair's active match, if any, as `status` (see docs/decisions/0008-ending-a-match.md):
 * every suggestion still pending between the two is declined with it, so nothing already waiting
 * can bring the match back, and both members' screens hear `match.ended` (the partner's open
 * conversation closes). Returns the ended match's id.
 */
export async function endMatchBetween(
  tx: Db,
  {
    one,
    other,
    status,
    now,
  }: { one: string; other: string; status: "ended" | "blocked"; now: Date },
): Promise<string | null> {
  // The same lock a yes takes: a yes racing this end waits, then sees no active match.
  const [a, b] = await lockPair(tx, one, other);
  const [ended] = await tx
    .update(matches)
    .set({ status, endedAt: now })
    .where(and(eq(matches.userAId, a), eq(matches.userBId, b), eq(matches.status, "active")))
    .returning({ id: matches.id });
  await tx
    .update(matchSuggestions)
    .set({ status: "declined", decidedAt: now })
    .where(
      and(
        eq(matchSuggestions.status, "pending"),
        or(
          and(eq(matchSuggestions.targetId, one), eq(matchSuggestions.candidateId, other)),
          and(eq(matchSuggestions.targetId, other), eq(matchSuggestions.candidateId, one)),
        ),
      ),
    );
  if (!ended) return null;
  await publish(tx, { type: "match.ended", to: [one, other], data: { matchId: ended.id } });
  return ended.id;
}

/** True when the two members had a match that ended (an unmatch or a block), whatever since. */
export function matchEndedBetween(a: AnyColumn | SQL | string, b: AnyColumn | SQL | string): SQL {
  return sql`exists (
    select 1 from ${matches}
     where ${matches.status} <> 'active'
       and ${matches.userAId} = least(${a}::text, ${b}::text)
       and ${matches.userBId} = greatest(${a}::text, ${b}::text))`;
}
