import { sql } from "drizzle-orm";
import { pairMeetings } from "../../src/server/db/schema";
import { match, suggest } from "./matching-factories";
import type { TestApp, TestMember } from "./test-app";

/**
 * Two members `introducer` introduced (an accepted suggestion), matched, and "we met" at `metAt`
 * (both checked in at the same event; `introducer` may be one of the two, a self-suggestion).
 * Returns the match's id.
 */
export async function metThroughFriend(
  app: TestApp,
  {
    introducer,
    one,
    other,
    metAt,
  }: {
    introducer: TestMember;
    one: TestMember;
    other: TestMember;
    metAt: Date;
  },
): Promise<string> {
  const s = await suggest(app, { target: one, candidate: other, suggester: introducer });
  await app.db.execute(
    sql`update match_suggestions set status = 'accepted'
         where least(target_id, candidate_id) = least(${s.targetId}::text, ${s.candidateId}::text)
           and greatest(target_id, candidate_id) = greatest(${s.targetId}::text, ${s.candidateId}::text)`,
  );
  const { id } = await match(app, one, other, new Date(metAt.getTime() - 7 * 86_400_000));
  const [a, b] = one.id < other.id ? [one, other] : [other, one];
  await app.db.insert(pairMeetings).values({ userAId: a.id, userBId: b.id, metAt });
  return id;
}
