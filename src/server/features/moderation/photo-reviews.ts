import type { ServiceContext } from "../../http/context";
import { ConflictError } from "../../http/errors";
import { setPhotoStatus } from "../photos";

/**
 * A moderator's look at a photo screening held: approved, it shows to others at once; removed,
 * it shows to no one (its owner sees it gone). Only a photo still waiting changes, so a second
 * moderator deciding the same photo is told it was already decided.
 */
export async function reviewPhoto(
  ctx: ServiceContext,
  photoId: string,
  decision: "approve" | "remove",
): Promise<void> {
  const { db, now, userId, logger } = ctx;
  const status = decision === "approve" ? "approved" : "removed";
  const changed = await db.transaction((tx) =>
    setPhotoStatus(tx, { photoId, status, now, from: "pending" }),
  );
  if (!changed)
    throw new ConflictError(
      "That photo was already checked: it isn't waiting any more.",
      "already_decided",
    );
  logger.info({ moderatorId: userId, photoId, decision }, "held photo reviewed");
}
