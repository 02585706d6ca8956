import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { PHOTO_SIZE_NAMES, type PhotoSize } from "../../../shared/constants";
import type { Photo } from "../../../shared/schemas/photos";
import { photos, profiles } from "../../db/schema";
import { notBlocked } from "../blocks";

type Ref = string | AnyColumn | SQL;

/**
 * Who may see a member's photos, the one rule every read and the image route compose: the owner
 * themself; otherwise any member not across a block either way, while the owner's account
 * exists. Every surface that shows another member (Explore's pool, Match for You, conversations,
 * circle, event goers) shows a member who isn't blocked, so their photos follow the member: a
 * block, a deleted account or a removed photo hides them everywhere at once (404 on the image).
 * docs/decisions/0036-photos.md says why this is not narrower.
 */
export function photosVisibleTo(viewerId: Ref, ownerId: Ref): SQL {
  return sql`(${ownerId} = ${viewerId} or (
    ${notBlocked(viewerId, ownerId as AnyColumn | SQL)}
    and exists (select 1 from ${profiles} where ${profiles.id} = ${ownerId} and ${profiles.deletedAt} is null)))`;
}

/** A photo that shows at all: not removed by a moderator. */
export const photoShown = (alias: string) => sql.raw(`${alias}.status <> 'removed'`);

/** The columns a photo is shown with, as one JSON object (its addresses are made in `toPhoto`). */
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

/** A member's shown photos in order, as a JSON array (empty without any). */
export function photosJsonOf(ownerId: Ref): SQL {
  return sql`coalesce((select json_agg(${photoJson("ap")} order by ap.position) from ${photos} ap
     where ap.owner_id = ${ownerId} and ${photoShown("ap")}), '[]'::json)`;
}

export interface PhotoRow {
  id: string;
  placeholder: string;
  width: number;
  height: number;
}

/** The address of one size of a photo; the image route checks who asks. */
export const photoUrl = (id: string, size: PhotoSize) => `/api/photos/${id}/${size}`;

/** A photo as the API sends it, from its row or JSON (as text or parsed); null stays null. */
export function toPhoto(value: PhotoRow | string | null | undefined): Photo | null {
  if (value === null || value === undefined) return null;
  const row = typeof value === "string" ? (JSON.parse(value) as PhotoRow) : value;
  const src = Object.fromEntries(PHOTO_SIZE_NAMES.map((size) => [size, photoUrl(row.id, size)]));
  return {
    id: row.id,
    placeholder: row.placeholder,
    width: row.width,
    height: row.height,
    src: src as Photo["src"],
  };
}

/** A list of photos from `photosJsonOf`'s JSON. */
export function toPhotos(value: PhotoRow[] | string | null | undefined): Photo[] {
  if (!value) return [];
  const rows = typeof value === "string" ? (JSON.parse(value) as PhotoRow[]) : value;
  return rows.map((row) => toPhoto(row)!);
}
