import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { REPORT_SEVERITY, type ReportReason } from "#shared/options";
import type { Db } from "../../db/client";
import type { Env } from "../../process/env";
import {
  matches,
  messages,
  messageVersions,
  moderationCases,
  moderationEvidence,
  moderationEvidencePhotos,
  profiles,
  reports,
} from "../../db/schema";
import { shownEndorsementsOf } from "../endorsements";
import { PHOTO_CONTENT_TYPE, shownPhotosWithBytes } from "../photos";
import type { FiledReport } from "../safety";
import { reportsTripwire } from "./tripwires";

/** How many of the conversation's last messages a report's evidence keeps. */
export const EVIDENCE_MESSAGES = 20;
/** The size of a photo kept as evidence: enough to judge, a fraction of the large one's bytes. */
const EVIDENCE_PHOTO_SIZE = "medium";

export interface EvidenceMessage {
  id: string;
  /** Whether the reported member sent it (else the reporter did). */
  fromMember: boolean;
  text: string;
  sentAt: string;
  /** The texts it had before it was edited, oldest first: an edit never hides what was sent. */
  earlier?: { text: string; writtenAt: string }[];
  /** Its sender unsent it (the text is what was sent). */
  unsent?: true;
}

export interface ProfileSnapshot {
  name: string;
  age: number;
  pronouns: string;
  neighborhood: string;
  occupation: string;
  bio: string;
  interests: string[];
  prompts: { prompt: string; answer: string }[];
}

export const severityOf = (reason: ReportReason) => REPORT_SEVERITY.indexOf(reason);

/** Safety's report, filed: it opens or joins the member's case (features/index.ts adds it). */
export async function openCaseForReport(tx: Db, report: FiledReport): Promise<void> {
  const caseId = await openOrJoinCase(tx, report.env, report);
  await tx.update(reports).set({ caseId }).where(eq(reports.id, report.reportId));
  await reportsTripwire(tx, { caseId, memberId: report.memberId, now: report.now });
}

/**
 * Opens a case about the member, or joins their open one (raising its severity to the report's
 * when higher), and copies the evidence as it is now: their profile, their photos not yet in the
 * case, and for a message (or a member the reporter talks with) the conversation's last 20
 * messages. Inside the report's transaction: a report without its evidence is never stored.
 */
export async function openOrJoinCase(
  tx: Db,
  env: Pick<Env, "s3">,
  input: {
    reportId: string;
    memberId: string;
    reporterId: string;
    reason: ReportReason;
    now: Date;
    messageId?: number;
  },
): Promise<string> {
  const severity = severityOf(input.reason);
  // One open case per member (a unique index): two reports at once meet in the same row.
  const [opened] = await tx
    .insert(moderationCases)
    .values({ memberId: input.memberId, severity, openedAt: input.now })
    .onConflictDoUpdate({
      target: moderationCases.memberId,
      targetWhere: sql`${moderationCases.status} = 'open'`,
      set: { severity: sql`least(${moderationCases.severity}, excluded.severity)` },
    })
    .returning({ id: moderationCases.id });
  const caseId = opened!.id;
  await snapshotEvidence(tx, env, { ...input, caseId });
  return caseId;
}

async function snapshotEvidence(
  tx: Db,
  env: Pick<Env, "s3">,
  input: {
    caseId: string;
    reportId: string;
    memberId: string;
    reporterId: string;
    now: Date;
    messageId?: number;
  },
): Promise<void> {
  const [profile] = await tx
    .select({
      name: profiles.name,
      age: profiles.age,
      pronouns: profiles.pronouns,
      neighborhood: profiles.neighborhood,
      occupation: profiles.occupation,
      bio: profiles.bio,
      interests: profiles.interests,
      prompts: profiles.prompts,
    })
    .from(profiles)
    .where(eq(profiles.id, input.memberId));
  const conversation = await conversationOf(tx, input);
  await tx.insert(moderationEvidence).values({
    caseId: input.caseId,
    reportId: input.reportId,
    capturedAt: input.now,
    profile: profile satisfies ProfileSnapshot | undefined,
    reportedMessageId: input.messageId === undefined ? null : String(input.messageId),
    messages: conversation,
    endorsements: await shownEndorsementsOf(tx, input.memberId),
  });

  const kept = await tx
    .select({ id: moderationEvidencePhotos.photoId })
    .from(moderationEvidencePhotos)
    .where(eq(moderationEvidencePhotos.caseId, input.caseId));
  const photos = await shownPhotosWithBytes(tx, env, {
    ownerId: input.memberId,
    size: EVIDENCE_PHOTO_SIZE,
    skip: kept.map((k) => k.id),
  });
  if (photos.length === 0) return;
  await tx
    .insert(moderationEvidencePhotos)
    .values(
      photos.map((photo) => ({
        caseId: input.caseId,
        photoId: photo.id,
        position: photo.position,
        width: photo.width,
        height: photo.height,
        placeholder: photo.placeholder,
        contentType: PHOTO_CONTENT_TYPE,
        bytes: photo.bytes,
        capturedAt: input.now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The conversation's last messages: of the reported message's match (the message itself even if
 * older), or of the reporter's latest match with the member.
 */
async function conversationOf(
  tx: Db,
  input: { memberId: string; reporterId: string; messageId?: number },
): Promise<EvidenceMessage[]> {
  let matchId: string | undefined;
  if (input.messageId !== undefined) {
    const [row] = await tx
      .select({ matchId: messages.matchId })
      .from(messages)
      .where(eq(messages.id, input.messageId));
    matchId = row?.matchId;
  } else {
    const [a, b] = [input.memberId, input.reporterId];
    const [row] = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.userAId, sql`least(${a}::text, ${b}::text)`),
          eq(matches.userBId, sql`greatest(${a}::text, ${b}::text)`),
        ),
      )
      .orderBy(desc(matches.createdAt))
      .limit(1);
    matchId = row?.id;
  }
  if (!matchId) return [];
  const columns = {
    id: messages.id,
    senderId: messages.senderId,
    text: messages.text,
    sentAt: messages.sentAt,
    unsentAt: messages.unsentAt,
  };
  const last = await tx
    .select(columns)
    .from(messages)
    .where(eq(messages.matchId, matchId))
    .orderBy(desc(messages.id))
    .limit(EVIDENCE_MESSAGES);
  if (input.messageId !== undefined && !last.some((m) => m.id === input.messageId)) {
    const reported = await tx
      .select(columns)
      .from(messages)
      .where(eq(messages.id, input.messageId));
    last.push(...reported);
  }
  const versions = await tx
    .select({
      messageId: messageVersions.messageId,
      text: messageVersions.text,
      writtenAt: messageVersions.writtenAt,
    })
    .from(messageVersions)
    .where(
      inArray(
        messageVersions.messageId,
        last.map((m) => m.id),
      ),
    )
    .orderBy(asc(messageVersions.id));
  return last
    .sort((a, b) => a.id - b.id)
    .map((m) => {
      const earlier = versions
        .filter((v) => v.messageId === m.id)
        .map((v) => ({ text: v.text, writtenAt: v.writtenAt.toISOString() }));
      return {
        id: String(m.id),
        fromMember: m.senderId === input.memberId,
        text: m.text,
        sentAt: m.sentAt.toISOString(),
        ...(earlier.length > 0 && { earlier }),
        ...(m.unsentAt && { unsent: true as const }),
      };
    });
}
