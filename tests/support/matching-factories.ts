import { eq } from "drizzle-orm";
import { matches, matchSuggestions, messages } from "../../src/server/db/schema";
import type { TestApp, TestMember } from "./test-app";

/** A pending Match for You suggestion: `suggester` suggests `candidate` to `target`. */
export async function suggest(
  app: TestApp,
  {
    target,
    candidate,
    suggester,
    reason = "You two would get along.",
    tags = [] as string[],
  }: {
    target: TestMember;
    candidate: TestMember;
    suggester: TestMember;
    reason?: string;
    tags?: string[];
  },
) {
  const [row] = await app.db
    .insert(matchSuggestions)
    .values({
      targetId: target.id,
      candidateId: candidate.id,
      suggesterId: suggester.id,
      suggestedByName: suggester.name,
      source: "direct",
      reason,
      tags,
    })
    .returning();
  return row!;
}

/** An active match between two members, started at `createdAt`. */
export async function match(
  app: TestApp,
  one: TestMember,
  other: TestMember,
  createdAt = new Date(),
) {
  const [a, b] = one.id < other.id ? [one, other] : [other, one];
  const [row] = await app.db
    .insert(matches)
    .values({ userAId: a.id, userBId: b.id, createdAt })
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
