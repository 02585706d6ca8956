import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TOP_UP_DELAY_MS, TRANSACTION_HISTORY_LIMIT } from "#shared/constants";
import { heartTransactions, profiles } from "../../db/schema";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { ledgerOf } from "#tests/support/ledger";
import { isPostgres } from "#tests/support/test-db";
import { creditHearts, earnHearts, InsufficientHeartsError, spendHearts } from "./ledger";
import type { TopUpResult, Wallet } from "#shared/schemas/hearts";
import { topUp } from "./service";

const t = useTestApp();

const ledger = (profileId: string) => ledgerOf(t(), profileId);

const buy = (as: TestMember, packageId: string, idempotencyKey: string) =>
  t().request("/api/hearts/top-up", { json: { packageId, idempotencyKey }, as });

describe("the ledger", () => {
  it("spends and earns with one row each, balance_after and the sum equal to the balance", async () => {
    const me = await t().member();
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: me.id, amount: 10, reason: "Welcome gift" }),
    );
    const after = await t().db.transaction((tx) =>
      spendHearts(tx, { profileId: me.id, amount: 3, reason: "Extra pairing" }),
    );
    expect(after).toBe(7);
    const rows = await t()
      .db.select()
      .from(heartTransactions)
      .where(eq(heartTransactions.profileId, me.id));
    expect(rows.map((r) => [r.type, r.amount, r.balanceAfter, r.reason])).toEqual([
      ["earn", 10, 10, "Welcome gift"],
      ["spend", -3, 7, "Extra pairing"],
    ]);
    expect(await ledger(me.id)).toEqual({ balance: 7, sum: 7, rows: 2 });
  });

  it("refuses to go below zero with 'Insufficient hearts' and writes nothing", async () => {
    const me = await t().member();
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: me.id, amount: 4, reason: "Gift" }),
    );
    const attempt = t().db.transaction((tx) =>
      spendHearts(tx, { profileId: me.id, amount: 5, reason: "Direct match suggestion" }),
    );
    await expect(attempt).rejects.toBeInstanceOf(InsufficientHeartsError);
    await expect(attempt).rejects.toThrow("Insufficient hearts: you need 5 hearts and have 4.");
    expect(await ledger(me.id)).toEqual({ balance: 4, sum: 4, rows: 1 });
  });

  it("rolls the spend back with the caller's transaction", async () => {
    const me = await t().member();
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: me.id, amount: 5, reason: "Gift" }),
    );
    await expect(
      t().db.transaction(async (tx) => {
        await spendHearts(tx, { profileId: me.id, amount: 5, reason: "Direct match suggestion" });
        throw new Error("the suggestion failed");
      }),
    ).rejects.toThrow("the suggestion failed");
    expect(await ledger(me.id)).toEqual({ balance: 5, sum: 5, rows: 1 });
  });

  it("refuses amounts that are not positive whole numbers", async () => {
    const me = await t().member();
    for (const amount of [0, -1, 1.5]) {
      await expect(
        t().db.transaction((tx) => creditHearts(tx, { profileId: me.id, amount, reason: "x" })),
      ).rejects.toThrow();
      await expect(
        t().db.transaction((tx) => spendHearts(tx, { profileId: me.id, amount, reason: "x" })),
      ).rejects.toThrow();
    }
    expect(await ledger(me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
  });

  it("keeps balance = ledger sum and never negative over any sequence of earn, spend and top-up", async () => {
    const me = await t().member();
    const keys = ["k-aaaaaaaa", "k-bbbbbbbb", "k-cccccccc"];
    const op = fc.oneof(
      fc.record({ kind: fc.constant("earn" as const), amount: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant("spend" as const), amount: fc.integer({ min: 1, max: 12 }) }),
      fc.record({
        kind: fc.constant("topUp" as const),
        packageId: fc.constantFrom("hearts-10", "hearts-25" as const),
        key: fc.constantFrom(...keys),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 25 }), async (ops) => {
        await t().db.delete(heartTransactions).where(eq(heartTransactions.profileId, me.id));
        await t().db.update(profiles).set({ heartsBalance: 0 }).where(eq(profiles.id, me.id));
        let expected = 0;
        // One row per write that moved the balance: a refused spend or a repeated top-up adds none.
        let rows = 0;
        const bought = new Map<string, number>();
        for (const o of ops) {
          if (o.kind === "earn") {
            await t().db.transaction((tx) =>
              earnHearts(tx, { profileId: me.id, amount: o.amount, reason: "Earned" }),
            );
            expected += o.amount;
            rows++;
          } else if (o.kind === "spend") {
            const spend = t().db.transaction((tx) =>
              spendHearts(tx, { profileId: me.id, amount: o.amount, reason: "Spent" }),
            );
            if (o.amount <= expected) {
              await spend;
              expected -= o.amount;
              rows++;
            } else await expect(spend).rejects.toBeInstanceOf(InsufficientHeartsError);
          } else {
            const hearts = o.packageId === "hearts-10" ? 10 : 25;
            const first = bought.get(o.key);
            const result = topUp(
              { ...t().deps, now: new Date(), userId: me.id },
              { packageId: o.packageId, idempotencyKey: o.key, paymentDelayMs: 0 },
            );
            if (first === undefined) {
              await result;
              bought.set(o.key, hearts);
              expected += hearts;
              rows++;
            } else if (first === hearts) await result;
            else await expect(result).rejects.toThrow(/already used/);
          }
          const state = await ledger(me.id);
          expect(state).toEqual({ balance: expected, sum: expected, rows });
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe("GET /api/hearts", () => {
  it("shows a new member 0 hearts and no transactions", async () => {
    const me = await t().member();
    const res = await t().request("/api/hearts", { as: me });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      balance: 0,
      debt: 0,
      topUpMode: "demo",
      transactions: [],
    });
  });

  it("lists the last 50 transactions, newest first, with type, reason, amount and balance after", async () => {
    const me = await t().member();
    await t().db.transaction(async (tx) => {
      for (let i = 1; i <= TRANSACTION_HISTORY_LIMIT + 5; i++) {
        await earnHearts(tx, { profileId: me.id, amount: 2, reason: `Gift ${i}` });
      }
      await spendHearts(tx, { profileId: me.id, amount: 5, reason: "Direct match suggestion" });
    });
    const wallet = (await (await t().request("/api/hearts", { as: me })).json()) as Wallet;
    expect(wallet.balance).toBe(105);
    expect(wallet.transactions).toHaveLength(TRANSACTION_HISTORY_LIMIT);
    expect(wallet.transactions[0]).toMatchObject({
      type: "spend",
      reason: "Direct match suggestion",
      amount: -5,
      balanceAfter: 105,
    });
    expect(wallet.transactions[1]).toMatchObject({
      type: "earn",
      reason: "Gift 55",
      amount: 2,
      balanceAfter: 110,
    });
    expect(wallet.transactions.at(-1)).toMatchObject({ reason: "Gift 7" });
  });

  it("needs a session", async () => {
    expect((await t().request("/api/hearts")).status).toBe(401);
  });
});

describe("POST /api/hearts/top-up", () => {
  it("takes the simulated payment's time, then credits the package as a purchase", async () => {
    const me = await t().member();
    const started = Date.now();
    const res = await buy(me, "hearts-25", randomUUID());
    expect(Date.now() - started).toBeGreaterThanOrEqual(TOP_UP_DELAY_MS - 50);
    expect(res.status).toBe(200);
    const result = (await res.json()) as TopUpResult;
    expect(result).toMatchObject({
      balance: 25,
      transaction: {
        type: "purchase",
        amount: 25,
        balanceAfter: 25,
        reason: "Bought 25 hearts ($10)",
      },
    });
    expect(await ledger(me.id)).toEqual({ balance: 25, sum: 25, rows: 1 });
  });

  it("credits once for a repeat with the same key, a double click or a retry, and answers the same", async () => {
    const me = await t().member();
    const key = randomUUID();
    const [a, b] = await Promise.all([buy(me, "hearts-10", key), buy(me, "hearts-10", key)]);
    const first = (await a.json()) as TopUpResult;
    expect((await b.json()) as TopUpResult).toEqual(first);
    const retried = Date.now();
    const again = (await (await buy(me, "hearts-10", key)).json()) as TopUpResult;
    expect(Date.now() - retried).toBeLessThan(TOP_UP_DELAY_MS);
    expect(again).toEqual(first);
    expect(await ledger(me.id)).toEqual({ balance: 10, sum: 10, rows: 1 });

    await buy(me, "hearts-10", randomUUID());
    expect((await ledger(me.id)).balance).toBe(20);
  });

  it("keeps keys per member: another member's identical key is their own purchase", async () => {
    const [me, other] = [await t().member(), await t().member()];
    const key = randomUUID();
    await Promise.all([buy(me, "hearts-10", key), buy(other, "hearts-50", key)]);
    expect((await ledger(me.id)).balance).toBe(10);
    expect((await ledger(other.id)).balance).toBe(50);
  });

  it("refuses a key already used for another package", async () => {
    const me = await t().member();
    const key = randomUUID();
    await buy(me, "hearts-10", key);
    const res = await buy(me, "hearts-100", key);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/already used/);
    expect((await ledger(me.id)).balance).toBe(10);
  });

  it.each([
    [
      "an unknown package",
      { packageId: "hearts-1000", idempotencyKey: "key-12345678" },
      "packageId",
    ],
    ["no key", { packageId: "hearts-10" }, "idempotencyKey"],
    ["a short key", { packageId: "hearts-10", idempotencyKey: "abc" }, "idempotencyKey"],
    [
      "an amount of its own",
      { packageId: "hearts-10", idempotencyKey: "key-12345678", amount: 1000 },
      "body",
    ],
  ])("refuses %s with a 400 and credits nothing", async (_label, json, field) => {
    const me = await t().member();
    const res = await t().request("/api/hearts/top-up", { json, as: me });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields?.[field]).toBeTruthy();
    expect(await ledger(me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
  });
});

describe("without Stripe keys (the embedded default, demo mode)", () => {
  it("has no paid top-up: checkout and Stripe's webhook answer 404 and credit nothing", async () => {
    const me = await t().member();
    const checkout = await t().request("/api/hearts/checkout", {
      json: { packageId: "hearts-10" },
      as: me,
    });
    expect(checkout.status).toBe(404);
    expect((await errorOf(checkout)).error.code).toBe("payments_off");
    const webhook = await t().app.request("/api/hearts/stripe-webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      body: JSON.stringify({ type: "checkout.session.completed" }),
    });
    expect(webhook.status).toBe(404);
    expect(await ledger(me.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
  });
});

// PGlite runs one statement at a time, so these races only prove something on PostgreSQL.
describe.runIf(isPostgres)("under concurrency on PostgreSQL", () => {
  it("50 concurrent spends of 5 against 20 hearts: exactly 4 succeed, balance and ledger sum 0", async () => {
    const me = await t().member();
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: me.id, amount: 20, reason: "Gift" }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t().db.transaction((tx) =>
          spendHearts(tx, { profileId: me.id, amount: 5, reason: "Direct match suggestion" }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(4);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused.every((r) => r.reason instanceof InsufficientHeartsError)).toBe(true);
    expect(await ledger(me.id)).toEqual({ balance: 0, sum: 0, rows: 5 });
  });

  it("20 concurrent top-ups with one key, across two server processes: one credit", async () => {
    const other = await t().sibling();
    try {
      const me = await t().member();
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : t()).request("/api/hearts/top-up", {
            json: { packageId: "hearts-25", idempotencyKey: key },
            as: me,
          }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      const ids = new Set(
        await Promise.all(
          responses.map(async (r) => ((await r.json()) as TopUpResult).transaction.id),
        ),
      );
      expect(ids.size).toBe(1);
      expect(await ledger(me.id)).toEqual({ balance: 25, sum: 25, rows: 1 });
    } finally {
      await other.close();
    }
  });
});
