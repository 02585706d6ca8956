import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { PHOTO_SIZE_NAMES, photoSrc, type PhotoSize } from "#shared/constants";
import type { Photo } from "#shared/schemas/photos";
import { photos } from "../../db/schema";
import { photosVisibleTo } from "../relations";

type Ref = string | AnyColumn | SQL;

/**
 * A photo that shows to others: screened clear, or approved by a moderator. A doubtful or
 * unscreened one ("pending") shows to its owner alone (`photoShownTo`); a removed one to no one.
 */
export const photoShown = (alias: string) => sql.raw(`${alias}.status = 'approved'`);

/** A photo that shows to `viewerId`: shown to others, or their own photo waiting for a check. */
export const photoShownTo = (alias: string, viewerId: Ref): SQL =>
  sql`(${photoShown(alias)} or (${sql.raw(alias)}.status = 'pending' and ${sql.raw(alias)}.owner_id = ${viewerId}))`;

/**
 * A photo that carries the "verified" mark: its face matched the owner's selfie (verification
 * writes the marks; a new photo has none until it is checked).
 */
export const photoVerified = (alias: string) => sql.raw(verifiedText(alias));
const verifiedText = (alias: string) =>
  `exists (select 1 from photo_verifications pv where pv.photo_id = ${alias}.id)`;

/** The columns a photo is shown with, as one JSON object (read back with `toPhoto`). */
const photoJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'placeholder', ${alias}.placeholder, 'width', ${alias}.width, 'height', ${alias}.height, 'verified', ${verifiedText(alias)})`,
  );

/**
 * A card's main photo, as a column: the first shown photo of `ownerId`, as `viewerId` may see it
 * (null otherwise, or without photos). Read it back with `toPhoto`.
 */
export function mainPhotoOf(viewerId: Ref, ownerId: Ref): SQL {
  return sql`(select ${photoJson("mp")} from ${photos} mp
     where mp.owner_id = ${ownerId} and ${photoShownTo("mp", viewerId)}
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
