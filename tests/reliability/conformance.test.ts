import { beforeAll, describe, expect, it, vi } from "vitest";
import { STAFF_ROLES } from "#shared/schemas/staff";
import { openApiJudge } from "#tests/support/openapi-conformance";
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
 * The reliability suite's kinds of call, replayed against what /api/openapi.json promises: every
 * operation signed out, as a stranger naming a member's objects (the access matrix), as that
 * member with their own ids and with malformed ones, as staff, and with the bodies the fuzz sends
 * (none, the wrong media type, broken JSON, a wrong field). Each answer's status must be one the
 * document lists for the operation, and its body one the listed schema allows.
 */
const t = useSeededApp();
vi.setConfig({ testTimeout: 120_000 });
let judge: Awaited<ReturnType<typeof openApiJudge>>;
let operations: Operation[] = [];
let memberId = "";
let stranger: TestMember;
let staff: TestMember;
let ownIds: string[] = [];
let everyId: string[] = [];

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

beforeAll(async () => {
  const users = await seedWorld(t());
  memberId = users[0]!.id;
  judge = await openApiJudge(t());
  operations = (await readOperations(t())).filter((op) => !NOT_PROBED[label(op)]);
  ownIds = [...(await idsOf(t(), memberId, 1)).values()].flat();
  everyId = [...new Set([...ownIds, ...(await sharedIds(t(), 1)), users[1]!.id, memberId])];
  stranger = await t().member({ name: "Casey Stranger" });
  staff = await t().member({ name: "Sam Staff" });
  for (const role of STAFF_ROLES)
    await grantRole(t().db, { memberId: staff.id, role, actorId: null, now: new Date() });
}, 120_000);

/** The member's session, new each time: a replayed sign-out or account deletion can't end the run. */
async function memberCookie(): Promise<string> {
  try {
    return await t().sessionCookie(memberId);
  } catch {
    memberId = (await t().member()).id;
    return t().sessionCookie(memberId);
  }
}

function request(op: Operation, id: string, body?: unknown, contentType = "application/json") {
  const sent: Sent = { method: op.method, path: fillPath(op, pathValues(op, id)) };
  const query = op.queryParams
    .filter((p) => p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema, p.name)))}`);
  if (query.length) sent.path += `?${query.join("&")}`;
  if (body !== undefined) {
    sent.headers = { "content-type": contentType };
    sent.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  return sent;
}

const pathValues = (op: Operation, id: string) =>
  Object.fromEntries(op.pathParams.map((p) => [p, id]));

const example = (op: Operation, id: string) =>
  op.body ? exampleOf(op.body, "", () => id) : WRITES.has(op.method) ? {} : undefined;

const whoSent = (cookie: string | undefined) =>
  cookie === undefined
    ? undefined
    : cookie === stranger.cookie
      ? "stranger"
      : cookie === staff.cookie
        ? "staff"
        : "member";

async function replay(op: Operation, sent: Sent, cookie: string | undefined, failures: string[]) {
  const res = await send(t(), sent, cookie);
  const text = await res.text();
  const problems = judge.problemsWith(op.method, op.path, res, text);
  if (problems.length)
    failures.push(
      `${describeSent({ ...sent, as: whoSent(cookie) })} → ${res.status} ${text.slice(0, 160)}\n  ${problems.join("\n  ")}`,
    );
  return res.ok;
}

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", () => {
    expect(judge.documentErrors).toEqual([]);
  });

  it("allows every answer to the reads, signed out, as a stranger, as the member and as staff", async () => {
    const failures: string[] = [];
    let replayed = 0;
    for (const op of operations.filter((o) => o.method === "GET")) {
      const ids = op.pathParams.length ? everyId : [UNKNOWN];
      await replay(op, request(op, ids[0]!), undefined, failures);
      await replay(op, request(op, "x"), await memberCookie(), failures);
      await replay(op, request(op, UNKNOWN), stranger.cookie, failures);
      for (const id of op.pathParams.length ? ownIds.slice(0, 2) : [])
        await replay(op, request(op, id), stranger.cookie, failures);
      const cookie = /^\/api\/(moderation|staff|studio|host)(\/|$)/.test(op.path)
        ? staff.cookie
        : await memberCookie();
      // Ids until one names something here: its 2xx body is checked too.
      for (const id of ids) if (await replay(op, request(op, id), cookie, failures)) break;
      replayed++;
    }
    expect(replayed).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it("allows every answer to the writes: well-formed, without a session, with bodies no client sends", async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => WRITES.has(o.method))) {
      const id = op.pathParams.length ? ownIds[0]! : UNKNOWN;
      const staffOnly = /^\/api\/(moderation|staff|studio|host)(\/|$)/.test(op.path);
      const cookie = staffOnly ? staff.cookie : await memberCookie();
      await replay(op, request(op, id, example(op, id)), undefined, failures);
      await replay(op, request(op, "x", example(op, "x")), cookie, failures);
      await replay(op, request(op, id, "{"), cookie, failures);
      await replay(op, request(op, id, example(op, id), "text/plain"), cookie, failures);
      for (const field of fieldsOf(op.body).slice(0, 1)) {
        const body = { ...(example(op, id) as object), [field]: [null] };
        await replay(op, request(op, id, body), cookie, failures);
      }
      await replay(op, request(op, id, example(op, id)), cookie, failures);
    }
    expect(failures).toEqual([]);
  });
});
