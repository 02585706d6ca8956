import { sql, type SQL } from "drizzle-orm";
import { notifications, pushSubscriptions } from "../../db/schema";
import { deliveryModeOf } from "./preferences";

/**
 * A notification row goes out by push: meant for push at once, for a member with a device
 * subscribed before it. Email's "at once" leaves these to push (by push, else email).
 */
export const goesByPush: SQL = sql`(${deliveryModeOf("push")} = 'immediately'
  and exists (select 1 from ${pushSubscriptions}
               where ${pushSubscriptions.memberId} = ${notifications.memberId}
                 and ${pushSubscriptions.createdAt} <= ${notifications.createdAt}))`;
