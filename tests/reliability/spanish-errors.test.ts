import { beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF_ROLES } from "#shared/schemas/staff";
import { es } from "#shared/i18n/es/index";
import {
  exampleOf,
  fieldsOf,
  fillPath,
  label,
  NOT_PROBED,
  readOperations,
  type Operation,
} from "#tests/support/openapi-operations";
import { describeSent, send, type Sent } from "#tests/support/probe";
import { idsOf, seedWorld, sharedIds, useSeededApp } from "#tests/support/seeded-world";
import type { TestMember } from "#tests/support/test-app";
import { grantRole } from "../../src/server/features/staff";

/**
 * The conformance run's calls replayed by a Spanish browser (Accept-Language: es): every error's
 * message and field errors must be Spanish, one of the catalogue's sentences with its values
 * filled in, never English.
 */
const t = useSeededApp();
vi.setConfig({ testTimeout: 180_000 });
let operations: Operation[] = [];
let memberId = "";
let stranger: TestMember;
let staff: TestMember;
let ownIds: string[] = [];
let everyId: string[] = [];

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const STAFF_PATH = /^\/api\/(moderation|staff|studio|host)(\/|$)/;

/** A catalogue sentence as a pattern: each ICU argument (a plural, a select, a value) is any text. */
function pattern(sentence: string): RegExp {
  let out = "";
  let depth = 0;
  for (const char of sentence) {
    if (char === "{") {
      if (depth === 0) out += "(.+)";
      depth++;
    } else if (char === "}") depth--;
    else if (depth === 0) out += char.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${out}$`, "s");
}
const SPANISH = new Set(Object.values(es));
// A sentence that is only an argument (a plural of hours) would match anything: it is no sentence.
const SPANISH_PATTERNS = [...SPANISH]
  .filter((s) => s.includes("{") && pattern(s).source.replaceAll("(.+)", "").length > 6)
  .map(pattern);
const isSpanish = (said: string) => SPANISH.has(said) || SPANISH_PATTERNS.some((p) => p.test(said));

beforeAll(async () => {
  const users = await seedWorld(t());
  memberId = users[0]!.id;
  operations = (await readOperations(t())).filter((op) => !NOT_PROBED[label(op)]);
  ownIds = [...(await idsOf(t(), memberId, 1)).values()].flat();
  everyId = [...new Set([...ownIds, ...(await sharedIds(t(), 1)), users[1]!.id, memberId])];
  stranger = await t().member({ name: "Casey Stranger" });
  staff = await t().member({ name: "Sam Staff" });
  for (const role of STAFF_ROLES)
    await grantRole(t().db, { memberId: staff.id, role, actorId: null, now: new Date() });
}, 180_000);

async function memberCookie(): Promise<string> {
  try {
    return await t().sessionCookie(memberId);
  } catch {
    memberId = (await t().member()).id;
    return t().sessionCookie(memberId);
  }
}

function request(op: Operation, id: string, body?: unknown, contentType = "application/json") {
  const sent: Sent = {
    method: op.method,
    path: fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p, id]))),
    headers: { "accept-language": "es-US,es;q=0.9,en;q=0.5" },
  };
  const query = op.queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema, p.name)))}`);
  if (query.length) sent.path += `?${query.join("&")}`;
  if (body !== undefined) {
    sent.headers!["content-type"] = contentType;
    sent.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  return sent;
}

const example = (op: Operation, id: string) =>
  op.body ? exampleOf(op.body, "", () => id) : WRITES.has(op.method) ? {} : undefined;

let errorsSeen = 0;

async function replay(sent: Sent, cookie: string | undefined, english: string[]) {
  const res = await send(t(), sent, cookie);
  if (res.ok || !res.headers.get("content-type")?.includes("json")) return res.ok;
  const text = await res.text();
  if (!text) return false;
  const body = JSON.parse(text) as { error?: { message: string; fields?: Record<string, string> } };
  if (!body.error) return false;
  errorsSeen++;
  const said = [body.error.message, ...Object.values(body.error.fields ?? {})];
  for (const sentence of said.filter((s) => !isSpanish(s)))
    english.push(`${describeSent(sent)} → ${res.status} ${sentence}`);
  return false;
}

describe("the server's errors to a Spanish browser", () => {
  it("are in Spanish for every read, signed out, as a stranger, as the member and as staff", async () => {
    const english: string[] = [];
    for (const op of operations.filter((o) => o.method === "GET")) {
      const ids = op.pathParams.length ? everyId : [UNKNOWN];
      await replay(request(op, ids[0]!), undefined, english);
      await replay(request(op, "x"), await memberCookie(), english);
      await replay(request(op, UNKNOWN), stranger.cookie, english);
      for (const id of op.pathParams.length ? ownIds.slice(0, 2) : [])
        await replay(request(op, id), stranger.cookie, english);
      const cookie = STAFF_PATH.test(op.path) ? staff.cookie : await memberCookie();
      for (const id of ids) if (await replay(request(op, id), cookie, english)) break;
    }
    expect([...new Set(english)]).toEqual([]);
  });

  it("are in Spanish for every write: well-formed, without a session, with bodies no client sends", async () => {
    const english: string[] = [];
    for (const op of operations.filter((o) => WRITES.has(o.method))) {
      const id = op.pathParams.length ? ownIds[0]! : UNKNOWN;
      const cookie = STAFF_PATH.test(op.path) ? staff.cookie : await memberCookie();
      await replay(request(op, id, example(op, id)), undefined, english);
      await replay(request(op, "x", example(op, "x")), cookie, english);
      await replay(request(op, id, "{"), cookie, english);
      await replay(request(op, id, example(op, id), "text/plain"), cookie, english);
      for (const field of fieldsOf(op.body).slice(0, 1)) {
        const body = { ...(example(op, id) as object), [field]: [null] };
        await replay(request(op, id, body), cookie, english);
      }
      await replay(request(op, id, example(op, id)), cookie, english);
    }
    expect([...new Set(english)]).toEqual([]);
    // The replay met errors of every kind: it can't pass by meeting none.
    expect(errorsSeen).toBeGreaterThan(300);
  });
});
