import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  exampleOf,
  fieldsOf,
  fillPath,
  label,
  NOT_PROBED,
  readOperations,
  type Operation,
} from "#tests/support/openapi-operations";
import { describeSent, problemsOf, send, type Sent } from "#tests/support/probe";
import { idsOf, seedWorld, sharedIds, useSeededApp } from "#tests/support/seeded-world";
import { StripeStandIn } from "#tests/support/stripe-stand-in";
import { TestApp } from "#tests/support/test-app";
import { grantRole } from "../../src/server/features/staff";

/**
 * Every operation of /api/openapi.json, signed out and signed in as a seeded member, with bodies
 * and addresses no client of ours sends. Nothing may answer 5xx or show its internals. The seed
 * is fixed (FUZZ_SEED to try another); FUZZ_RUNS sets the random cases per operation and identity.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 17);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const t = useSeededApp();
let operations: Operation[] = [];
let memberId = "";
let realIds: string[] = [];

beforeAll(async () => {
  const users = await seedWorld(t());
  memberId = users[0]!.id;
  operations = (await readOperations(t())).filter((op) => !NOT_PROBED[label(op)]);
  const owned = [...(await idsOf(t(), memberId)).values()].flat();
  realIds = [...owned, ...(await sharedIds(t())), users[1]!.id, memberId];
}, 120_000);

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1e308,
  0.5,
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\u202e\u0301\u200b",
  "😀".repeat(40),
  "\ud800",
  "x".repeat(20_000),
  "' or 1=1 --",
  "../../../etc/passwd",
  "%00",
  "null",
  "NaN",
  "-1",
  "1e999",
  "2026-02-30",
  "0000-00-00",
  "<script>alert(1)</script>",
  [],
  {},
  [null],
  ["\u0000"],
  { nested: { deeper: [1, "two", null] } },
];
const hostileValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);

const HOSTILE_IN_URL = [
  "%00",
  "a%00b",
  "%E0%A4%A",
  "%",
  "%zz",
  "%0A",
  "%7F",
  "%C0%AF",
  "..",
  "%2e%2e%2f%2e%2e",
  "'%20or%201=1%20--",
  "x".repeat(3000),
  "-1",
  "0",
  "99999999999999999999999",
  "00000000-0000-0000-0000-000000000000",
  "null",
  "%F0%9F%98%80",
  "%20",
  "a+b",
];
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80"; // a lone surrogate, as a client that doesn't check would send it
  }
};
const urlValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_IN_URL) },
    { weight: 2, arbitrary: fc.constantFrom(...realIds).map(encode) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map(encode) },
  );

/** A well-formed request to `op`: what the hostile ones are variations of. */
function wellFormed(op: Operation, ids: Record<string, string> = {}): Sent {
  const path = fillPath(
    op,
    Object.fromEntries(op.pathParams.map((p) => [p, ids[p] ?? realIds[0]!])),
  );
  if (!WRITES.has(op.method)) return { method: op.method, path };
  const body = op.body ? exampleOf(op.body, "", () => realIds[0]) : undefined;
  return {
    method: op.method,
    path,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * A fresh session for each probe: a fuzzed sign-out must not sign the next probe out. Should a
 * probe have deleted the account itself, a new member takes over.
 */
async function memberCookie(): Promise<string> {
  try {
    return await t().sessionCookie(memberId);
  } catch {
    const next = await t().member();
    memberId = next.id;
    return next.cookie;
  }
}

async function probe(sent: Sent, signedIn: boolean, failures: string[]) {
  const cookie = signedIn ? await memberCookie() : undefined;
  const res = await send(t(), { ...sent, as: signedIn ? "member" : undefined }, cookie);
  const problems = await problemsOf(res);
  if (problems.length)
    failures.push(
      `${describeSent({ ...sent, as: signedIn ? "member" : undefined })}\n  ${problems.join("\n  ")}`,
    );
}

// Each test probes every operation of the API in turn: its time grows with the API.
vi.setConfig({ testTimeout: 120_000 });

describe.each([
  ["signed out", false],
  ["signed in", true],
])("every operation, %s", (_, signedIn) => {
  it("answers no body, wrong content types and broken JSON with a 4xx in our shape", async () => {
    const failures: string[] = [];
    const broken = ["", "{", "[]", "null", '"text"', "1e999", '{"a":', "[".repeat(5000), "\u0000"];
    for (const op of operations) {
      const base = wellFormed(op);
      await probe({ method: op.method, path: base.path }, signedIn, failures);
      if (!WRITES.has(op.method)) continue;
      const json = base.body ?? "{}";
      for (const contentType of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "application/xml",
      ]) {
        await probe(
          { ...base, headers: { "content-type": contentType }, body: json },
          signedIn,
          failures,
        );
      }
      for (const body of broken) {
        await probe(
          { ...base, headers: { "content-type": "application/json" }, body },
          signedIn,
          failures,
        );
      }
    }
    expect(operations.length).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it("answers hostile fields, path and query parameters with a 4xx in our shape (fast-check)", async () => {
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      const fields = fieldsOf(op.body);
      const params = Object.fromEntries(op.pathParams.map((p) => [p, urlValue()]));
      const query = Object.fromEntries(
        op.queryParams.map((p) => [p.name, fc.option(urlValue(), { nil: undefined })]),
      );
      const mutation = fc.record({
        field: fields.length
          ? fc.constantFrom(...fields, "unexpectedField")
          : fc.constant(undefined),
        value: hostileValue,
        params: fc.oneof(fc.constant(undefined), fc.record(params)),
        query: fc.record(query),
        extraQuery: fc.option(urlValue(), { nil: undefined }),
      });
      const before = failures.length;
      await fc
        .assert(
          fc.asyncProperty(mutation, async ({ field, value, params, query, extraQuery }) => {
            const base = wellFormed(op);
            let path = params ? fillPath(op, params, true) : base.path;
            const search = Object.entries(query)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => `${k}=${v}`);
            if (extraQuery !== undefined) search.push(`x=${extraQuery}`);
            if (search.length) path += `?${search.join("&")}`;
            let body = base.body;
            if (WRITES.has(op.method) && field !== undefined) {
              const object = JSON.parse(base.body ?? "{}") as Record<string, unknown>;
              object[field] = value;
              body = JSON.stringify(object);
            }
            const headers: Record<string, string> =
              body === undefined ? {} : { "content-type": "application/json" };
            await probe({ method: op.method, path, headers, body }, signedIn, failures);
            return failures.length === before;
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A failed probe is in `failures`, with the request that caused it; anything else isn't.
          if (failures.length === before) throw error;
        });
    }
    expect(failures).toEqual([]);
  });
});

describe("Stripe's webhook, with Stripe keys set", () => {
  it("answers unsigned, forged, broken and signed-but-hostile events with a 4xx or a 200, never a 5xx, crediting nothing", async () => {
    const stripe = await StripeStandIn.start();
    const app = await TestApp.create(stripe.env);
    const failures: string[] = [];
    try {
      const payer = await app.member();
      await app.request("/api/hearts/checkout", { json: { packageId: "hearts-10" }, as: payer });
      const sessionId = stripe.latest().id;
      const deliver = async (sent: Sent, signedObject?: { type: string; object: unknown }) => {
        let body = sent.body;
        const headers = { ...sent.headers };
        if (signedObject) {
          const signed = stripe.signed(signedObject.type, signedObject.object);
          body = signed.payload;
          headers["stripe-signature"] = signed.signature;
        }
        const res = await send(app, { ...sent, headers, body });
        const problems = await problemsOf(res);
        if (problems.length)
          failures.push(`${describeSent({ ...sent, body })}\n  ${problems.join("\n  ")}`);
      };
      const path = "/api/hearts/stripe-webhook";
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ unit: "binary", maxLength: 200 }),
            fc.json(),
            fc.constantFrom("", "{", "[]", "null"),
          ),
          fc.option(fc.oneof(fc.string({ maxLength: 80 }), fc.constant("t=1,v1=abc,v0=def"))),
          fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
          async (body, signature, contentType) => {
            const headers: Record<string, string> = { "content-type": contentType };
            if (signature !== null) headers["stripe-signature"] = signature;
            await deliver({ method: "POST", path, headers, body });
          },
        ),
        { seed: SEED, numRuns: RUNS * 4 },
      );
      // Signed as Stripe would, but with objects no Stripe event has.
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            "checkout.session.completed",
            "charge.refunded",
            "checkout.session.async_payment_succeeded",
          ),
          fc.oneof(
            fc.constantFrom(...HOSTILE_VALUES),
            fc.record({
              id: fc.oneof(fc.constant(sessionId), fc.constantFrom(...HOSTILE_VALUES)),
              payment_status: fc.constantFrom("paid", "unpaid", null, 1),
              amount_total: fc.constantFrom(1000, -1, 0.5, "1000", null, 2 ** 53 + 2),
              currency: fc.constantFrom("usd", "", null, 3),
              payment_intent: fc.constantFrom("pi_1", null, { id: 1 }, [], "\u0000"),
              amount: fc.constantFrom(1000, 0, -5, "x"),
              amount_refunded: fc.constantFrom(1000, -1, 1e308, null),
              refunded: fc.constantFrom(true, false, "yes"),
              receipt_url: fc.constantFrom("javascript:alert(1)", "https://x", null, 5),
            }),
          ),
          async (type, object) => {
            await deliver(
              { method: "POST", path, headers: { "content-type": "application/json" } },
              { type, object },
            );
          },
        ),
        { seed: SEED, numRuns: RUNS * 4 },
      );
      const [row] = await app.database.query<{ balance: number }>(
        "select hearts_balance as balance from profiles where id = $1",
        [payer.id],
      );
      // Only a well-formed paid session of the right amount could credit, and it's its 10 hearts.
      expect([0, 10]).toContain(row!.balance);
    } finally {
      await app.close();
      await stripe.close();
    }
    expect(failures).toEqual([]);
  });
});

describe("the studio's operations, as an editor", () => {
  it("answer hostile fields with a 4xx in our shape, and never write a club or question they refuse", async () => {
    const editor = await t().member({ name: "Fuzz Editor" });
    await grantRole(t().db, {
      memberId: editor.id,
      role: "editor",
      actorId: null,
      now: new Date(),
    });
    const [question] = await t().database.query<{ clubId: string; questionId: string }>(
      `select club_id as "clubId", id as "questionId" from quiz_questions order by position limit 1`,
      [],
    );
    const ids = { clubId: question!.clubId, questionId: question!.questionId };
    const studio = operations.filter((op) => op.path.startsWith("/api/studio") && op.body);
    expect(studio.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const [index, op] of studio.entries()) {
      const fields = fieldsOf(op.body);
      await fc
        .assert(
          fc.asyncProperty(
            fc.record({
              field: fc.constantFrom(...fields, "unexpectedField"),
              value: hostileValue,
            }),
            async ({ field, value }) => {
              const base = wellFormed(op, ids);
              const object = JSON.parse(base.body ?? "{}") as Record<string, unknown>;
              object[field] = value;
              const sent = { ...base, body: JSON.stringify(object), as: "editor" };
              const res = await send(t(), sent, editor.cookie);
              const problems = await problemsOf(res);
              if (res.status < 400 && res.status >= 200 && field !== "unexpectedField") {
                // Only a value its schema takes may pass: a hostile one must not be written.
                if (typeof value !== "string" && typeof value !== "number")
                  problems.push(`took ${JSON.stringify(value)} as ${field}`);
              }
              if (problems.length)
                failures.push(`${describeSent(sent)}\n  ${problems.join("\n  ")}`);
              return problems.length === 0;
            },
          ),
          { seed: SEED + index, numRuns: RUNS * 2, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
