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
