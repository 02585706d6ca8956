import { sql } from "drizzle-orm";
import { REPORT_SEVERITY } from "#shared/options";
import type { HoldKind, Queue } from "#shared/schemas/moderation";
import type { ServiceContext } from "../../http/context";
import { queryRows } from "../../db/client";
import { photosToReview } from "../photos";
import { pendingAppeals } from "./appeals";
import { dueAt, overdueSql, standingSql } from "./standing";

/** How many open cases the queue shows at once. */
const QUEUE_MAX = 200;

/**
 * The open cases, in the order a moderator should take them: overdue first (past the 24-hour
 * promise), then by severity, by how established the reporters are, oldest first. And the
 * appeals waiting for an answer, oldest first; and the photos screening held, oldest first.
 */
export async function readQueue({
  db,
  now,
  userId,
}: Pick<ServiceContext, "db" | "now" | "userId">): Promise<Queue> {
  const rows = await queryRows<{
    id: string;
    memberId: string;
    name: string;
    deleted: boolean;
    severity: number;
    openedAt: Date | string;
    reports: number;
    hold: HoldKind | null;
    standing: number;
    overdue: boolean;
  }>(
    db,
    sql`select * from (
      select c.id, c.member_id as "memberId", p.name, p.deleted_at is not null as deleted,
             c.severity, c.opened_at as "openedAt", c.hold,
             (select count(distinct r.reporter_id)::int from reports r where r.case_id = c.id) as reports,
             coalesce((select max(${standingSql(sql`r.reporter_id`, sql`rp.created_at`, now)})::int
                         from reports r join profiles rp on rp.id = r.reporter_id
                        where r.case_id = c.id), 0) as standing,
             ${overdueSql(sql`c.opened_at`, now)} as overdue
        from moderation_cases c join profiles p on p.id = c.member_id
       where c.status = 'open' and c.member_id <> ${userId}) q
     order by overdue desc, severity, standing desc, "openedAt", id
     limit ${QUEUE_MAX}`,
  );
  return {
    appeals: await pendingAppeals({ db, userId }, QUEUE_MAX),
    photos: await photosToReview(db),
    cases: rows.map((row) => {
      const openedAt = new Date(row.openedAt);
      return {
        id: row.id,
        member: { id: row.memberId, name: row.name, deleted: row.deleted },
        reason: REPORT_SEVERITY[row.severity]!,
        reports: row.reports,
        hold: row.hold,
        openedAt: openedAt.toISOString(),
        dueAt: dueAt(openedAt).toISOString(),
        overdue: row.overdue,
        standing: row.standing,
      };
    }),
  };
}
