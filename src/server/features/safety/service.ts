import { and, eq, ne, or, sql } from "drizzle-orm";
import type { ReportInput, ReportResult, ReportTarget } from "#shared/schemas/safety";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { eventShownHere } from "../events";
import { blocks, events, matches, messages, photos, profiles, reports } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { blockWithin } from "./blocks";
import { reportFiled } from "./report-filed";
import { photoShown } from "../photos";
import { photosVisibleTo } from "../relations";

/**
 * The report's target columns, once the member may report it: a member who hasn't blocked them
 * (one they blocked may still be reported), a message their partner sent them in one of their
 * matches (ended ones too), or an event. Anything else is 404.
 */
async function targetColumns(db: Db, userId: string, target: ReportTarget) {
  switch (target.kind) {
    case "member": {
      const [member] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.id, target.memberId),
            ne(profiles.id, userId),
            sql`not exists (select 1 from ${blocks}
                             where ${blocks.blockerId} = ${profiles.id} and ${blocks.blockedId} = ${userId})`,
          ),
        );
      if (!member) throw new NotFoundError("Member");
      return { targetProfileId: member.id, memberId: member.id };
    }
    case "message": {
      const [message] = await db
        .select({ id: messages.id, senderId: messages.senderId })
        .from(messages)
        .innerJoin(matches, eq(matches.id, messages.matchId))
        .where(
          and(
            eq(messages.id, target.messageId),
            ne(messages.senderId, userId),
            or(eq(matches.userAId, userId), eq(matches.userBId, userId)),
          ),
        );
      if (!message) throw new NotFoundError("Message");
      return { targetMessageId: message.id, memberId: message.senderId };
    }
    case "photo": {
      const [photo] = await db
        .select({ id: photos.id, ownerId: photos.ownerId })
        .from(photos)
        .where(
          and(
            eq(photos.id, target.photoId),
            ne(photos.ownerId, userId),
            photoShown("photos"),
            photosVisibleTo(userId, photos.ownerId),
          ),
        );
      if (!photo) throw new NotFoundError("Photo");
      // The case is about the member: their id too, so their reports gather in one place.
      return { targetPhotoId: photo.id, targetProfileId: photo.ownerId, memberId: photo.ownerId };
    }
    case "event": {
      const [event] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, target.eventId), eventShownHere));
      if (!event) throw new NotFoundError("Event");
      return { targetEventId: event.id, memberId: null };
    }
  }
}

/**
 * Files a report for a moderator to review: it opens a case about the member reported (a
 * message's sender, a photo's owner), or joins their open one, with the evidence as it is now.
 * With `alsoBlock`, blocks that member in the same transaction. Either way the reporter no
 * longer explores them.
 */
export async function fileReport(
  { db, userId, now, env }: ServiceContext,
  input: ReportInput,
): Promise<ReportResult> {
  return db.transaction(async (tx) => {
    const { memberId, ...target } = await targetColumns(tx, userId, input.target);
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId: userId,
        reason: input.reason,
        details: input.details,
        createdAt: now,
        ...target,
      })
      .returning({ id: reports.id, createdAt: reports.createdAt });
    if (memberId)
      await reportFiled.run(tx, {
        reportId: row!.id,
        reporterId: userId,
        memberId,
        reason: input.reason,
        now,
        env,
        ...(target.targetMessageId !== undefined && { messageId: target.targetMessageId }),
      });
    if (input.alsoBlock && memberId) await blockWithin(tx, { userId, memberId, now });
    return { id: row!.id, createdAt: row!.createdAt.toISOString() };
  });
}
