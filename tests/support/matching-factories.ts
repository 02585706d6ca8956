import { eq } from "drizzle-orm";
import { matches, matchSuggestions, messages } from "../../src/server/db/schema";
import type { TestApp, TestMember } from "./test-app";

/**
 * A pending Match for You introduction: `suggester` suggests `candidate` to `target`, and (as
 * every introduction asks both) `target` to `candidate`. Unless `candidateSaidYes` is false the
 * candidate already said yes, so the target's Accept starts the match. Returns the target's row.
 */
export async function suggest(
  app: TestApp,
  {
    target,
    candidate,
    suggester,
    reason = "You two would get along.",
    tags = [] as string[],
    candidateSaidYes = true,
  }: {
    target: TestMember;
    candidate: TestMember;
    suggester: TestMember;
    reason?: string;
    tags?: string[];
    candidateSaidYes?: boolean;
  },
) {
  const shared = {
    suggesterId: suggester.id,
    suggestedByName: suggester.name,
    source: "direct" as const,
    reason,
    tags,
  };
  const [row] = await app.db
    .insert(matchSuggestions)
    .values([
      { ...shared, targetId: target.id, candidateId: candidate.id },
      {
        ...shared,
        targetId: candidate.id,
        candidateId: target.id,
        yesAt: candidateSaidYes ? new Date() : null,
      },
    ])
    .returning();
  return row!;
}

/** An active match between two members, started at `createdAt` (`one` said yes first). */
export async function match(
  app: TestApp,
  one: TestMember,
  other: TestMember,
  createdAt = new Date(),
) {
  const [a, b] = one.id < other.id ? [one, other] : [other, one];
  const [row] = await app.db
    .insert(matches)
    .values({ userAId: a.id, userBId: b.id, createdAt, firstYesBy: one.id })
    .returning();
  return row!;
}

/** A message written straight to the database (keeps the match's last-message fields in step). */
export async function message(
  app: TestApp,
  matchId: string,
  sender: TestMember,
  text: string,
  sentAt: Date,
) {
  await app.db.insert(messages).values({ matchId, senderId: sender.id, text, sentAt });
  await app.db
    .update(matches)
    .set({ lastMessageAt: sentAt, lastMessageSenderId: sender.id })
    .where(eq(matches.id, matchId));
}
