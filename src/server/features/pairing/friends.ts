import { getTableName, sql, type Column, type SQL } from "drizzle-orm";
import { friendEntries } from "../../db/schema";
import { mainPhotoOf, toPhoto, type PhotoRow } from "../photos";

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

/**
 * A friend card's main photo: the linked member's, as the viewer may see it (photos' one rule);
 * null for a friend not on Vouch.
 */
export const friendPhotoColumn = (viewerId: string) =>
  sql<PhotoRow | null>`${mainPhotoOf(viewerId, qualified(friendEntries.linkedProfileId))}`.mapWith(
    toPhoto,
  );

/**
 * A column with its table's name. Drizzle leaves columns unqualified in the fields of a
 * single-table select, where a correlated subquery could read them as its own columns.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
