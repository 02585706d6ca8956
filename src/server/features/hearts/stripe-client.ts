import Stripe from "stripe";
import type { StripeSettings } from "../../process/env";
import { AppError, ConflictError } from "../../http/errors";

const clients = new WeakMap<StripeSettings, Stripe>();

/** The stripe library's client for these settings, made once per process. */
export function stripeOf(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    const base = settings.apiBase;
    const protocol = base?.protocol === "http:" ? "http" : "https";
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: "Vouch" },
      ...(base && {
        host: base.hostname,
        port: base.port || (protocol === "http" ? 80 : 443),
        protocol,
      }),
    });
    clients.set(settings, client);
  }
  return client;
}

/** No Stripe keys on this server: top-ups are the simulated demo. */
export class PaymentsOffError extends AppError {
  constructor() {
    super(404, "payments_off", "Paying for hearts isn't set up here: top-ups are a demo.");
  }
}

/** Stripe keys are set: hearts are bought through Checkout and credited by its webhook only. */
export class PaidTopUpsOnlyError extends ConflictError {
  constructor() {
    super("Hearts are paid for through checkout here. Please start again.", "paid_top_ups_only");
  }
}

/** Stripe didn't take the call (down, slow, or refused our key). */
export class PaymentServiceError extends AppError {
  constructor() {
    super(
      502,
      "payment_service_unavailable",
      "The payment service didn't answer. Please try again.",
    );
  }
}

/** What of a stripe library error may be logged: its kind and code, never the request. */
export function stripeErrorForLog(error: unknown) {
  if (error instanceof Stripe.errors.StripeError)
    return { type: error.type, code: error.code, status: error.statusCode };
  return { type: error instanceof Error ? error.name : typeof error };
}
