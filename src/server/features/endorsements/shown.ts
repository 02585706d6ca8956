import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { FriendWords } from "#shared/schemas/endorsements";
import type { Db } from "../../db/client";
import { endorsements } from "../../db/schema";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";
import { photosVisibleTo } from "../relations";
import { author, firstNameOf, member, shownTo } from "./rules";

/**
 * The approved, shown endorsements and friends' prompts of `memberId` as `viewerId` may see them:
 * for the profile view. A viewer who may not see the member (the photos rule: their match, a
 * member suggested to them, one they unlocked, their linked friend, themself) gets none.
 */
export async function friendWordsOf(
  db: Db,
  viewerId: string,
  memberId: string,
): Promise<FriendWords> {
  const rows = await db
    .select({
      id: endorsements.id,
      kind: endorsements.kind,
      prompt: endorsements.prompt,
      text: endorsements.text,
      firstName: firstNameOf(author.name),
      mainPhoto: sql<PhotoRow | null>`${mainPhotoOf(viewerId, endorsements.authorId)}`.mapWith(
        toPhoto,
      ),
    })
    .from(endorsements)
    .innerJoin(author, eq(author.id, endorsements.authorId))
    .where(
      and(
        eq(endorsements.memberId, memberId),
        shownTo(viewerId),
        or(eq(endorsements.memberId, viewerId), photosVisibleTo(viewerId, endorsements.memberId)),
      ),
    )
    .orderBy(asc(endorsements.createdAt), asc(endorsements.id));
  const words: FriendWords = { endorsements: [], friendPrompts: [] };
  for (const { id, kind, prompt, text, firstName, mainPhoto } of rows) {
    const by = { firstName, mainPhoto };
    if (kind === "prompt")
      words.friendPrompts.push({
        id,
        prompt: prompt as FriendWords["friendPrompts"][number]["prompt"],
        answer: text ?? "",
        author: by,
      });
    else words.endorsements.push({ id, text: text ?? "", author: by });
  }
  return words;
}

/** A friend's answer to a member's prompt, as an icebreaker card shows it. */
export interface FriendPromptCard {
  prompt: string;
  answer: string;
  /** The first name of the member the answer is about. */
  aboutFirstName: string;
  /** The first name of the friend who answered. */
  byFirstName: string;
}

/**
 * The approved friends' prompts about any of `memberIds` that `viewerId` is shown (the same rule
 * as the profile view's, the viewer's own sight of the members being the caller's), oldest first.
 */
export async function friendPromptsAbout(
  db: Db,
  viewerId: string,
  memberIds: string[],
): Promise<FriendPromptCard[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      prompt: endorsements.prompt,
      answer: endorsements.text,
      aboutFirstName: firstNameOf(member.name),
      byFirstName: firstNameOf(author.name),
    })
    .from(endorsements)
    .innerJoin(author, eq(author.id, endorsements.authorId))
    .innerJoin(member, eq(member.id, endorsements.memberId))
    .where(
      and(
        inArray(endorsements.memberId, memberIds),
        eq(endorsements.kind, "prompt"),
        shownTo(viewerId),
      ),
    )
    .orderBy(asc(endorsements.createdAt), asc(endorsements.id));
  return rows.map((r) => ({ ...r, prompt: r.prompt ?? "", answer: r.answer ?? "" }));
}
