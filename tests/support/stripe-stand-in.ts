import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** The keys a server under test is given, with STRIPE_API_BASE pointing at the stand-in. */
export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_vouch_stand_in",
  STRIPE_WEBHOOK_SECRET: "whsec_vouch_stand_in",
};

interface StoredSession {
  id: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  charge: string;
  receipt_url: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

async function bodyOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * A local stand-in for the few Stripe API calls Vouch makes (Checkout sessions: create and
 * retrieve) and for Checkout's page, which "pays" at once: it sends the signed
 * `checkout.session.completed` webhook to `webhookUrl` and sends the browser back. Events are
 * signed with the stripe library's own test helper; nothing here reaches the network.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StoredSession>();
  /** Where the stand-in's Checkout page delivers its webhook (the server under test's route). */
  webhookUrl = "";
  /** How long Checkout's page waits before delivering, after sending the browser back. */
  webhookDelayMs = 0;
  /** Set: retrieving a session answers 500, as Stripe down would. */
  failRetrieve = false;
  /** Calls the server under test made, as "METHOD /path". */
  readonly calls: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<StripeStandIn> {
    const made: { standIn?: StripeStandIn } = {};
    const server = createServer((req, res) => {
      void made.standIn!.answer(req).then(
        ({ status, body, location }) => {
          if (location) res.writeHead(303, { location }).end();
          else
            res
              .writeHead(status, { "content-type": "application/json", "request-id": id("req") })
              .end(JSON.stringify(body));
        },
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    made.standIn = new StripeStandIn(server, `http://127.0.0.1:${port}`);
    return made.standIn;
  }

  /** The environment that points a Vouch server at this stand-in. */
  get env(): Record<string, string> {
    return { ...STRIPE_TEST_KEYS, STRIPE_API_BASE: this.url };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(() => done()));
  }

  private async answer(
    req: IncomingMessage,
  ): Promise<{ status: number; body?: unknown; location?: string }> {
    const url = new URL(req.url ?? "/", this.url);
    this.calls.push(`${req.method} ${url.pathname}`);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      if (req.headers.authorization !== `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}`)
        return { status: 401, body: { error: { type: "invalid_request_error" } } };
      const form = await bodyOf(req);
      const metadata: Record<string, string> = {};
      for (const [key, value] of form)
        if (key.startsWith("metadata[")) metadata[key.slice(9, -1)] = value;
      const session: StoredSession = {
        id: id("cs"),
        amount_total:
          Number(form.get("line_items[0][price_data][unit_amount]")) *
          Number(form.get("line_items[0][quantity]") ?? 1),
        currency: form.get("line_items[0][price_data][currency]") ?? "",
        client_reference_id: form.get("client_reference_id"),
        metadata,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        payment_status: "unpaid",
        payment_intent: null,
        charge: id("ch"),
        receipt_url: `https://pay.stripe.com/receipts/${id("rcpt")}`,
      };
      this.sessions.set(session.id, session);
      return { status: 200, body: this.sessionObject(session, false) };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && retrieve) {
      const session = this.sessions.get(retrieve[1]!);
      if (this.failRetrieve) return { status: 500, body: { error: { type: "api_error" } } };
      if (!session) return { status: 404, body: { error: { type: "invalid_request_error" } } };
      // The library sends `expand[0]=…`.
      const expand = [...url.searchParams].some(
        ([key, value]) => key.startsWith("expand[") && value === "payment_intent.latest_charge",
      );
      return { status: 200, body: this.sessionObject(session, expand) };
    }
    const pay = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && pay) {
      const session = this.sessions.get(pay[1]!);
      if (!session) return { status: 404, body: {} };
      this.markPaid(session);
      setTimeout(() => void this.deliver(this.completed(session.id)), this.webhookDelayMs);
      return {
        status: 303,
        location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id),
      };
    }
    return { status: 404, body: { error: { type: "invalid_request_error" } } };
  }

  private markPaid(session: StoredSession) {
    session.payment_status = "paid";
    session.payment_intent ??= id("pi");
  }

  private sessionObject(session: StoredSession, expand: boolean) {
    const paymentIntent =
      expand && session.payment_intent
        ? {
            id: session.payment_intent,
            object: "payment_intent",
            latest_charge: {
              id: session.charge,
              object: "charge",
              receipt_url: session.receipt_url,
            },
          }
        : session.payment_intent;
    return {
      id: session.id,
      object: "checkout.session",
      mode: "payment",
      status: session.payment_status === "paid" ? "complete" : "open",
      url: `${this.url}/pay/${session.id}`,
      amount_total: session.amount_total,
      currency: session.currency,
      client_reference_id: session.client_reference_id,
      metadata: session.metadata,
      success_url: session.success_url,
      cancel_url: session.cancel_url,
      payment_status: session.payment_status,
      payment_intent: paymentIntent,
    };
  }

  /** The newest session the server under test made. */
  latest(): StoredSession {
    const all = [...this.sessions.values()];
    if (!all.length) throw new Error("no Checkout session was made");
    return all.at(-1)!;
  }

  /** A signed event, as Stripe would send it: its body and its Stripe-Signature header. */
  signed(type: string, object: unknown, secret = STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, signature };
  }

  /** `checkout.session.completed` for a session it paid; `overrides` change what Stripe says. */
  completed(sessionId: string, overrides: Record<string, unknown> = {}) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    this.markPaid(session);
    return this.signed("checkout.session.completed", {
      ...this.sessionObject(session, false),
      ...overrides,
    });
  }

  /** `charge.refunded` for a paid session's charge: `refunded` cents of it given back so far. */
  refunded(sessionId: string, refunded?: number) {
    const session = this.sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`session ${sessionId} isn't paid`);
    const amountRefunded = refunded ?? session.amount_total;
    return this.signed("charge.refunded", {
      id: session.charge,
      object: "charge",
      amount: session.amount_total,
      amount_refunded: amountRefunded,
      currency: session.currency,
      refunded: amountRefunded >= session.amount_total,
      payment_intent: session.payment_intent,
      receipt_url: session.receipt_url,
    });
  }

  /** Sends an event to `webhookUrl`, as Stripe's delivery would. */
  async deliver({ payload, signature }: { payload: string; signature: string }) {
    return fetch(this.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
      body: payload,
    });
  }
}
