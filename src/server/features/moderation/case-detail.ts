import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { CaseDetail, Evidence, HoldKind } from "#shared/schemas/moderation";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { moderationCases, moderationEvidence, moderationEvidencePhotos } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { ownCase } from "./own-case";
import { circleFriendsSql, dismissedReportsSql, dueAt, overdueSql } from "./standing";
import { introductionsOf } from "./introductions";

/** The address of a photo kept with a case: answered to moderators only. */
export const evidencePhotoUrl = (caseId: string, photoId: string) =>
  `/api/moderation/cases/${caseId}/photos/${photoId}`;

/**
 * A case as a moderator reads it: its reports and reporters, the evidence copied at each report,
 * the photos kept, and who introduced the member. The first read marks it "under review" for
 * its reporters.
 */
export async function readCase(
  { db, now, userId }: Pick<ServiceContext, "db" | "now" | "userId">,
  caseId: string,
): Promise<CaseDetail> {
  const [row] = await queryRows<{
    id: string;
    status: "open" | "closed";
    outcome: "dismissed" | "actioned" | null;
    memberId: string;
    name: string;
    deleted: boolean;
    openedAt: Date | string;
    overdue: boolean;
    hold: HoldKind | null;
  }>(
    db,
    sql`select c.id, c.status, c.outcome, c.member_id as "memberId", p.name,
               p.deleted_at is not null as deleted, c.opened_at as "openedAt", c.hold,
               c.status = 'open' and ${overdueSql(sql`c.opened_at`, now)} as overdue
          from moderation_cases c join profiles p on p.id = c.member_id
         where c.id = ${caseId}`,
  );
  if (!row) throw new NotFoundError("Case");
  // Nor may they read it: it names who reported them.
  if (row.memberId === userId) throw ownCase();
  await db
    .update(moderationCases)
    .set({ reviewedAt: now })
    .where(and(eq(moderationCases.id, caseId), isNull(moderationCases.reviewedAt)));

  const [reports, evidence, photos, introductions] = await Promise.all([
    queryRows<{
      id: string;
      reason: CaseDetail["reports"][number]["reason"];
      details: string;
      target: "member" | "message" | "photo";
      createdAt: Date | string;
      reporterName: string;
      reporterSince: Date | string;
      circleFriends: number;
      dismissedReports: number;
    }>(
      db,
      sql`select r.id, r.reason, r.details,
                 case when r.target_photo_id is not null then 'photo'
                      when r.target_message_id is not null or exists (
                        select 1 from moderation_evidence e
                         where e.report_id = r.id and e.reported_message_id is not null)
                      then 'message' else 'member' end as target,
                 r.created_at as "createdAt", rp.name as "reporterName",
                 rp.created_at as "reporterSince",
                 ${circleFriendsSql(sql`r.reporter_id`)} as "circleFriends",
                 ${dismissedReportsSql(sql`r.reporter_id`)} as "dismissedReports"
            from reports r join profiles rp on rp.id = r.reporter_id
           where r.case_id = ${caseId}
           order by r.created_at, r.id`,
    ),
    db
      .select()
      .from(moderationEvidence)
      .where(eq(moderationEvidence.caseId, caseId))
      .orderBy(asc(moderationEvidence.capturedAt), asc(moderationEvidence.id)),
    db
      .select({
        id: moderationEvidencePhotos.photoId,
        width: moderationEvidencePhotos.width,
        height: moderationEvidencePhotos.height,
        placeholder: moderationEvidencePhotos.placeholder,
        live: sql<boolean>`exists (select 1 from photos p where p.id = ${moderationEvidencePhotos.photoId}
          and p.owner_id = ${row.memberId} and p.status <> 'removed')`,
      })
      .from(moderationEvidencePhotos)
      .where(eq(moderationEvidencePhotos.caseId, caseId))
      .orderBy(asc(moderationEvidencePhotos.capturedAt), asc(moderationEvidencePhotos.position)),
    introductionsOf(db, row.memberId),
  ]);
  const ids = evidence.flatMap((e) => (e.messages as Evidence["messages"]).map((m) => m.id));
  const endorsementIds = evidence.flatMap((e) =>
    (e.endorsements as Evidence["endorsements"]).map((w) => w.id),
  );
  const [current] = await queryRows<{
    messages: string[];
    prompts: string[];
    endorsements: string[];
  }>(
    db,
    sql`select
      coalesce((select array_agg(id::text) from messages
                 where sender_id = ${row.memberId} and unsent_at is null
                   and id::text = any(${`{${ids.join(",")}}`}::text[])), '{}') as messages,
      coalesce((select array_agg(p->>'prompt') from profiles, jsonb_array_elements(prompts) p
                 where id = ${row.memberId}), '{}') as prompts,
      coalesce((select array_agg(id::text) from endorsements
                 where member_id = ${row.memberId} and status = 'approved'
                   and id::text = any(${`{${endorsementIds.join(",")}}`}::text[])), '{}')
        as endorsements`,
  );
  const liveMessages = new Set(current?.messages ?? []);
  const liveEndorsements = new Set(current?.endorsements ?? []);

  const openedAt = new Date(row.openedAt);
  return {
    id: row.id,
    status: row.status,
    outcome: row.outcome,
    member: { id: row.memberId, name: row.name, deleted: row.deleted },
    hold: row.hold,
    openedAt: openedAt.toISOString(),
    dueAt: dueAt(openedAt).toISOString(),
    overdue: row.overdue,
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      target: r.target,
      createdAt: new Date(r.createdAt).toISOString(),
      reporter: {
        name: r.reporterName,
        accountDays: Math.floor((now.getTime() - new Date(r.reporterSince).getTime()) / 86_400_000),
        circleFriends: r.circleFriends,
        dismissedReports: r.dismissedReports,
      },
    })),
    evidence: evidence.map((e) => ({
      id: e.id,
      capturedAt: e.capturedAt.toISOString(),
      profile: e.profile as Evidence["profile"],
      reportedMessageId: e.reportedMessageId,
      messages: (e.messages as Omit<Evidence["messages"][number], "live">[]).map((m) => ({
        ...m,
        live: liveMessages.has(m.id),
      })),
      endorsements: (e.endorsements as Omit<Evidence["endorsements"][number], "live">[]).map(
        (w) => ({ ...w, live: liveEndorsements.has(w.id) }),
      ),
    })),
    photos: photos.map((p) => ({ ...p, src: evidencePhotoUrl(caseId, p.id) })),
    introductions,
    livePrompts: current?.prompts ?? [],
  };
}

/** The bytes of a photo kept with a case, or 404. */
export async function readEvidencePhoto(
  { db }: Pick<ServiceContext, "db">,
  { caseId, photoId }: { caseId: string; photoId: string },
): Promise<{ bytes: Buffer; contentType: string }> {
  const [row] = await db
    .select({
      bytes: moderationEvidencePhotos.bytes,
      contentType: moderationEvidencePhotos.contentType,
    })
    .from(moderationEvidencePhotos)
    .where(
      and(
        eq(moderationEvidencePhotos.caseId, caseId),
        eq(moderationEvidencePhotos.photoId, photoId),
      ),
    );
  if (!row) throw new NotFoundError("Photo");
  return row;
}
