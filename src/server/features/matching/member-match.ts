import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { matches, profiles } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { isUuid } from "../../http/validation";
import { notBlocked, partnerOf } from "../relations";

/**
 * This member's match `matchId`, with its partner: active (or, `orLeft`, one whose partner left
 * Vouch, to read it) and not across a block. Anyone else's, an ended one or a malformed id is a
 * 404, as if it didn't exist. `lock` holds the match row until the transaction ends.
 */
export async function memberMatch(
  db: Db,
  userId: string,
  matchId: string,
  { lock = false, orLeft = false } = {},
) {
  if (!isUuid(matchId)) throw new NotFoundError("Conversation");
  const partner = partnerOf("matches", userId);
  const query = db
    .select({
      id: matches.id,
      userAId: matches.userAId,
      partnerId: sql<string>`${partner}`,
      partnerName: profiles.name,
    })
    .from(matches)
    .leftJoin(profiles, eq(profiles.id, partner))
    .where(
      and(
        eq(matches.id, matchId),
        orLeft ? inArray(matches.status, ["active", "left"]) : eq(matches.status, "active"),
        or(eq(matches.userAId, userId), eq(matches.userBId, userId)),
        notBlocked(userId, partner),
      ),
    );
  const [match] = lock ? await query.for("update", { of: matches }) : await query;
  if (!match) throw new NotFoundError("Conversation");
  return match;
}
