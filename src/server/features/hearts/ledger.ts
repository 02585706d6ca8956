import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { heartTransactions, profiles } from "../../db/schema";
import { NotFoundError, RuleError } from "../../errors";

export class InsufficientHeartsError extends RuleError {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(
      `Insufficient hearts: you need ${needed} ${needed === 1 ? "heart" : "hearts"} and have ${balance}.`,
      "insufficient_hearts",
    );
  }
}

export interface LedgerEntry {
  profileId: string;
  amount: number;
  reason: string;
}

/**
 * Takes hearts inside the caller's transaction: a conditional update (never below zero, also
 * under concurrent spends) and its ledger row with balance_after, or InsufficientHeartsError.
 */
export async function spendHearts(tx: Db, { profileId, amount, reason }: LedgerEntry): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error("spend amount must be a positive integer");
  const [updated] = await tx
    .update(profiles)
    .set({ heartsBalance: sql`${profiles.heartsBalance} - ${amount}` })
    .where(and(eq(profiles.id, profileId), gte(profiles.heartsBalance, amount)))
    .returning({ balance: profiles.heartsBalance });
  if (!updated) {
    const [current] = await tx
      .select({ balance: profiles.heartsBalance })
      .from(profiles)
      .where(eq(profiles.id, profileId));
    if (!current) throw new NotFoundError("Profile");
    throw new InsufficientHeartsError(amount, current.balance);
  }
  await tx.insert(heartTransactions).values({
    profileId,
    amount: -amount,
    type: "spend",
    reason,
    balanceAfter: updated.balance,
  });
  return updated.balance;
}

/** Credits hearts inside the caller's transaction ('earn', or 'purchase' for top-ups). */
export async function creditHearts(
  tx: Db,
  { profileId, amount, reason, type = "earn", idempotencyKey }: LedgerEntry & {
    type?: "earn" | "purchase";
    idempotencyKey?: string;
  },
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error("credit amount must be a positive integer");
  const [updated] = await tx
    .update(profiles)
    .set({ heartsBalance: sql`${profiles.heartsBalance} + ${amount}` })
    .where(eq(profiles.id, profileId))
    .returning({ balance: profiles.heartsBalance });
  if (!updated) throw new NotFoundError("Profile");
  await tx.insert(heartTransactions).values({
    profileId,
    amount,
    type,
    reason,
    balanceAfter: updated.balance,
    idempotencyKey,
  });
  return updated.balance;
}

export const earnHearts = (tx: Db, entry: LedgerEntry) => creditHearts(tx, { ...entry, type: "earn" });
