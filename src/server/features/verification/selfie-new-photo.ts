import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { faceChecks, photos } from "../../db/schema";
import { readPhotoFile } from "../photos";
import { faceEngine } from "./selfie-engine";
import { setMarks } from "./selfie-check";
import { FACE_MATCH_THRESHOLD, matchPhotos } from "./selfie-match";
import { keptDescriptorOf } from "./selfie-status";

/**
 * Photos' step once a photo was added: with a selfie descriptor still kept, the new photo is
 * checked against it at once, so a matching face is marked without a new selfie. The upload has
 * succeeded whatever happens here: a model that can't load, or an unreadable face, leaves the
 * photo without the mark (the member can verify again), and is only logged.
 */
export async function checkNewPhoto(db: Db, ctx: ServiceContext, photoId: string): Promise<void> {
  const { userId, now, env, logger } = ctx;
  const [kept] = await db
    .select({ descriptor: faceChecks.descriptor })
    .from(faceChecks)
    .where(keptDescriptorOf(userId, now))
    .orderBy(desc(faceChecks.createdAt))
    .limit(1);
  if (!kept?.descriptor) return;
  try {
    const [photo] = await db
      .select({ storage: photos.storage })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.ownerId, userId)));
    if (!photo) return;
    const bytes = await readPhotoFile(ctx, { photoId, storage: photo.storage, size: "medium" });
    if (!bytes) return;
    const engine = await faceEngine(env.FACE_MODEL_DIR);
    const [similarity] = await matchPhotos(engine, kept.descriptor, [bytes]);
    if (similarity! < FACE_MATCH_THRESHOLD) return;
    await db.transaction((tx) =>
      setMarks(tx, userId, {
        matched: [{ photoId, similarity: similarity! }],
        checked: [photoId],
        now,
      }),
    );
  } catch (error) {
    logger.warn({ err: String(error), photoId }, "new photo not checked against the kept selfie");
  }
}
