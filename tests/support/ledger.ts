import { eq, sql } from "drizzle-orm";
import { profiles } from "../../src/server/db/schema";
import type { TestApp } from "./test-app";

/**
 * A member's hearts as the ledger invariant sees them: the balance on the profile, the sum of
 * their ledger rows (the two must agree) and how many rows there are.
 */
export async function ledgerOf(app: TestApp, profileId: string) {
  const [row] = await app.db
    .select({
      balance: profiles.heartsBalance,
      sum: sql<number>`(select coalesce(sum(amount), 0)::int from heart_transactions where profile_id = ${profileId})`,
      rows: sql<number>`(select count(*)::int from heart_transactions where profile_id = ${profileId})`,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row!;
}
