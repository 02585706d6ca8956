import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod";
import type { GuestContext } from "../../http/context";
import type { Db } from "../../db/client";
import { heartPayments } from "../../db/schema";
import { AppError } from "../../http/errors";
import { publish } from "../../realtime/publish";
import { recordCredit, takeBackHearts } from "./ledger";
import { paymentRefundedReason, purchaseReason } from "./reasons";
import { PaymentsOffError, stripeErrorForLog, stripeOf } from "./stripe-client";

/** The webhook's signature is missing, stale or not made with our secret: nothing was done. */
export class BadSignatureError extends AppError {
  constructor() {
    super(400, "bad_signature", "The webhook's signature did not verify.");
  }
}

/** A signed event whose object lacks what Vouch reads from it: nothing was done. */
export class UnreadableEventError extends AppError {
  constructor() {
    super(400, "unreadable_event", "The webhook's event is not one Vouch can read.");
  }
}

const stripeId = z.string().min(1).max(255);
const expandable = z.union([stripeId, z.object({ id: stripeId }), z.null()]).optional();

/** What a Checkout session's event must hold to be acted on. */
const sessionFields = z.object({
  id: stripeId,
  payment_status: z.string(),
  amount_total: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_intent: expandable,
});

/** What a refunded charge's event must hold to be acted on. */
const chargeFields = z.object({
  amount: z.number().int().positive(),
  amount_refunded: z.number().int().min(0),
  refunded: z.boolean(),
  payment_intent: expandable,
  receipt_url: z.string().nullable().optional(),
});

function fieldsOf<T extends z.ZodType>(schema: T, object: unknown): z.infer<T> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) throw new UnreadableEventError();
  return parsed.data;
}

/** A receipt's address, kept only as an https link: it becomes an href on the member's screen. */
const httpsOrNull = (url: string | null | undefined) =>
  url && /^https:\/\/[^\s"'<>]+$/.test(url) && url.length <= 2000 ? url : null;

const idOf = (value: z.infer<typeof expandable>) =>
  typeof value === "string" ? value : (value?.id ?? null);

type Payment = typeof heartPayments.$inferSelect;

const dollars = (cents: number) => cents / 100;

/** The paid charge's receipt, asked of Stripe; null (and logged) when it can't be had now. */
async function receiptOf({ env, logger }: GuestContext, sessionId: string): Promise<string | null> {
  try {
    const session = await stripeOf(env.stripe!).checkout.sessions.retrieve(sessionId, {
      expand: ["payment_intent.latest_charge"],
    });
    const intent = session.payment_intent;
    const charge = typeof intent === "object" ? intent?.latest_charge : null;
    return typeof charge === "object" ? httpsOrNull(charge?.receipt_url) : null;
  } catch (error) {
    logger.warn({ err: stripeErrorForLog(error) }, "receipt of a paid top-up not fetched");
    return null;
  }
}

async function paymentBySession(db: Db, sessionId: string): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(heartPayments)
    .where(eq(heartPayments.checkoutSessionId, sessionId));
  return payment;
}

/**
 * A paid Checkout session: its hearts are credited once. The move from 'open' is a conditional
 * update, so a replayed or concurrent delivery finds nothing to move and credits nothing; the
 * ledger's key per session is the backstop. A paid amount or currency other than the package's
 * credits nothing and marks the payment 'rejected'.
 */
export async function creditPaidCheckout(ctx: GuestContext, object: Stripe.Checkout.Session) {
  const { db, logger, now } = ctx;
  const session = fieldsOf(sessionFields, object);
  if (session.payment_status !== "paid") return;
  const known = await paymentBySession(db, session.id);
  if (!known) {
    // Another product's payment on the same Stripe account, say: not ours to credit.
    logger.warn(
      { paymentOf: "unknown Checkout session" },
      "a paid Checkout session Vouch didn't start",
    );
    return;
  }
  const needsReceipt = known.status === "open" || (known.status === "paid" && !known.receiptUrl);
  const receiptUrl = needsReceipt ? await receiptOf(ctx, session.id) : null;
  const paymentIntentId = idOf(session.payment_intent);
  const matches = session.amount_total === known.amount && session.currency === known.currency;

  await db.transaction(async (tx) => {
    const [payment] = await tx
      .update(heartPayments)
      .set({
        status: matches ? "paid" : "rejected",
        paymentIntentId,
        paidAt: now,
        receiptUrl: sql`coalesce(${heartPayments.receiptUrl}, ${receiptUrl})`,
      })
      .where(and(eq(heartPayments.id, known.id), eq(heartPayments.status, "open")))
      .returning();
    if (!payment) {
      // Delivered before: only a receipt that couldn't be had then is added.
      if (receiptUrl) {
        await tx
          .update(heartPayments)
          .set({ receiptUrl })
          .where(and(eq(heartPayments.id, known.id), sql`${heartPayments.receiptUrl} is null`));
        await publish(tx, { type: "hearts.earned", to: [known.profileId] });
      }
      return;
    }
    if (!matches) {
      logger.error(
        { paymentId: payment.id, expected: payment.amount, paid: session.amount_total },
        "a paid top-up's amount or currency is not its package's: nothing credited",
      );
      return;
    }
    const { row } = await recordCredit(tx, {
      profileId: payment.profileId,
      amount: payment.hearts,
      type: "purchase",
      reason: purchaseReason(payment.hearts, dollars(payment.amount)),
      idempotencyKey: `stripe:${session.id}`,
    });
    await tx
      .update(heartPayments)
      .set({ creditTransactionId: row.id })
      .where(eq(heartPayments.id, payment.id));
    await publish(tx, { type: "hearts.earned", to: [payment.profileId] });
    logger.info({ paymentId: payment.id, hearts: payment.hearts }, "paid top-up credited");
  });
}

/**
 * A refund in Stripe: the share of the hearts it pays back is taken back, never below zero (the
 * rest is owed). The charge's refunded total is cumulative, so a replay or a second partial
 * refund takes only what no earlier delivery took.
 */
export async function takeBackRefund(ctx: GuestContext, object: Stripe.Charge) {
  const { db, logger } = ctx;
  const charge = fieldsOf(chargeFields, object);
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return;
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(heartPayments)
      .where(
        and(
          eq(heartPayments.paymentIntentId, paymentIntentId),
          inArray(heartPayments.status, ["paid", "refunded"]),
        ),
      )
      .for("update");
    if (!payment) {
      logger.warn({ paymentOf: "unknown charge" }, "a refund for no credited top-up");
      return;
    }
    const whole = charge.refunded || charge.amount_refunded >= charge.amount;
    const due = whole
      ? payment.hearts
      : Math.min(
          payment.hearts,
          Math.floor((payment.hearts * charge.amount_refunded) / charge.amount),
        );
    const more = due - payment.refundedHearts;
    if (more <= 0) return;
    const { taken, owed } = await takeBackHearts(tx, {
      profileId: payment.profileId,
      amount: more,
      reason: paymentRefundedReason(payment.hearts, dollars(payment.amount)),
    });
    await tx
      .update(heartPayments)
      .set({
        refundedHearts: due,
        status: due >= payment.hearts ? "refunded" : "paid",
        receiptUrl: sql`coalesce(${heartPayments.receiptUrl}, ${httpsOrNull(charge.receipt_url)})`,
      })
      .where(eq(heartPayments.id, payment.id));
    await publish(tx, { type: "hearts.earned", to: [payment.profileId] });
    logger.info({ paymentId: payment.id, taken, owed }, "refunded top-up taken back");
  });
}

/**
 * Stripe's webhook: the event is read only through its signature over the body as sent
 * (BadSignatureError otherwise); the events Vouch acts on are handled, any other is
 * acknowledged and ignored.
 */
export async function receiveStripeEvent(
  ctx: GuestContext,
  { payload, signature }: { payload: string; signature: string | undefined },
): Promise<void> {
  const settings = ctx.env.stripe;
  if (!settings) throw new PaymentsOffError();
  if (!signature) throw new BadSignatureError();
  let event: Stripe.Event;
  try {
    event = stripeOf(settings).webhooks.constructEvent(payload, signature, settings.webhookSecret);
  } catch {
    throw new BadSignatureError();
  }
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return creditPaidCheckout(ctx, event.data.object);
    case "charge.refunded":
      return takeBackRefund(ctx, event.data.object);
    default:
      return;
  }
}
