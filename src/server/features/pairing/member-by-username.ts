import { and, eq, isNull } from "drizzle-orm";
import type { UsernameLookup } from "#shared/schemas/pairing";
import { NO_MEMBER_TO_EXPLORE } from "#shared/texts";
import type { ServiceContext } from "../../http/context";
import { profiles } from "../../db/schema";
import { AppError } from "../../http/errors";
import { explorable } from "./explorable";
import { qualified } from "./friends";

/**
 * The member with exactly this username, when Explore would show them to the asker: one answer
 * (404, the same words) for nobody and for someone who isn't for them, so a lookup tells a
 * stranger nothing Explore wouldn't. Equality only: no search by name or part of one.
 */
export async function memberByUsername(
  { db, userId }: ServiceContext,
  username: string,
): Promise<UsernameLookup> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.username, username),
        isNull(profiles.deletedAt),
        explorable(userId, qualified(profiles.id)),
      ),
    );
  if (!row) throw new AppError(404, "not_found", NO_MEMBER_TO_EXPLORE);
  return { memberId: row.id };
}
