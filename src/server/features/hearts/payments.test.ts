import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "#shared/i18n/i18n";
import type { CheckoutResult, Wallet } from "#shared/schemas/hearts";
import { PAYMENT_TEXT } from "#shared/texts";
import { heartPayments, profiles } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { ledgerOf } from "#tests/support/ledger";
import { StripeStandIn } from "#tests/support/stripe-stand-in";
import { isPostgres } from "#tests/support/test-db";
import { earnHearts, spendHearts } from "./ledger";

const env: Record<string, string> = {};
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await StripeStandIn.start();
  Object.assign(env, stripe.env);
});
const t = useTestApp(env);
afterAll(() => stripe.close());

const WEBHOOK = "/api/hearts/stripe-webhook";

function deliver(
  event: { payload: string; signature?: string },
  app: {
    app: { request: (path: string, init: RequestInit) => Response | Promise<Response> };
  } = t(),
) {
  return app.app.request(WEBHOOK, {
    method: "POST",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(event.signature && { "stripe-signature": event.signature }),
    },
    body: event.payload,
  });
}

async function checkout(me: TestMember, packageId = "hearts-25") {
  const res = await t().request("/api/hearts/checkout", { json: { packageId }, as: me });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as CheckoutResult;
  return { url, session: stripe.latest() };
}

const wallet = async (me: TestMember) =>
  (await (await t().request("/api/hearts", { as: me })).json()) as Wallet;

const paymentOf = async (sessionId: string) =>
  (
    await t().db.select().from(heartPayments).where(eq(heartPayments.checkoutSessionId, sessionId))
  )[0]!;

describe("a paid top-up", () => {
  it("opens Stripe Checkout for the package at its price, credits nothing until the webhook", async () => {
    const me = await t().member();
    const { url, session } = await checkout(me, "hearts-25");
    expect(url).toBe(`${stripe.url}/pay/${session.id}`);
    expect(session).toMatchObject({
      amount_total: 1000,
      currency: "usd",
      client_reference_id: me.id,
      metadata: { packageId: "hearts-25" },
    });
    const payment = await paymentOf(session.id);
    expect(payment).toMatchObject({ status: "open", hearts: 25, amount: 1000, profileId: me.id });
    expect(session.success_url).toBe(`${t().deps.baseURL}/hearts?payment=paid&ref=${payment.id}`);
    expect(session.cancel_url).toBe(`${t().deps.baseURL}/hearts?payment=cancelled`);
    expect(await wallet(me)).toMatchObject({ balance: 0, debt: 0, topUpMode: "stripe" });
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
  });

  it("is credited once by the signed webhook, however often it is replayed, with its receipt", async () => {
    const me = await t().member();
    const { session } = await checkout(me, "hearts-50");
    const event = stripe.completed(session.id);
    for (let i = 0; i < 4; i++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    // Stripe sends a new event (new id, new signature) for the same session: still once.
    expect((await deliver(stripe.completed(session.id))).status).toBe(200);
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 50, sum: 50, rows: 1 });
    const payment = await paymentOf(session.id);
    const { transactions, balance } = await wallet(me);
    expect(balance).toBe(50);
    expect(transactions).toEqual([
      expect.objectContaining({
        type: "purchase",
        amount: 50,
        reason: "Bought 50 hearts ($18)",
        paymentId: payment.id,
        receiptUrl: session.receipt_url,
      }),
    ]);
    expect(payment).toMatchObject({ status: "paid", paymentIntentId: session.payment_intent });
  });

  it("is credited once under concurrent deliveries", async () => {
    const me = await t().member();
    const { session } = await checkout(me, "hearts-10");
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        deliver(i % 2 ? stripe.completed(session.id) : stripe.completed(session.id)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 10, sum: 10, rows: 1 });
  });

  it.each([
    ["an amount other than the package's", { amount_total: 100 }],
    ["another currency", { currency: "eur" }],
  ])(
    "paid with %s credits nothing and is marked rejected (200: Stripe needn't resend)",
    async (_l, overrides) => {
      const me = await t().member();
      const { session } = await checkout(me, "hearts-25");
      const res = await deliver(stripe.completed(session.id, overrides));
      expect(res.status).toBe(200);
      expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
      expect((await paymentOf(session.id)).status).toBe("rejected");
      // A later, correct delivery of the same session doesn't credit it either.
      await deliver(stripe.completed(session.id));
      expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
    },
  );

  it("credits nothing for a session that isn't paid yet (a delayed payment method)", async () => {
    const me = await t().member();
    const { session } = await checkout(me);
    await deliver(stripe.completed(session.id, { payment_status: "unpaid" }));
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
    expect((await paymentOf(session.id)).status).toBe("open");
  });

  it.each([
    ["no signature", (e: { payload: string }) => ({ payload: e.payload })],
    [
      "another secret's signature",
      (e: { payload: string }) =>
        stripe.signed(
          "checkout.session.completed",
          JSON.parse(e.payload).data.object,
          "whsec_other",
        ),
    ],
    [
      "a body changed after signing",
      (e: { payload: string; signature: string }) => ({
        payload: e.payload.replace('"amount_total":1000', '"amount_total":1001'),
        signature: e.signature,
      }),
    ],
    [
      "a signature that isn't one",
      (e: { payload: string }) => ({ payload: e.payload, signature: "t=1,v1=abc" }),
    ],
  ])("with %s is 400 and credits nothing", async (_l, tamper) => {
    const me = await t().member();
    const { session } = await checkout(me);
    const res = await deliver(tamper(stripe.completed(session.id)));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.code).toBe("bad_signature");
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
    expect((await paymentOf(session.id)).status).toBe("open");
  });

  it("acknowledges an event Vouch doesn't act on", async () => {
    const res = await deliver(
      stripe.signed("customer.created", { id: "cus_1", object: "customer" }),
    );
    expect(res.status).toBe(200);
  });

  it("is credited when the receipt can't be fetched, and a later delivery adds the receipt", async () => {
    const me = await t().member();
    const { session } = await checkout(me);
    stripe.failRetrieve = true;
    try {
      expect((await deliver(stripe.completed(session.id))).status).toBe(200);
    } finally {
      stripe.failRetrieve = false;
    }
    expect((await wallet(me)).transactions[0]).toMatchObject({ amount: 25, receiptUrl: null });
    await deliver(stripe.completed(session.id));
    expect((await wallet(me)).transactions[0]).toMatchObject({ receiptUrl: session.receipt_url });
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 25, sum: 25, rows: 1 });
  });

  it("refuses the simulated top-up while Stripe keys are set", async () => {
    const me = await t().member();
    const res = await t().request("/api/hearts/top-up", {
      json: { packageId: "hearts-10", idempotencyKey: "key-12345678" },
      as: me,
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.code).toBe("paid_top_ups_only");
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
  });

  it("needs a session to start", async () => {
    const res = await t().request("/api/hearts/checkout", { json: { packageId: "hearts-10" } });
    expect(res.status).toBe(401);
  });
});

describe("a refund in Stripe", () => {
  async function paid(me: TestMember, packageId = "hearts-25") {
    const { session } = await checkout(me, packageId);
    expect((await deliver(stripe.completed(session.id))).status).toBe(200);
    return session;
  }

  it("takes the hearts back when the balance holds them, once however often it is sent", async () => {
    const me = await t().member();
    const session = await paid(me);
    const refund = stripe.refunded(session.id);
    for (let i = 0; i < 3; i++) expect((await deliver(refund)).status).toBe(200);
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 2 });
    const w = await wallet(me);
    expect(w.debt).toBe(0);
    expect(w.transactions[0]).toMatchObject({
      type: "spend",
      amount: -25,
      reason: "Payment refunded: 25 hearts ($10)",
      balanceAfter: 0,
    });
    expect(await paymentOf(session.id)).toMatchObject({ status: "refunded", refundedHearts: 25 });
  });

  it("never goes below zero: what was spent is a debt the member sees, paid first by later credits", async () => {
    const me = await t().member();
    const session = await paid(me);
    await t().db.transaction((tx) =>
      spendHearts(tx, { profileId: me.id, amount: 20, reason: "Direct match suggestion" }),
    );
    expect((await deliver(stripe.refunded(session.id))).status).toBe(200);
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 3 });
    const w = await wallet(me);
    expect(w).toMatchObject({ balance: 0, debt: 20 });
    expect(w.transactions[0]).toMatchObject({ type: "spend", amount: -5, balanceAfter: 0 });
    expect(PAYMENT_TEXT.debt(translatorFor("en"), w.debt)).toBe(
      "You owe 20 hearts for a refunded purchase. Hearts you earn or buy pay it first.",
    );

    // Earned hearts pay the debt first…
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: me.id, amount: 8, reason: "Gift" }),
    );
    expect(await wallet(me)).toMatchObject({ balance: 0, debt: 12 });
    // …and a purchase pays the rest, keeping what's over.
    await paid(me, "hearts-25");
    const after = await wallet(me);
    expect(after).toMatchObject({ balance: 13, debt: 0 });
    expect(after.transactions.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: "spend",
        amount: -12,
        reason: "Paid towards hearts owed for a refund",
        balanceAfter: 13,
      }),
      expect.objectContaining({ type: "purchase", amount: 25, balanceAfter: 25 }),
    ]);
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 13, sum: 13, rows: 7 });
  });

  it("takes back a partial refund's share, then the rest when the whole is refunded", async () => {
    const me = await t().member();
    const session = await paid(me, "hearts-50"); // $18
    await deliver(stripe.refunded(session.id, 900));
    expect((await ledgerOf(t(), me.id)).balance).toBe(25);
    expect(await paymentOf(session.id)).toMatchObject({ status: "paid", refundedHearts: 25 });
    await deliver(stripe.refunded(session.id, 1800));
    expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 3 });
    expect(await paymentOf(session.id)).toMatchObject({ status: "refunded", refundedHearts: 50 });
  });

  it("ignores a refund of a charge that credited nothing", async () => {
    const me = await t().member();
    const { session } = await checkout(me);
    await deliver(stripe.completed(session.id, { amount_total: 1 }));
    expect((await deliver(stripe.refunded(session.id))).status).toBe(200);
    expect(await wallet(me)).toMatchObject({ balance: 0, debt: 0 });
  });

  it("is gone with the member's account", async () => {
    const me = await t().member();
    await paid(me);
    await t().db.delete(profiles).where(eq(profiles.id, me.id));
    expect(
      await t().db.select().from(heartPayments).where(eq(heartPayments.profileId, me.id)),
    ).toEqual([]);
  });
});

// PGlite runs one statement at a time, so only PostgreSQL can race two deliveries for real.
describe.runIf(isPostgres)("on PostgreSQL, across two server processes", () => {
  it("20 concurrent deliveries of one paid session credit once", async () => {
    const other = await t().sibling(env);
    try {
      const me = await t().member();
      const { session } = await checkout(me, "hearts-100");
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          deliver(stripe.completed(session.id), i % 2 ? other : t()),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await ledgerOf(t(), me.id)).toEqual({ balance: 100, sum: 100, rows: 1 });
    } finally {
      await other.close();
    }
  });

  it("10 concurrent refund deliveries take the hearts back once", async () => {
    const other = await t().sibling(env);
    try {
      const me = await t().member();
      const { session } = await checkout(me, "hearts-10");
      await deliver(stripe.completed(session.id));
      const refund = stripe.refunded(session.id);
      await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(refund, i % 2 ? other : t())));
      expect(await ledgerOf(t(), me.id)).toEqual({ balance: 0, sum: 0, rows: 2 });
      expect(await wallet(me)).toMatchObject({ debt: 0 });
    } finally {
      await other.close();
    }
  });
});
