import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { PHOTOS_MAX, type PhotoSize } from "#shared/constants";
import type { OwnPhoto, PhotoReview } from "#shared/schemas/photos";
import type { ServiceContext } from "../../http/context";
import { queryRows, sqlText, type Database, type Db } from "../../db/client";
import { cachePerDatabase, SNAPSHOT_VERSION } from "../../db/snapshot-cache";
import { photos, profiles } from "../../db/schema";
import type { Env } from "../../process/env";
import { NotFoundError, RuleError, ValidationError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { audienceOf, photosVisibleTo } from "../relations";
import { featureSteps } from "../steps";
import { decodeTurns } from "./decode-turns";
import { photosUnavailable, processPhoto, SharpUnavailable, type ProcessedPhoto } from "./process";
import { photoShownTo, photoVerified, toPhoto } from "./rules";
import { photoRefused, screenPhoto } from "./screening";
import { storageFor, storageOf, type StorageKind } from "./storage";
import { msg } from "#shared/message";

/**
 * An uploaded image made ready to keep (upright, metadata stripped, every size, its placeholder),
 * taking its turn among the uploads being decoded: a member's photo, an event's image.
 */
export function processUpload(
  ctx: Pick<ServiceContext, "logger">,
  bytes: Buffer,
): Promise<ProcessedPhoto> {
  return decodeTurns
    .take(() => processPhoto(bytes))
    .catch((error: unknown) => {
      if (!(error instanceof SharpUnavailable)) throw error;
      // Said loudly to whoever runs Vouch, plainly to the member.
      ctx.logger.error({ err: error.cause }, "sharp did not load: photos can't be processed");
      throw photosUnavailable();
    });
}

/**
 * Steps other features take once a photo was added (its row committed): verification checks it
 * against a kept selfie. Each gets the database, the member's context and the photo's id.
 */
export const photoAdded = featureSteps<[ctx: ServiceContext, photoId: string]>();

/** A new photo's id: 128 random bits, url-safe (22 characters). */
export const newPhotoId = () => randomBytes(16).toString("base64url");

const photoColumns = {
  id: photos.id,
  placeholder: photos.placeholder,
  width: photos.width,
  height: photos.height,
  verified: sql<boolean>`${photoVerified("photos")}`,
};

/**
 * The member's own photos, in order (the first is the main one), those waiting for a moderator
 * included and marked: only they see those.
 */
export async function listOwnPhotos({
  db,
  userId,
}: Pick<ServiceContext, "db" | "userId">): Promise<OwnPhoto[]> {
  const rows = await db
    .select({ ...photoColumns, status: photos.status })
    .from(photos)
    .where(and(eq(photos.ownerId, userId), ne(photos.status, "removed")))
    .orderBy(asc(photos.position));
  return rows.map(({ status, ...row }) => ({ ...toPhoto(row)!, waiting: status === "pending" }));
}

/** Locks the member's profile for the operation: their photo changes run one at a time. */
async function lockOwner(tx: Db, userId: string): Promise<void> {
  const [owner] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .for("update");
  if (!owner) throw new NotFoundError("Profile");
}

/**
 * Tells the screens that show the member. The member's kept session summary (its main photo,
 * decision 0021) is retired by the photos table's trigger (migration 0037).
 */
async function photosChanged(tx: Db, userId: string): Promise<void> {
  const to = await audienceOf(tx, userId, { self: true });
  await publish(tx, { type: "photos.changed", to });
}

const photoCountOf = (tx: Db, userId: string) =>
  queryRows<{ count: number; next: number }>(
    tx,
    sql`select count(*)::int as count, coalesce(max(position) + 1, 0)::int as next
          from ${photos} where owner_id = ${userId} and ${photoShownTo("photos", userId)}`,
  ).then((rows) => rows[0]!);

const tooMany = () =>
  new RuleError(
    msg("You can have at most {photosMax} photos. Delete one to add another.", {
      photosMax: PHOTOS_MAX,
    }),
    "too_many_photos",
  );

/**
 * Adds a photo at the end of the member's photos: processed and screened first (outside any
 * transaction), then its row and files in one transaction (S3 files before it, deleted again if
 * it fails). A 7th photo is refused before the image is processed, and again under the lock. An
 * explicit photo is refused with nothing saved; a clear one shows at once; a doubtful or
 * unscreened one waits for a moderator, shown to its owner alone.
 */
export async function addPhoto(ctx: ServiceContext, bytes: Buffer): Promise<OwnPhoto[]> {
  const { db, userId, now, env } = ctx;
  if ((await photoCountOf(db, userId)).count >= PHOTOS_MAX) throw tooMany();
  const processed = await processUpload(ctx, bytes);
  const screening = await screenPhoto(
    { logger: ctx.logger, enabled: env.PHOTO_SCREENING === "on" },
    processed.screen,
  );
  if (screening.verdict === "explicit") {
    ctx.logger.info({ score: screening.score }, "photo refused by screening");
    throw photoRefused();
  }
  const storage = storageFor(env.s3);
  const id = newPhotoId();
  if (storage.kind === "s3") await storage.put(db, id, processed.files);
  try {
    await db.transaction(async (tx) => {
      await lockOwner(tx, userId);
      const { count, next } = await photoCountOf(tx, userId);
      if (count >= PHOTOS_MAX) throw tooMany();
      await tx.insert(photos).values({
        id,
        ownerId: userId,
        position: next,
        width: processed.width,
        height: processed.height,
        placeholder: processed.placeholder,
        status: screening.verdict === "clear" ? "approved" : "pending",
        nsfwScore: screening.score,
        storage: storage.kind,
        createdAt: now,
      });
      if (storage.kind === "db") await storage.put(tx, id, processed.files);
      await photosChanged(tx, userId);
    });
  } catch (error) {
    await storage
      .remove([id])
      .catch((cleanup: unknown) =>
        ctx.logger.warn({ err: String(cleanup), photoId: id }, "photo files left in storage"),
      );
    throw error;
  }
  await photoAdded.run(db, ctx, id);
  return listOwnPhotos(ctx);
}

/** Puts the member's photos in the order given: exactly their ids, each once. */
export async function reorderPhotos(ctx: ServiceContext, ids: string[]): Promise<OwnPhoto[]> {
  const { db, userId } = ctx;
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const current = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.ownerId, userId), ne(photos.status, "removed")));
    const mine = new Set(current.map((r) => r.id));
    if (
      ids.length !== mine.size ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => mine.has(id))
    ) {
      throw new ValidationError("Send every one of your photos, each once, in the new order.", {
        ids: "Send every one of your photos, each once",
      });
    }
    if (ids.length === 0) return;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`update ${photos} set position = o.position - 1
      from unnest(array[${list}]::text[]) with ordinality as o(id, position)
      where ${photos.id} = o.id`);
    await photosChanged(tx, userId);
  });
  return listOwnPhotos(ctx);
}

/** Deletes one of the member's photos, files included; the others close up behind it. */
export async function deletePhoto(ctx: ServiceContext, photoId: string): Promise<OwnPhoto[]> {
  const { db, userId, env } = ctx;
  const gone = await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [row] = await tx
      .delete(photos)
      .where(and(eq(photos.id, photoId), eq(photos.ownerId, userId), ne(photos.status, "removed")))
      .returning({ id: photos.id, storage: photos.storage });
    if (!row) throw new NotFoundError("Photo");
    await renumber(tx, userId);
    await photosChanged(tx, userId);
    return row;
  });
  await removeFiles(ctx, env, [gone]);
  return listOwnPhotos(ctx);
}

/** Positions 0, 1, 2… in the current order, once a photo went. */
async function renumber(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`update ${photos} set position = r.position
    from (select id, (row_number() over (order by position, created_at) - 1)::int as position
            from ${photos} where owner_id = ${userId}) r
    where ${photos.id} = r.id and ${photos.position} <> r.position`);
}

export interface StoredPhoto {
  id: string;
  storage: string;
}

/** Deletes object-stored files of photos whose rows are gone; a failure is logged, not thrown. */
export async function removeFiles(
  ctx: Pick<ServiceContext, "logger">,
  env: Pick<Env, "s3">,
  gone: StoredPhoto[],
): Promise<void> {
  const inS3 = gone.filter((p) => p.storage === ("s3" satisfies StorageKind)).map((p) => p.id);
  if (inS3.length === 0) return;
  try {
    await storageOf("s3", env.s3).remove(inS3);
  } catch (error) {
    ctx.logger.warn({ err: String(error), photos: inS3.length }, "photo files left in S3");
  }
}

/** Every photo of the member, with where its files are: for deleting the account. */
export async function photosOf(tx: Db, userId: string): Promise<StoredPhoto[]> {
  return tx
    .select({ id: photos.id, storage: photos.storage })
    .from(photos)
    .where(eq(photos.ownerId, userId));
}

/**
 * Moderation: approves or removes a photo. A removed photo shows nowhere from this moment (every
 * read and the image route skip it), and the screens that showed it are told. With `from`, only a
 * photo still in that status changes (two moderators deciding the same photo: one wins).
 */
export async function setPhotoStatus(
  tx: Db,
  {
    photoId,
    status,
    now,
    from,
  }: { photoId: string; status: "approved" | "removed"; now: Date; from?: "pending" },
): Promise<boolean> {
  const [row] = await tx
    .update(photos)
    .set({ status, reviewedAt: now })
    .where(and(eq(photos.id, photoId), from ? eq(photos.status, from) : undefined))
    .returning({ ownerId: photos.ownerId });
  if (!row) return false;
  await photosChanged(tx, row.ownerId);
  return true;
}

/*
 * The image route's one statement, prepared: the photo's storage if the viewer may see it (it
 * isn't removed, the rule above holds), '' if not. The answer is kept per viewer and photo with
 * the database snapshot it was read at (decision 0019): while nothing anywhere was written since
 * ($3), the statement checks nothing and returns no answer, and the kept one still holds.
 */
const SERVABLE = `
with snapshot as (select ${SNAPSHOT_VERSION} as version)
select s.version, case when s.version = $3 then null else coalesce((
  select p.storage from photos p
   where p.id = $1 and ${sqlText(photoShownTo("p", sql.raw("$2")))}
     and ${sqlText(photosVisibleTo(sql.raw("$2"), sql.raw("p.owner_id")))}), '') end as storage
from snapshot s`;

// Viewer and photo pairs recently served: a few bytes each.
const servableOf = cachePerDatabase<string>(8192);

/** Where the photo is kept, when `viewerId` may see it; null otherwise (a 404 for them). */
export async function servableStorage(
  database: Database,
  viewerId: string,
  photoId: string,
): Promise<string | null> {
  const cache = servableOf(database);
  const key = `${viewerId} ${photoId}`;
  const kept = cache.get(key);
  const [row] = await database.query<{ version: string; storage: string | null }>(SERVABLE, [
    photoId,
    viewerId,
    kept?.version ?? "",
  ]);
  let storage = kept?.value;
  if (row!.storage !== null) {
    storage = row!.storage;
    cache.set(key, row!.version, storage);
  }
  return storage || null;
}

/** One size's bytes from where the photo is kept. */
export async function readPhotoFile(
  { db, env }: Pick<ServiceContext, "db" | "env">,
  { photoId, storage, size }: { photoId: string; storage: string; size: PhotoSize },
): Promise<Buffer | null> {
  return storageOf(storage, env.s3).get(db, photoId, size);
}

/**
 * The member's shown photos with one size's bytes (those not in `skip`): moderation copies them
 * into a case's evidence, so they outlive the member deleting them (decision 0039).
 */
export async function shownPhotosWithBytes(
  tx: Db,
  env: Pick<Env, "s3">,
  { ownerId, size, skip }: { ownerId: string; size: PhotoSize; skip: string[] },
) {
  const rows = await tx
    .select({ ...photoColumns, position: photos.position, storage: photos.storage })
    .from(photos)
    .where(and(eq(photos.ownerId, ownerId), ne(photos.status, "removed")))
    .orderBy(asc(photos.position));
  const wanted = rows.filter((row) => !skip.includes(row.id));
  const withBytes = await Promise.all(
    wanted.map(async (row) => ({
      ...row,
      bytes: await storageOf(row.storage, env.s3).get(tx, row.id, size),
    })),
  );
  return withBytes.flatMap(({ bytes, ...row }) => (bytes ? [{ ...row, bytes }] : []));
}

/** How many photos waiting for a moderator the queue lists at once. */
const REVIEW_MAX = 100;

/**
 * The photos waiting for a moderator, oldest first: those screening found doubtful or couldn't
 * score, of members not deleted. Moderation lists them; `setPhotoStatus` decides them.
 */
export async function photosToReview(db: Db): Promise<PhotoReview[]> {
  const rows = await queryRows<{
    id: string;
    placeholder: string;
    width: number;
    height: number;
    verified: boolean;
    score: number | null;
    ownerId: string;
    name: string;
    createdAt: Date | string;
  }>(
    db,
    sql`select ph.id, ph.placeholder, ph.width, ph.height, ${photoVerified("ph")} as verified,
               ph.nsfw_score as score,
               ph.owner_id as "ownerId", p.name, ph.created_at as "createdAt"
          from ${photos} ph join ${profiles} p on p.id = ph.owner_id
         where ph.status = 'pending' and p.deleted_at is null
         order by ph.created_at, ph.id
         limit ${REVIEW_MAX}`,
  );
  return rows.map((row) => ({
    photo: {
      id: row.id,
      placeholder: row.placeholder,
      width: row.width,
      height: row.height,
      verified: row.verified,
    },
    member: { id: row.ownerId, name: row.name },
    score: row.score === null ? null : Math.round(row.score * 100) / 100,
    uploadedAt: new Date(row.createdAt).toISOString(),
  }));
}

/** A photo waiting for a moderator, one size's bytes: for the moderator's look; null if not waiting. */
export async function photoToReviewFile(
  { db, env }: Pick<ServiceContext, "db" | "env">,
  { photoId, size }: { photoId: string; size: PhotoSize },
): Promise<Buffer | null> {
  const [row] = await db
    .select({ storage: photos.storage })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.status, "pending")));
  return row ? storageOf(row.storage, env.s3).get(db, photoId, size) : null;
}
