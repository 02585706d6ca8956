import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { TRANSACTION_HISTORY_LIMIT } from "#shared/constants";
import { errorResponseSchema } from "#shared/schemas/common";
import { topUpResultSchema, topUpSchema, walletSchema } from "#shared/schemas/hearts";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { checkoutRoutes } from "./payment-routes";
import { getWallet, topUp } from "./service";

const walletRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["hearts"],
  summary: `The balance and the last ${TRANSACTION_HISTORY_LIMIT} transactions, newest first`,
  responses: {
    200: jsonContent(walletSchema, "The wallet"),
  },
});

const topUpRoute = createRoute({
  method: "post",
  path: "/top-up",
  tags: ["hearts"],
  middleware: [limitWrites("topUp")] as const,
  summary:
    "Buy a hearts package (the simulated demo payment, without Stripe keys); credits once per idempotency key",
  request: { body: jsonContent(topUpSchema, "The package and a key made once per purchase") },
  responses: {
    200: jsonContent(topUpResultSchema, "Credited (or already credited for this key)"),
    409: jsonContent(errorResponseSchema, "Key used for another package; or Stripe keys are set"),
    ...tooManyWritesResponse("topUp"),
  },
});

export const heartsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(walletRoute, async (c) => {
    const wallet = await getWallet(serviceContext(c));
    return c.json(wallet, 200);
  })
  .openapi(topUpRoute, async (c) => {
    const result = await topUp(serviceContext(c), c.req.valid("json"));
    return c.json(result, 200);
  })
  .route("/", checkoutRoutes);
