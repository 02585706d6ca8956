import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { topUpSchema, HEART_TRANSACTION_TYPES } from "../../../shared/schemas/hearts";
import { type AppEnv, serviceContext } from "../../context";
import { requireUser } from "../../middleware/require-user";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { getWallet, topUp } from "./service";

const transactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(HEART_TRANSACTION_TYPES),
  reason: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});

const walletRoute = createRoute({
  method: "get",
  path: "/",
  tags: ["hearts"],
  summary: "The balance and the last 50 transactions, newest first",
  middleware: [requireUser] as const,
  responses: {
    200: jsonContent(
      z.object({ balance: z.number().int(), transactions: z.array(transactionSchema) }),
      "The wallet",
    ),
  },
});

const topUpRoute = createRoute({
  method: "post",
  path: "/top-up",
  tags: ["hearts"],
  summary: "Buy a hearts package (simulated payment); credits once per idempotency key",
  middleware: [requireUser] as const,
  request: { body: jsonContent(topUpSchema, "The package and a key made once per purchase") },
  responses: {
    200: jsonContent(
      z.object({ balance: z.number().int(), transaction: transactionSchema }),
      "Credited (or already credited for this key)",
    ),
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
  });
