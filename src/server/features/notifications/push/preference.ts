import { sql, type SQL } from "drizzle-orm";
import { notifications } from "../../../db/schema";
import { NOTIFICATION_KINDS } from "../../../../shared/schemas/notifications";
import { defaultPushMode } from "../../../../shared/schemas/push";

/**
 * SEAM (issue 31, merge with the email slice): how a notification row goes out by push. The
 * email slice keeps each member's choice per kind and channel (`deliveryModeOf(channel)` in
 * preferences.ts, table notification_preferences); with 'push' among its channels this becomes
 * `deliveryModeOf("push")`. Until then, every member has the defaults.
 */
export function pushModeOf(): SQL {
  const defaults = sql.join(
    NOTIFICATION_KINDS.map((k) => sql`when ${k} then ${defaultPushMode(k)}`),
    sql` `,
  );
  return sql`(case ${notifications.kind} ${defaults} end)`;
}
