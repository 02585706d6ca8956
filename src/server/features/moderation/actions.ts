import { and, eq, sql } from "drizzle-orm";
import { notify } from "../notifications";
import type { CaseAction } from "#shared/schemas/moderation";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { moderationActions, moderationCases, moderationWarnings, photos } from "../../db/schema";
import { ConflictError, NotFoundError, RuleError } from "../../http/errors";
import { ownCase } from "./own-case";
import { audienceOf } from "../relations";
import { publish } from "../../realtime/publish";
import { removeMessageOf } from "../chat";
import { removePromptOf } from "../profile";
import { removeEndorsement } from "../endorsements";
import { setPhotoStatus } from "../photos";
import { sanction } from "./sanctions";
import { msg } from "#shared/message";

const alreadyGone = (what: string) =>
  new RuleError(
    msg(
      "That {what, select, endorsement {endorsement} photo {photo} message {message} other {prompt}} is already gone: nothing left to remove.",
      { what },
    ),
    "already_gone",
  );

/**
 * A moderator's action on a case, in one transaction with its audit log row. The case's row is
 * locked first, so two moderators acting at once take turns: dismissing a case someone already
 * decided is refused (409). Removing content, warning, suspending or banning closes an open case
 * as "action taken";
 * more of them may follow on a closed case (a second photo, say).
 */
export async function actOnCase(
  { db, userId, now }: Pick<ServiceContext, "db" | "userId" | "now">,
  caseId: string,
  input: CaseAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ memberId: moderationCases.memberId, status: moderationCases.status })
      .from(moderationCases)
      .where(eq(moderationCases.id, caseId))
      .for("update");
    if (!found) throw new NotFoundError("Case");
    const { memberId } = found;
    if (memberId === userId) throw ownCase();

    let target: string | null = null;
    switch (input.action) {
      case "dismiss":
        if (found.status !== "open")
          throw new ConflictError(
            "This case was already decided by another moderator.",
            "case_decided",
          );
        break;
      case "remove_photo":
        target = input.photoId;
        await removePhoto(tx, memberId, input.photoId, now);
        break;
      case "remove_message":
        target = input.messageId;
        await removeMessage(tx, memberId, Number(input.messageId));
        break;
      case "remove_prompt":
        target = input.prompt;
        await removePrompt(tx, memberId, input.prompt, now);
        break;
      case "remove_endorsement":
        target = input.endorsementId;
        if (!(await removeEndorsement(tx, memberId, input.endorsementId, now)))
          throw alreadyGone("endorsement");
        await tellWhoShows(tx, memberId);
        break;
      case "limit":
      case "suspend":
      case "ban":
        target = await sanction(tx, caseId, memberId, input, now);
        break;
      case "warn": {
        const [warning] = await tx
          .insert(moderationWarnings)
          .values({ memberId, caseId, reason: input.reason, createdAt: now })
          .returning({ id: moderationWarnings.id });
        await notify(tx, {
          to: memberId,
          kind: "warning",
          objectId: warning!.id,
          actorId: null,
          now,
        });
        await publish(tx, { type: "moderation.acted", to: [memberId] });
        break;
      }
    }

    if (found.status === "open") {
      await tx
        .update(moderationCases)
        .set({
          status: "closed",
          closedAt: now,
          outcome: input.action === "dismiss" ? "dismissed" : "actioned",
          reviewedAt: sql`coalesce(${moderationCases.reviewedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(moderationCases.id, caseId));
    }
    await tx.insert(moderationActions).values({
      caseId,
      moderatorId: userId,
      memberId,
      action: input.action,
      reason: input.reason,
      note: input.note,
      target,
      createdAt: now,
    });
  });
}

/** Through photos' own removal: it shows nowhere from now on, and its screens are told. */
async function removePhoto(tx: Db, memberId: string, photoId: string, now: Date) {
  const [photo] = await tx
    .select({ status: photos.status })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.ownerId, memberId)));
  if (!photo || photo.status === "removed") throw alreadyGone("photo");
  await setPhotoStatus(tx, { photoId, status: "removed", now });
}

/** Through chat's own removal: both members' open threads fetch again. */
async function removeMessage(tx: Db, memberId: string, messageId: number) {
  if (!(await removeMessageOf(tx, { senderId: memberId, messageId }))) throw alreadyGone("message");
}

/** Through profile's own removal; whoever shows them fetches it again. */
async function removePrompt(tx: Db, memberId: string, prompt: string, now: Date) {
  if (!(await removePromptOf(tx, { memberId, prompt, now }))) throw alreadyGone("prompt");
  await tellWhoShows(tx, memberId);
}

/** The member's own screens, and whoever shows them, fetch what moderation changed again. */
async function tellWhoShows(tx: Db, memberId: string) {
  const to = await audienceOf(tx, memberId, { self: true });
  await publish(tx, { type: "moderation.acted", to });
}
