import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { heartTransactionTypeEnum } from "./enums";
import { events } from "./events";
import { profiles } from "./profile";

// The hearts ledger: every balance change is one row; amount is signed (spends are negative).
export const heartTransactions = pgTable(
  "heart_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    type: heartTransactionTypeEnum("type").notNull(),
    reason: text("reason").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** The event a deposit or refund is for, so the history can link to it. */
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "heart_transactions_sign",
      sql`(${t.type} = 'spend' and ${t.amount} < 0) or (${t.type} <> 'spend' and ${t.amount} > 0)`,
    ),
    check("heart_transactions_balance_non_negative", sql`${t.balanceAfter} >= 0`),
    unique("heart_transactions_idempotency").on(t.profileId, t.idempotencyKey),
    index("heart_transactions_profile_idx").on(t.profileId, t.id),
  ],
);

/**
 * A paid top-up through Stripe Checkout: made when the member is sent to Checkout, credited once
 * by the signed webhook (its status moves from 'open' exactly once), taken back by a refund.
 */
export const heartPayments = pgTable(
  "heart_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    packageId: text("package_id").notNull(),
    hearts: integer("hearts").notNull(),
    /** What the package costs, in cents of `currency`: the webhook's amount must match it. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull(),
    /** open → paid (credited) → refunded; 'rejected' when the paid amount didn't match. */
    status: text("status").notNull().default("open"),
    paymentIntentId: text("payment_intent_id"),
    receiptUrl: text("receipt_url"),
    creditTransactionId: bigint("credit_transaction_id", { mode: "number" }).references(
      () => heartTransactions.id,
      { onDelete: "set null" },
    ),
    /** Hearts refunds took back so far, those owed as a debt included. */
    refundedHearts: integer("refunded_hearts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    unique("heart_payments_checkout_session").on(t.checkoutSessionId),
    unique("heart_payments_payment_intent").on(t.paymentIntentId),
    check("heart_payments_status", sql`${t.status} in ('open', 'paid', 'refunded', 'rejected')`),
    check("heart_payments_refunded_hearts", sql`${t.refundedHearts} between 0 and ${t.hearts}`),
    index("heart_payments_profile_idx").on(t.profileId, t.createdAt),
  ],
);
