import { setTimeout as sleep } from "node:timers/promises";
import { and, desc, eq } from "drizzle-orm";
import { heartPackage, TOP_UP_DELAY_MS, TRANSACTION_HISTORY_LIMIT } from "#shared/constants";
import type { TopUpInput, TopUpResult, TransactionView, Wallet } from "#shared/schemas/hearts";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import { heartPayments, heartTransactions, profiles } from "../../db/schema";
import { ConflictError, NotFoundError } from "../../http/errors";
import { DuplicateCreditError, recordCredit, type HeartTransaction } from "./ledger";
import { isRefund, purchaseReason } from "./reasons";
import { PaidTopUpsOnlyError } from "./stripe-client";

const toView = (
  row: HeartTransaction,
  payment: { paymentId: string | null; receiptUrl: string | null } | null = null,
): TransactionView => ({
  id: row.id,
  type: row.type,
  reason: row.reason,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  createdAt: row.createdAt.toISOString(),
  eventId: row.eventId,
  refund: isRefund(row),
  paymentId: payment?.paymentId ?? null,
  receiptUrl: payment?.receiptUrl ?? null,
});

async function balanceOf(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ balance: profiles.heartsBalance })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  if (!row) throw new NotFoundError("Profile");
  return row.balance;
}

/**
 * The balance, any debt, and the newest transactions: newest first, at most
 * TRANSACTION_HISTORY_LIMIT, a paid top-up's with its receipt.
 */
export async function getWallet({ db, env, userId: profileId }: ServiceContext): Promise<Wallet> {
  const [[account], rows] = await Promise.all([
    db
      .select({ balance: profiles.heartsBalance, debt: profiles.heartsDebt })
      .from(profiles)
      .where(eq(profiles.id, profileId)),
    db
      .select({
        row: heartTransactions,
        paymentId: heartPayments.id,
        receiptUrl: heartPayments.receiptUrl,
      })
      .from(heartTransactions)
      .leftJoin(heartPayments, eq(heartPayments.creditTransactionId, heartTransactions.id))
      .where(eq(heartTransactions.profileId, profileId))
      .orderBy(desc(heartTransactions.id))
      .limit(TRANSACTION_HISTORY_LIMIT),
  ]);
  if (!account) throw new NotFoundError("Profile");
  return {
    balance: account.balance,
    debt: account.debt,
    topUpMode: env.stripe ? "stripe" : "demo",
    transactions: rows.map(({ row, ...payment }) => toView(row, payment)),
  };
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
 * A simulated purchase (no Stripe keys: the demo): waits as a payment would, then credits the package once per key. A
 * repeat with the same key (double click, retry, concurrent request) gets the first result.
 */
export async function topUp(
  { db, env, userId: profileId }: ServiceContext,
  { paymentDelayMs = TOP_UP_DELAY_MS, ...input }: TopUpInput & { paymentDelayMs?: number },
): Promise<TopUpResult> {
  if (env.stripe) throw new PaidTopUpsOnlyError();
  const pkg = heartPackage(input.packageId);
  const earlier = await findByKey(db, profileId, input.idempotencyKey);
  if (earlier) return repeated(db, profileId, earlier, pkg.hearts);

  if (paymentDelayMs > 0) await sleep(paymentDelayMs);

  try {
    const { row, balance } = await db.transaction((tx) =>
      recordCredit(tx, {
        profileId,
        amount: pkg.hearts,
        type: "purchase",
        reason: purchaseReason(pkg.hearts, pkg.priceUsd),
        idempotencyKey: input.idempotencyKey,
      }),
    );
    return { balance, transaction: toView(row) };
  } catch (error) {
    if (!(error instanceof DuplicateCreditError)) throw error;
    const winner = await findByKey(db, profileId, input.idempotencyKey);
    if (!winner) throw error;
    return repeated(db, profileId, winner, pkg.hearts);
  }
}
