import { setTimeout as sleep } from "node:timers/promises";
import { and, desc, eq } from "drizzle-orm";
import { heartPackage, TOP_UP_DELAY_MS, TRANSACTION_HISTORY_LIMIT } from "#shared/constants";
import type { TopUpInput, TopUpResult, TransactionView, Wallet } from "#shared/schemas/hearts";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { heartTransactions, profiles } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../http/errors";
import { DuplicateCreditError, recordCredit, type HeartTransaction } from "./ledger";
import { isRefund, purchaseReason } from "./reasons";

const toView = (row: HeartTransaction): TransactionView => ({
  id: row.id,
  type: row.type,
  reason: row.reason,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  createdAt: row.createdAt.toISOString(),
  eventId: row.eventId,
  refund: isRefund(row),
});

async function balanceOf(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ balance: profiles.heartsBalance })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!row) throw new NotFoundError("Profile");
  return row.balance;
}

/** The balance and the newest transactions: newest first, at most TRANSACTION_HISTORY_LIMIT. */
export async function getWallet({ db, userId: profileId }: ServiceContext): Promise<Wallet> {
  const [balance, rows] = await Promise.all([
    balanceOf(db, profileId),
    db
      .select()
      .from(heartTransactions)
      .where(eq(heartTransactions.profileId, profileId))
      .orderBy(desc(heartTransactions.id))
      .limit(TRANSACTION_HISTORY_LIMIT),
  ]);
  return { balance, transactions: rows.map(toView) };
}

async function findByKey(db: Db, profileId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(heartTransactions)
    .where(
      and(
        eq(heartTransactions.profileId, profileId),
        eq(heartTransactions.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

async function repeated(db: Db, profileId: string, row: HeartTransaction, hearts: number) {
  if (row.type !== "purchase" || row.amount !== hearts) {
    throw new ConflictError(
      "This payment was already used for another purchase. Please start again.",
      "idempotency_key_reused",
    );
  }
  return { balance: await balanceOf(db, profileId), transaction: toView(row) };
}

/**
 * A simulated purchase: waits as a payment would, then credits the package once per key. A
 * repeat with the same key (double click, retry, concurrent request) gets the first result.
 */
export async function topUp(
  { db, userId: profileId }: ServiceContext,
  { paymentDelayMs = TOP_UP_DELAY_MS, ...input }: TopUpInput & { paymentDelayMs?: number },
): Promise<TopUpResult> {
  const pkg = heartPackage(input.packageId);
  const earlier = await findByKey(db, profileId, input.idempotencyKey);
  if (earlier) return repeated(db, profileId, earlier, pkg.hearts);

  if (paymentDelayMs > 0) await sleep(paymentDelayMs);

  try {
    const row = await db.transaction((tx) =>
      recordCredit(tx, {
        profileId,
        amount: pkg.hearts,
        type: "purchase",
        reason: purchaseReason(pkg.hearts, pkg.priceUsd),
        idempotencyKey: input.idempotencyKey,
      }),
    );
    return { balance: row.balanceAfter, transaction: toView(row) };
  } catch (error) {
    if (!(error instanceof DuplicateCreditError)) throw error;
    const winner = await findByKey(db, profileId, input.idempotencyKey);
    if (!winner) throw error;
    return repeated(db, profileId, winner, pkg.hearts);
  }
}
