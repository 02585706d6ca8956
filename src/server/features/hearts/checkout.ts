import { randomUUID } from "node:crypto";
import { APP_PATHS } from "#shared/app-paths";
import { heartPackage, HEARTS_CURRENCY, priceInCents } from "#shared/constants";
import type { CheckoutInput, CheckoutResult } from "#shared/schemas/hearts";
import type { ServiceContext } from "../../http/context";
import { heartPayments } from "../../db/schema";
import {
  PaymentServiceError,
  PaymentsOffError,
  stripeErrorForLog,
  stripeOf,
} from "./stripe-client";

/** Where Stripe Checkout sends the member back: the hearts screen, saying how it went. */
export const checkoutReturnUrls = (baseURL: string, paymentId: string) => ({
  success_url: `${baseURL}${APP_PATHS.hearts}?payment=paid&ref=${paymentId}`,
  cancel_url: `${baseURL}${APP_PATHS.hearts}?payment=cancelled`,
});

/**
 * Starts a paid top-up: a Stripe Checkout session for the package at its one price, and its
 * payment row, waiting for the webhook that credits it. The row is written before the page's
 * address is given out, so every session a member can pay has one.
 */
export async function startCheckout(
  { db, env, logger, baseURL, userId }: ServiceContext,
  { packageId }: CheckoutInput,
): Promise<CheckoutResult> {
  if (!env.stripe) throw new PaymentsOffError();
  const pkg = heartPackage(packageId);
  const paymentId = randomUUID();
  const amount = priceInCents(pkg);
  let session;
  try {
    session = await stripeOf(env.stripe).checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: HEARTS_CURRENCY,
              unit_amount: amount,
              product_data: { name: `${pkg.hearts} hearts` },
            },
          },
        ],
        client_reference_id: userId,
        metadata: { paymentId, packageId: pkg.id },
        ...checkoutReturnUrls(baseURL, paymentId),
      },
      { idempotencyKey: `checkout:${paymentId}` },
    );
  } catch (error) {
    logger.warn({ err: stripeErrorForLog(error) }, "Stripe Checkout session not created");
    throw new PaymentServiceError();
  }
  if (!session.url) throw new PaymentServiceError();
  await db.insert(heartPayments).values({
    id: paymentId,
    profileId: userId,
    packageId: pkg.id,
    hearts: pkg.hearts,
    amount,
    currency: HEARTS_CURRENCY,
    checkoutSessionId: session.id,
  });
  return { url: session.url };
}
