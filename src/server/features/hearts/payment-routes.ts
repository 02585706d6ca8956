import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { errorResponseSchema } from "#shared/schemas/common";
import { checkoutResultSchema, checkoutSchema } from "#shared/schemas/hearts";
import { type AppEnv, guestContext, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { startCheckout } from "./checkout";
import { receiveStripeEvent } from "./payment-webhook";

const checkoutRoute = createRoute({
  method: "post",
  path: "/checkout",
  tags: ["hearts"],
  middleware: [limitWrites("checkout")] as const,
  summary: "Start a paid top-up: a Stripe Checkout page for the package (Stripe keys set)",
  request: { body: jsonContent(checkoutSchema, "The package") },
  responses: {
    200: jsonContent(checkoutResultSchema, "Checkout's page; the hearts come with its webhook"),
    404: jsonContent(errorResponseSchema, "No Stripe keys here: top-ups are the simulated demo"),
    502: jsonContent(errorResponseSchema, "Stripe didn't answer"),
    ...tooManyWritesResponse("checkout"),
  },
});

/** A paid top-up, for a signed-in member. */
export const checkoutRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  checkoutRoute,
  async (c) => {
    const result = await startCheckout(serviceContext(c), c.req.valid("json"));
    return c.json(result, 200);
  },
);

const webhookRoute = createRoute({
  method: "post",
  path: "/stripe-webhook",
  tags: ["hearts"],
  summary: "Stripe's signed events: a paid Checkout session credits, a refunded charge takes back",
  description:
    "The body is read as sent and trusted only through its Stripe-Signature. Answers 200 to every verified event, one that credits nothing included (a replay, a paid amount other than the package's, an event Vouch doesn't act on), so Stripe doesn't send it again.",
  request: { headers: z.object({ "stripe-signature": z.string().optional() }) },
  responses: {
    200: jsonContent(z.object({ received: z.literal(true) }), "Verified and handled"),
    400: jsonContent(
      errorResponseSchema,
      "No signature, one that doesn't verify, or a signed event without what Vouch reads",
    ),
    404: jsonContent(errorResponseSchema, "No Stripe keys here"),
  },
});

/** Stripe's webhook: open to anyone, believed only through its signature. */
export const stripeWebhookRoutes = new OpenAPIHono<AppEnv>({
  defaultHook: validationHook,
}).openapi(webhookRoute, async (c) => {
  await receiveStripeEvent(guestContext(c), {
    payload: await c.req.text(),
    signature: c.req.header("stripe-signature"),
  });
  return c.json({ received: true as const }, 200);
});
