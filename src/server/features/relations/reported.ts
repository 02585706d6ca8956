import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { messages, reports } from "../../db/schema";

/**
 * A condition that holds while `reporterId` has not reported `member`: neither the member nor a
 * message they sent. A member someone reported is not offered to them again (Explore).
 */
export function notReportedBy(reporterId: string | AnyColumn | SQL, member: AnyColumn | SQL): SQL {
  // Two lookups rather than one with `or`: an `or` has the planner hash every message there is
  // to find the member's; this way the reporter's reports lead to their messages by key.
  return sql`not exists (
    select 1 from ${reports}
     where ${reports.reporterId} = ${reporterId} and ${reports.targetProfileId} = ${member})
    and not exists (
    select 1 from ${reports} join ${messages} on ${messages.id} = ${reports.targetMessageId}
     where ${reports.reporterId} = ${reporterId} and ${messages.senderId} = ${member})`;
}
