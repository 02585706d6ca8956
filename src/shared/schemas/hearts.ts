import { z } from "zod";
import { HEART_PACKAGES, type HeartPackageId } from "../constants";

const packageIds = HEART_PACKAGES.map((p) => p.id) as [HeartPackageId, ...HeartPackageId[]];

export const topUpSchema = z.strictObject({
  packageId: z.enum(packageIds, { error: "Choose a hearts package" }),
  /** Made once per purchase by the client, so a retry or a double click credits once. */
  idempotencyKey: z
    .string({ error: "A payment key is required" })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, "The payment key must be 8–100 letters, digits, - or _"),
});
export type TopUpInput = z.infer<typeof topUpSchema>;

/** A paid top-up: the package; the server makes a Stripe Checkout session for it. */
export const checkoutSchema = z.strictObject({
  packageId: z.enum(packageIds, { error: "Choose a hearts package" }),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const HEART_TRANSACTION_TYPES = ["earn", "spend", "purchase"] as const;
export type HeartTransactionType = (typeof HEART_TRANSACTION_TYPES)[number];

// What the server sends back.

export const heartTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(HEART_TRANSACTION_TYPES),
  reason: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  eventId: z.string().nullable().describe("The event a deposit, refund or reward is for"),
  refund: z.boolean().describe("A deposit given back (an earn row that is a refund, not earned)"),
  paymentId: z
    .string()
    .nullable()
    .describe("The paid top-up (Stripe Checkout) this purchase credited, for its return page"),
  receiptUrl: z.string().nullable().describe("Stripe's receipt for a paid top-up"),
});
export type TransactionView = z.infer<typeof heartTransactionSchema>;

/** How a top-up is paid: through Stripe Checkout, or simulated (no keys: demo mode). */
export const TOP_UP_MODES = ["stripe", "demo"] as const;

export const walletSchema = z.object({
  balance: z.number().int(),
  debt: z
    .number()
    .int()
    .describe("Hearts a refund took back that the balance couldn't cover; credits pay it first"),
  topUpMode: z.enum(TOP_UP_MODES),
  transactions: z.array(heartTransactionSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const topUpResultSchema = z.object({
  balance: z.number().int(),
  transaction: heartTransactionSchema,
});
export type TopUpResult = z.infer<typeof topUpResultSchema>;

export const checkoutResultSchema = z.object({
  url: z.string().describe("Stripe Checkout's page for this payment: the browser goes there"),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;
