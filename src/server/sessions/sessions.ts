import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/**
 * Signs the member out everywhere, inside the caller's transaction (a suspension or a ban): the
 * rows go, and the database's revocation notice reaches every process's session cache.
 */
export async function endSessionsOf(tx: Db, memberId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, memberId));
}

/**
 * What /api/session shows of the member (name, main photo) changed without their profile row
 * changing: every process's kept summary is dropped, as a profile update's trigger would.
 */
export async function memberSummaryChanged(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_notify('member_changed', ${memberId})`);
}
