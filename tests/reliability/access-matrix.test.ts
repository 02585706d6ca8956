import { beforeAll, describe, expect, it, vi } from "vitest";
import { TestApp, type TestMember } from "#tests/support/test-app";
import { ledgerOf } from "#tests/support/ledger";
import { StripeStandIn } from "#tests/support/stripe-stand-in";
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
import {
  idsOf,
  memberColumns,
  seedWorld,
  useSeededApp,
  type DemoUser,
} from "#tests/support/seeded-world";
import { STAFF_ROLES } from "#shared/schemas/staff";
import { STAFF_APIS } from "../../src/server/features";
import { grantRole } from "../../src/server/features/staff";

/**
 * Member C, a stranger to A, names A's objects: every operation with an id in its path gets each
 * of A's ids (found through the database's foreign keys to members, so new tables and routes are
 * covered as they come), and every body field named `my…Id` (the asker's own object, by
 * convention) gets them too. Never a 2xx, never a 403 that confirms the object exists, and A's
 * state, as A's own GETs and the rows pointing at A show it, is the same after as before.
 */
const t = useSeededApp();
// Each test probes every operation of the API: its time grows with the API.
vi.setConfig({ testTimeout: 120_000 });
let operations: Operation[] = [];
let a: DemoUser;
let aCookie = "";
let c: TestMember;
let aIds: string[] = [];

const OWN_FIELD = /^my[A-Z]\w*Id$/;

beforeAll(async () => {
  const users = await seedWorld(t());
  // The seeded member with the most rows pointing at them: the richest state to trespass on.
  const counts = await Promise.all(
    users.map(async (u) => [...(await idsOf(t(), u.id, 50)).values()].flat().length),
  );
  a = users[counts.indexOf(Math.max(...counts))]!;
  aCookie = await t().sessionCookie(a.id);
  c = await t().member({ name: "Casey Stranger" });
  operations = (await readOperations(t())).filter((op) => !NOT_PROBED[label(op)]);
  // A's member id is left out: anyone may name a member (Explore, a block), it is no object of A's.
  aIds = [...(await idsOf(t(), a.id, 3)).values()].flat();
}, 120_000);

/**
 * Answers that differ between two looks by design, reduced to what is A's own: Explore shows a
 * member picked at random on every read (two looks can still pick the same one, so comparing
 * the looks alone can't tell).
 */
const OWN_PART: Record<string, (body: string) => string> = {
  "GET /api/pairing/explore": (body) => JSON.stringify((JSON.parse(body) as { me?: unknown }).me),
};

/** What A sees (their GETs) and what the database holds about A (rows pointing at A). */
async function stateOfA(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const op of operations.filter((o) => o.method === "GET" && o.pathParams.length === 0)) {
    if (op.queryParams.some((p) => p.required)) continue;
    const res = await send(t(), { method: "GET", path: op.path }, aCookie);
    // An error's request id is new on every look.
    const body = (await res.text()).replace(/"requestId":"[^"]*"/, "");
    const own = res.ok ? OWN_PART[label(op)] : undefined;
    state[label(op)] = `${res.status} ${own ? own(body) : body}`;
  }
  for (const [table, columns] of await memberColumns(t())) {
    if (table === "session") continue; // A's sessions: this test makes some itself.
    const where = columns.map((col) => `"${col}" = $1`).join(" or ");
    const rows = await t().database.query(`select * from ${table} where ${where} order by id`, [
      a.id,
    ]);
    state[table] = JSON.stringify(rows);
  }
  return state;
}

describe("member C naming member A's objects", () => {
  it("gets no 2xx, no 403 that confirms them, and changes nothing of A's", async () => {
    await stateOfA(); // A's first visit may itself change things ("Welcome" → "Welcome back").
    const before = await stateOfA();
    // What still differs between two looks with nothing done in between says nothing about C:
    // left out.
    const again = await stateOfA();
    const stable = Object.keys(before).filter((key) => before[key] === again[key]);
    expect(stable.length).toBeGreaterThan(Object.keys(before).length - 3);
    const failures: string[] = [];
    let probes = 0;
    const attempt = async (sent: Sent) => {
      probes++;
      const res = await send(t(), sent, c.cookie);
      if (res.ok || res.status === 403 || res.status >= 500)
        failures.push(`${describeSent(sent)} → ${res.status} ${(await res.text()).slice(0, 200)}`);
    };

    for (const op of operations) {
      const ownFields = fieldsOf(op.body).filter((f) => OWN_FIELD.test(f));
      if (op.pathParams.length === 0 && ownFields.length === 0) continue;
      for (const id of aIds) {
        const path = fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p, id])));
        const body = op.body ? JSON.stringify(exampleOf(op.body, "", () => id)) : undefined;
        await attempt({
          method: op.method,
          path,
          as: "C",
          ...(body !== undefined && {
            headers: { "content-type": "application/json" },
            body,
          }),
        });
      }
    }

    expect(probes).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    const after = await stateOfA();
    const changed = stable.filter((key) => after[key] !== before[key]);
    expect(changed, changed.map((key) => `${key}: ${after[key]}`).join("\n")).toEqual([]);
  });
});

describe("an event's seating, to anyone but its host", () => {
  it("answers every seating operation 404 to a guest, another host and a stranger, and changes nothing", async () => {
    const [event] = await t().database.query<{ id: string }>(
      `select id from events where host_id is not null order by starts_at, id limit 1`,
      [],
    );
    const [guest] = await t().database.query<{ id: string }>(
      // A guest who isn't also its host (a host may go to their own event).
      `select a.profile_id as id from event_attendees a join events e on e.id = a.event_id
        where a.event_id = $1 and a.profile_id <> e.host_id order by a.profile_id limit 1`,
      [event!.id],
    );
    const otherHost = await t().member({ name: "Olga Otherhost" });
    await grantRole(t().db, {
      memberId: otherHost.id,
      role: "host",
      actorId: null,
      now: new Date(),
    });
    const seatingOps = operations.filter((op) => op.path.includes("/seating"));
    expect(seatingOps.map(label).sort()).toEqual([
      "GET /api/host/events/{id}/seating",
      "POST /api/host/events/{id}/seating/move",
      "POST /api/host/events/{id}/seating/propose",
      "POST /api/host/events/{id}/seating/publish",
      "PUT /api/host/events/{id}/seating/size",
    ]);
    const state = async () =>
      JSON.stringify([
        await t().database.query(
          `select * from event_seats where event_id = $1 order by profile_id`,
          [event!.id],
        ),
        await t().database.query(
          `select table_size, seating_published_at from events where id = $1`,
          [event!.id],
        ),
      ]);
    const before = await state();
    for (const cookie of [await t().sessionCookie(guest!.id), otherHost.cookie, c.cookie]) {
      for (const op of seatingOps) {
        const body = op.body ? JSON.stringify(exampleOf(op.body, "", () => guest!.id)) : undefined;
        const res = await send(
          t(),
          {
            method: op.method,
            path: fillPath(op, { id: event!.id }),
            as: "C",
            ...(body !== undefined && { headers: { "content-type": "application/json" }, body }),
          },
          cookie,
        );
        expect(res.status, `${label(op)} → ${res.status}`).toBe(404);
      }
    }
    expect(await state()).toBe(before);
  });
});

/** An appeal the demo seed's cases don't make: the first demo case's member appeals a warning. */
async function pendingAppealId(): Promise<string | undefined> {
  const [row] = await t().database.query<{ id: string }>(
    `with c as (select id, member_id from moderation_cases limit 1),
          a as (insert into moderation_actions (case_id, moderator_id, member_id, action, reason, note)
                select id, 'someone', member_id, 'warn', 'spam', 'Spam.' from c returning id, member_id)
     insert into moderation_appeals (action_id, member_id, text)
     select id, member_id, 'Not spam.' from a returning id`,
    [],
  );
  return row?.id;
}

describe("staff APIs, to anyone without their role", () => {
  it("answers every staff operation 404, as for an address no route answers, staff of other roles included", async () => {
    const [kept] = await t().database.query<{ caseId: string; photoId: string }>(
      `select case_id as "caseId", photo_id as "photoId" from moderation_evidence_photos limit 1`,
      [],
    );
    expect(kept).toBeDefined();
    const ids: Record<string, string> = {
      caseId: kept!.caseId,
      photoId: kept!.photoId,
      appealId: (await pendingAppealId()) ?? "00000000-0000-4000-8000-000000000000",
      memberId: a.id,
      role: "admin",
    };
    for (const { path: prefix, role } of STAFF_APIS) {
      const staffOps = operations.filter((op) => op.path.startsWith(prefix));
      expect(staffOps.length, prefix).toBeGreaterThan(0);
      // A member holding every role but this one.
      const other = await t().member({ name: `Other Staff ${role}` });
      for (const otherRole of STAFF_ROLES.filter((r) => r !== role))
        await grantRole(t().db, {
          memberId: other.id,
          role: otherRole,
          actorId: null,
          now: new Date(),
        });
      for (const cookie of [c.cookie, other.cookie, undefined]) {
        for (const op of staffOps) {
          const path = fillPath(
            op,
            Object.fromEntries(
              op.pathParams.map((p) => [p, ids[p] ?? "00000000-0000-4000-8000-000000000000"]),
            ),
          );
          const res = await send(t(), { method: op.method, path, as: "C" }, cookie);
          expect(res.status, `${label(op)} → ${res.status}`).toBe(404);
          expect(await res.json()).toMatchObject({
            error: { code: "not_found", message: "No such API route" },
          });
        }
      }
    }
  });
});

describe("Stripe's webhook, to anyone", () => {
  it("is open to visitors, a member's session gives no standing, and only Stripe's signature counts", async () => {
    const stripe = await StripeStandIn.start();
    const app = await TestApp.create(stripe.env);
    try {
      const payer = await app.member();
      expect(
        (await app.request("/api/hearts/checkout", { json: { packageId: "hearts-10" }, as: payer }))
          .status,
      ).toBe(200);
      const event = stripe.completed(stripe.latest().id);
      const forged = stripe.signed(
        "checkout.session.completed",
        JSON.parse(event.payload).data.object,
        "whsec_someone_else",
      );
      const path = "/api/hearts/stripe-webhook";
      const json = { "content-type": "application/json" };
      // Neither the payer's session nor a stranger's nor none makes an unsigned or forged event count.
      for (const cookie of [payer.cookie, (await app.member()).cookie, undefined]) {
        for (const sent of [
          { payload: event.payload, headers: json },
          { payload: forged.payload, headers: { ...json, "stripe-signature": forged.signature } },
        ]) {
          const res = await send(
            app,
            { method: "POST", path, headers: sent.headers, body: sent.payload },
            cookie,
          );
          expect(res.status).toBe(400);
        }
      }
      expect(await ledgerOf(app, payer.id)).toEqual({ balance: 0, sum: 0, rows: 0 });
      // Stripe, signed in as nobody, is heard.
      const res = await send(app, {
        method: "POST",
        path,
        headers: { ...json, "stripe-signature": event.signature },
        body: event.payload,
      });
      expect(res.status).toBe(200);
      expect(await ledgerOf(app, payer.id)).toEqual({ balance: 10, sum: 10, rows: 1 });
    } finally {
      await app.close();
      await stripe.close();
    }
  });
});
