import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { session } from "../db/schema";

/**
 * Signs the member out everywhere, inside the caller's transaction (a suspension or a ban): the
 * rows go, and the database's revocation notice reaches every process's session cache.
 */
export async function endSessionsOf(tx: Db, memberId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, memberId));
}
