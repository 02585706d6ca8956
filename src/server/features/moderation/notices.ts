import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { MyReports, ReportStatus, Warnings } from "#shared/schemas/moderation";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { moderationWarnings } from "../../db/schema";
import { NotFoundError } from "../../http/errors";
import { caseUpheld } from "./upheld";

/** The member's warnings not yet acknowledged, oldest first. */
export async function openWarnings({
  db,
  userId,
}: Pick<ServiceContext, "db" | "userId">): Promise<Warnings> {
  const rows = await db
    .select({
      id: moderationWarnings.id,
      reason: moderationWarnings.reason,
      createdAt: moderationWarnings.createdAt,
    })
    .from(moderationWarnings)
    .where(and(eq(moderationWarnings.memberId, userId), isNull(moderationWarnings.acknowledgedAt)))
    .orderBy(asc(moderationWarnings.createdAt));
  return {
    warnings: rows.map((r) => ({
      id: r.id,
      reason: r.reason as Warnings["warnings"][number]["reason"],
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The member has read the warning: it isn't shown again (twice changes nothing). */
export async function acknowledgeWarning(
  { db, userId, now }: Pick<ServiceContext, "db" | "userId" | "now">,
  warningId: string,
): Promise<void> {
  const [row] = await db
    .update(moderationWarnings)
    .set({
      acknowledgedAt: sql`coalesce(${moderationWarnings.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(moderationWarnings.id, warningId), eq(moderationWarnings.memberId, userId)))
    .returning({ id: moderationWarnings.id });
  if (!row) throw new NotFoundError("Warning");
}

/**
 * Where a reported case stands, for its reporter: never what was done. Received until a
 * moderator opens it; an event's report, with no case, stays received. A decision a second
 * moderator overturned on appeal found no violation after all.
 */
export const reportStatusSql = sql`case
    when c.id is null or (c.status = 'open' and c.reviewed_at is null) then 'received'
    when c.status = 'open' then 'under_review'
    when ${caseUpheld("c")} then 'action_taken'
    else 'no_violation' end`;

/** The member's own reports, newest first, each with its status. */
export async function myReports({
  db,
  userId,
}: Pick<ServiceContext, "db" | "userId">): Promise<MyReports> {
  const rows = await queryRows<{
    id: string;
    reason: MyReports["reports"][number]["reason"];
    about: string | null;
    createdAt: Date | string;
    status: ReportStatus;
  }>(
    db,
    sql`select r.id, r.reason, r.created_at as "createdAt", ${reportStatusSql} as status,
               coalesce(p.name, e.title) as about
          from reports r
          left join moderation_cases c on c.id = r.case_id
          left join profiles p on p.id = c.member_id
          left join events e on e.id = r.target_event_id
         where r.reporter_id = ${userId}
         order by r.created_at desc, r.id
         limit 100`,
  );
  return {
    reports: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      about: r.about ?? "Something since removed",
      createdAt: new Date(r.createdAt).toISOString(),
      status: r.status,
    })),
  };
}
