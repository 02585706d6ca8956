import { getTableName, sql, type AnyColumn, type Column, type SQL } from "drizzle-orm";
import { friendEntries, matches } from "../../db/schema";

/** A friend card's fields (PairingFriend): never the linked member's id or the owner's trust level. */
export const pairingFriendColumns = {
  id: friendEntries.id,
  name: friendEntries.name,
  gender: friendEntries.gender,
  sexuality: friendEntries.sexuality,
  bio: friendEntries.bio,
  relationshipStatus: friendEntries.relationshipStatus,
  isMember: sql<boolean>`${friendEntries.linkedProfileId} is not null`.as("is_member"),
};

/** The circle's order: trust level as text, then as added. */
export const circleOrder = [
  sql`${friendEntries.trustLevel}::text`,
  friendEntries.createdAt,
  friendEntries.id,
] as const;

/** True when the two members are in an active match (a pair has one row, user_a_id < user_b_id). */
export function activeMatchBetween(a: AnyColumn | SQL | string, b: AnyColumn | SQL | string): SQL {
  return sql`exists (
    select 1 from ${matches}
     where ${matches.status} = 'active'
       and ${matches.userAId} = least(${a}::text, ${b}::text)
       and ${matches.userBId} = greatest(${a}::text, ${b}::text))`;
}

/**
 * A column with its table's name. Drizzle leaves columns unqualified in the fields of a
 * single-table select, where a correlated subquery could read them as its own columns.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Friend entries and pairings have uuid ids: anything else names nothing (a 404, not a 500). */
export const isUuid = (id: string) => UUID.test(id);
