import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { friendEntries } from "../../db/schema";
import { notBlocked, notReportedBy } from "../relations";
import { isPaused, verifiedOnlyAdmits } from "../matching";

/**
 * Whom `viewerId` may explore: another member, not across a block, not one of the viewer's own
 * linked circle friends (you pair your friends, you don't explore them), not a member the
 * viewer reported, not a member who paused their profile, and not a member who meets verified
 * members only while the viewer isn't one. Explore's pool, a member asked for by id, unlocks and
 * Direct Match all use it.
 */
export function explorable(viewerId: string, member: AnyColumn | SQL): SQL {
  return sql`${explorableButForVerified(viewerId, member)}
    and ${verifiedOnlyAdmits(member, viewerId)}`;
}

/**
 * `explorable` but for the member's verified-only setting: a member asked for by id who is out
 * of sight only for it is told why, rather than a 404.
 */
export function explorableButForVerified(viewerId: string, member: AnyColumn | SQL): SQL {
  // Whether the member is one of the viewer's friends is a value, not `not exists`: an anti join
  // may be planned as a merge over every entry linked to anyone, this is a lookup by the member.
  return sql`${member} <> ${viewerId}
    and ${notBlocked(viewerId, member)}
    and not coalesce((select true from ${friendEntries}
      where ${friendEntries.ownerId} = ${viewerId} and ${friendEntries.linkedProfileId} = ${member}
      limit 1), false)
    and ${notReportedBy(viewerId, member)}
    and not ${isPaused(member)}`;
}
