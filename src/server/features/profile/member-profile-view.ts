import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Interest } from "#shared/options";
import type { MemberProfileView } from "#shared/schemas/profile";
import type { ServiceContext } from "../../http/context";
import { profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { friendWordsOf } from "../endorsements";
import { shownWish } from "../matching";
import { galleryOfListed, toPhoto } from "../photos";
import { photosVisibleTo } from "../relations";
import { confirmedByFriends, memberVerified } from "../verification";

const p = alias(profiles, "p");

/**
 * A member's profile view, in one statement (and one for friends' words), for a viewer who is shown them somewhere (the rule
 * photos owns: a match, a suggestion, an unlocked profile, their circle); else 404, as for no one.
 */
export async function getMemberProfileView(
  { db, userId }: Pick<ServiceContext, "db" | "userId">,
  memberId: string,
): Promise<MemberProfileView> {
  const [row] = await db
    .select({
      // Spelled with its alias: drizzle leaves a one-table select's columns unqualified.
      photos: galleryOfListed(sql.raw("p.id")),
      wish: shownWish("p"),
      interests: sql<Interest[]>`${p.interests}`,
      prompts: p.prompts,
      verified: memberVerified(sql.raw("p.id")).mapWith(Boolean),
      confirmedBy: confirmedByFriends(sql.raw("p.id")),
    })
    .from(p)
    .where(and(eq(p.id, memberId), photosVisibleTo(userId, p.id)));
  if (!row) throw new NotFoundError("Member");
  const words = await friendWordsOf(db, userId, memberId);
  return { ...row, photos: row.photos.map((photo) => toPhoto(photo)!), ...words };
}
