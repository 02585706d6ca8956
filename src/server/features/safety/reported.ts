import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { messages, reports } from "../../db/schema";

/**
 * A condition that holds while `reporterId` has not reported `member`: neither the member nor a
 * message they sent. A member someone reported is not offered to them again (Explore).
 */
export function notReportedBy(reporterId: string, member: AnyColumn | SQL): SQL {
  return sql`not exists (
    select 1 from ${reports}
     where ${reports.reporterId} = ${reporterId}
       and (${reports.targetProfileId} = ${member}
         or ${reports.targetMessageId} in (
              select ${messages.id} from ${messages} where ${messages.senderId} = ${member})))`;
}
