import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { endorsements } from "../../db/schema";
import { author, endorsementsChanged, firstNameOf, mayWriteAbout } from "./rules";

/** Friends' words a moderator's evidence copies: what the member's profile shows (approved). */
export async function shownEndorsementsOf(
  db: Db,
  memberId: string,
): Promise<
  {
    id: string;
    kind: "endorsement" | "prompt";
    prompt: string | null;
    text: string;
    author: string;
  }[]
> {
  const rows = await db
    .select({
      id: endorsements.id,
      kind: endorsements.kind,
      prompt: endorsements.prompt,
      text: endorsements.text,
      author: firstNameOf(author.name),
    })
    .from(endorsements)
    .innerJoin(author, eq(author.id, endorsements.authorId))
    .where(
      and(
        eq(endorsements.memberId, memberId),
        eq(endorsements.status, "approved"),
        mayWriteAbout(endorsements.memberId, endorsements.authorId),
      ),
    )
    .orderBy(asc(endorsements.createdAt), asc(endorsements.id));
  return rows.map((r) => ({ ...r, text: r.text ?? "" }));
}

/**
 * A moderator removes friends' words from the member's profile: 'removed' shows nowhere, and
 * neither the member nor the author can bring it back (only moderation sets it). The member's
 * and the author's screens are told; false when it is already removed or isn't theirs.
 */
export async function removeEndorsement(
  tx: Db,
  memberId: string,
  endorsementId: string,
  now: Date,
): Promise<boolean> {
  const [removed] = await tx
    .update(endorsements)
    .set({ status: "removed", updatedAt: now })
    .where(
      and(
        eq(endorsements.id, endorsementId),
        eq(endorsements.memberId, memberId),
        ne(endorsements.status, "removed"),
      ),
    )
    .returning({ authorId: endorsements.authorId });
  if (!removed) return false;
  await endorsementsChanged(tx, memberId, removed.authorId);
  return true;
}
