import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { heartTransactions, profiles } from "../../db/schema";
import { AppError, NotFoundError, RuleError } from "../../http/errors";
import { LEDGER_REASON } from "./reasons";
import { msg } from "#shared/message";

export class InsufficientHeartsError extends RuleError {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(
      msg(
        "Insufficient hearts: you need {needed, plural, one {# heart} other {# hearts}} and have {balance}.",
        { needed, balance },
      ),
      "insufficient_hearts",
    );
  }
}

/** A credit whose idempotency key this member already used: the transaction is rolled back. */
export class DuplicateCreditError extends AppError {
  constructor(readonly idempotencyKey: string) {
    super(409, "duplicate_credit", "This payment was already processed.");
  }
}

export interface LedgerEntry {
  profileId: string;
  amount: number;
  reason: string;
  /** The event a deposit or refund is for. */
  eventId?: string;
}

export type HeartTransaction = typeof heartTransactions.$inferSelect;

function checkEntry({ amount, reason }: LedgerEntry) {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error("hearts amount must be a positive integer");
  if (!reason.trim()) throw new Error("a hearts transaction needs a reason");
}

/**
 * Takes hearts inside the caller's transaction: a conditional update (never below zero, also
 * under concurrent spends) and its ledger row with balance_after, or InsufficientHeartsError.
 * Returns the new balance.
 */
export async function spendHearts(tx: Db, entry: LedgerEntry): Promise<number> {
  checkEntry(entry);
  const { profileId, amount, reason, eventId } = entry;
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
    eventId,
  });
  return updated.balance;
}

export interface CreditEntry extends LedgerEntry {
  type?: "earn" | "purchase";
  /** At most one row per member and key; a repeat throws DuplicateCreditError. */
  idempotencyKey?: string;
}

/** A credit's ledger row, and the balance once any debt was paid from it. */
export interface RecordedCredit {
  row: HeartTransaction;
  balance: number;
}

/**
 * Pays the member's debt (hearts a refund couldn't take back) from their balance, as far as it
 * reaches, with a 'spend' row. `balance` and `debt` are the locked row's current values.
 */
async function payDebt(tx: Db, profileId: string, balance: number, debt: number) {
  const paid = Math.min(balance, debt);
  if (paid <= 0) return balance;
  const [after] = await tx
    .update(profiles)
    .set({
      heartsBalance: sql`${profiles.heartsBalance} - ${paid}`,
      heartsDebt: sql`${profiles.heartsDebt} - ${paid}`,
    })
    .where(eq(profiles.id, profileId))
    .returning({ balance: profiles.heartsBalance });
  await tx.insert(heartTransactions).values({
    profileId,
    amount: -paid,
    type: "spend",
    reason: LEDGER_REASON.debtPaid,
    balanceAfter: after!.balance,
  });
  return after!.balance;
}

/** Like creditHearts, but returns the ledger row it wrote, and the balance after any debt. */
export async function recordCredit(tx: Db, entry: CreditEntry): Promise<RecordedCredit> {
  checkEntry(entry);
  const { profileId, amount, reason, type = "earn", idempotencyKey, eventId } = entry;
  // The update locks the member's row first, so a concurrent credit with the same key waits
  // here and then finds the committed row below.
  const [updated] = await tx
    .update(profiles)
    .set({ heartsBalance: sql`${profiles.heartsBalance} + ${amount}` })
    .where(eq(profiles.id, profileId))
    .returning({ balance: profiles.heartsBalance, debt: profiles.heartsDebt });
  if (!updated) throw new NotFoundError("Profile");
  const [row] = await tx
    .insert(heartTransactions)
    .values({
      profileId,
      amount,
      type,
      reason,
      balanceAfter: updated.balance,
      idempotencyKey,
      eventId,
    })
    .onConflictDoNothing({
      target: [heartTransactions.profileId, heartTransactions.idempotencyKey],
    })
    .returning();
  if (!row) throw new DuplicateCreditError(idempotencyKey!);
  return { row, balance: await payDebt(tx, profileId, updated.balance, updated.debt) };
}

/**
 * Takes back up to `amount` hearts inside the caller's transaction, never below zero: what the
 * balance holds goes as a 'spend' row, the rest becomes the member's debt, which later credits
 * pay first. Returns what was taken and what is owed.
 */
export async function takeBackHearts(
  tx: Db,
  entry: LedgerEntry,
): Promise<{ taken: number; owed: number; balance: number }> {
  checkEntry(entry);
  const { profileId, amount, reason } = entry;
  const [current] = await tx
    .select({ balance: profiles.heartsBalance })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("update");
  if (!current) throw new NotFoundError("Profile");
  const taken = Math.min(current.balance, amount);
  const owed = amount - taken;
  const [after] = await tx
    .update(profiles)
    .set({
      heartsBalance: sql`${profiles.heartsBalance} - ${taken}`,
      heartsDebt: sql`${profiles.heartsDebt} + ${owed}`,
    })
    .where(eq(profiles.id, profileId))
    .returning({ balance: profiles.heartsBalance });
  if (taken > 0) {
    await tx.insert(heartTransactions).values({
      profileId,
      amount: -taken,
      type: "spend",
      reason,
      balanceAfter: after!.balance,
    });
  }
  return { taken, owed, balance: after!.balance };
}

/**
 * Credits hearts inside the caller's transaction ('earn', or 'purchase' for top-ups) with its
 * ledger row. Returns the new balance.
 */
export async function creditHearts(tx: Db, entry: CreditEntry): Promise<number> {
  return (await recordCredit(tx, entry)).balance;
}

export const earnHearts = (tx: Db, entry: LedgerEntry) =>
  creditHearts(tx, { ...entry, type: "earn" });
