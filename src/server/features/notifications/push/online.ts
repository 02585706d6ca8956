import { sql, type SQL } from "drizzle-orm";

/**
 * SEAM (issue 31, merge with the email slice): whether the member (an SQL expression for their
 * id) has Vouch open, a live stream on any process. The email slice's `memberOnline`
 * (realtime/presence.ts, table live_presence) is the one home of that rule: on merge, this file
 * goes and deliveries.ts imports that. Until then nobody counts as online.
 */
export const memberOnline = (_memberId: SQL): SQL => sql`false`;
