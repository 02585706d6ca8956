import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { PHOTO_SIZE_NAMES, photoSrc, type PhotoSize } from "../../../shared/constants";
import type { Photo } from "../../../shared/schemas/photos";
import { photos, profiles } from "../../db/schema";
import { notBlocked } from "../blocks";

type Ref = string | AnyColumn | SQL;

/**
 * Who may see a member's photos: the one rule every read and the image route compose. The owner
 * themself; otherwise, while the owner's account exists and neither blocked the other, a member
 * who is shown the owner with their photos somewhere:
 * - their active match (conversations, the conversation's profile, event matches going);
 * - a member the owner is suggested to, pending (Match for You);
 * - a member who unlocked the owner's profile in Explore (1 heart; a locked card shows none);
 * - a member whose circle lists the owner as a linked friend.
 * Anyone else (a stranger) gets a 404 as for an unknown id. A block, a deleted account, an ended
 * match or a removed photo hides them at once (docs/decisions/0036-photos.md). The active-match
 * test is matching's activeMatchBetween, spelled out: matching composes this rule, so photos
 * can't import it back.
 */
export function photosVisibleTo(viewerId: Ref, ownerId: Ref): SQL {
  const owner = ownerId as AnyColumn | SQL;
  return sql`(${ownerId} = ${viewerId} or (
    ${notBlocked(viewerId, owner)}
    and exists (select 1 from ${profiles} vp where vp.id = ${ownerId} and vp.deleted_at is null)
    and (
      exists (select 1 from matches vm where vm.status = 'active'
        and vm.user_a_id = least(${viewerId}::text, ${ownerId}::text)
        and vm.user_b_id = greatest(${viewerId}::text, ${ownerId}::text))
      or exists (select 1 from match_suggestions vs where vs.target_id = ${viewerId}
        and vs.status = 'pending' and vs.candidate_id = ${ownerId})
      or exists (select 1 from profile_unlocks vu where vu.viewer_id = ${viewerId}
        and vu.unlocked_id = ${ownerId})
      or exists (select 1 from friend_entries vf where vf.owner_id = ${viewerId}
        and vf.linked_profile_id = ${ownerId}))))`;
}

/** A photo that shows at all: not removed by a moderator. */
export const photoShown = (alias: string) => sql.raw(`${alias}.status <> 'removed'`);

/** The columns a photo is shown with, as one JSON object (read back with `toPhoto`). */
const photoJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'placeholder', ${alias}.placeholder, 'width', ${alias}.width, 'height', ${alias}.height)`,
  );

/**
 * A card's main photo, as a column: the first shown photo of `ownerId`, as `viewerId` may see it
 * (null otherwise, or without photos). Read it back with `toPhoto`.
 */
export function mainPhotoOf(viewerId: Ref, ownerId: Ref): SQL {
  return sql`(select ${photoJson("mp")} from ${photos} mp
     where mp.owner_id = ${ownerId} and ${photoShown("mp")}
       and ${photosVisibleTo(viewerId, ownerId)}
     order by mp.position limit 1)`;
}

/**
 * The main photo of a member a list shows *because* of one of the rule's surfaces: the
 * viewer's active match (conversations, event matches going) or a pending suggestion to the
 * viewer (Match for You), already not across a block. The list's own condition is the rule for
 * its rows, so it isn't checked again per row (it costs ~80 µs a row on PGlite, most of a
 * conversation list's time); any other list uses `mainPhotoOf`. The exposure scan
 * (tests/reliability) checks both against the rule.
 */
export function mainPhotoOfListed(ownerId: Ref): SQL {
  return sql`(select ${photoJson("mp")} from ${photos} mp
     where mp.owner_id = ${ownerId} and ${photoShown("mp")}
     order by mp.position limit 1)`;
}

/**
 * A member's shown photos in order, as one JSON array column (read back with `toPhoto`), for a
 * statement whose own condition is `photosVisibleTo` (a profile view): not checked again here.
 */
export function galleryOfListed(ownerId: Ref): SQL<PhotoRow[]> {
  return sql<
    PhotoRow[]
  >`(select coalesce(json_agg(${photoJson("gp")} order by gp.position), '[]'::json)
     from ${photos} gp where gp.owner_id = ${ownerId} and ${photoShown("gp")})`;
}

/** A photo as its JSON column holds it: what the API sends (`Photo`). */
export type PhotoRow = Photo;

/** A photo's addresses, whole (for the data export): they answer only members who may see it. */
export function photoLinks(baseURL: string, id: string): Record<PhotoSize, string> {
  const base = baseURL.replace(/\/+$/, "");
  const links = Object.fromEntries(
    PHOTO_SIZE_NAMES.map((size) => [size, `${base}${photoSrc(id, size)}`]),
  );
  return links as Record<PhotoSize, string>;
}

/** A photo as the API sends it, from its JSON (as text or parsed); null stays null. */
export function toPhoto(value: PhotoRow | string | null | undefined): Photo | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? (JSON.parse(value) as PhotoRow) : value;
}
