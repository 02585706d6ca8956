import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  certifications,
  events,
  matches,
  matchSuggestions,
  profiles,
  profileUnlocks,
} from "../../src/server/db/schema";
import { CLUB_CATALOG, ensureClubCatalog } from "../../src/server/features/clubs";
import { earnHearts } from "../../src/server/features/hearts";
import { grantRole } from "../../src/server/features/staff";
import { COST, HEART_PACKAGES } from "#shared/constants";
import type { QuizAttempt } from "#shared/schemas/clubs";
import { suggest } from "#tests/support/matching-factories";
import { metThroughFriend } from "#tests/support/debrief-factories";
import { pairingKit } from "#tests/support/pairing-kit";
import { useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";

/**
 * Every spend, accept, RSVP, quiz pass and top-up, 50 requests at once, split across two server
 * processes on one PostgreSQL database, a few rounds each: the invariants hold every time.
 * (PGlite runs one statement at a time, so only PostgreSQL can show a race.)
 */
const CONCURRENT = 50;
const ROUNDS = 3;

const t = useTestApp();
const kit = pairingKit(t);
let sibling: TestApp;
beforeAll(async () => {
  sibling = await t().sibling();
});
afterAll(async () => {
  await sibling?.close();
});

/** 50 requests at once, alternating between the two processes. */
function atOnce(
  count: number,
  request: (app: TestApp, i: number) => Promise<Response>,
): Promise<Response[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => request(i % 2 ? sibling : t(), i)));
}

async function memberWith(hearts: number): Promise<TestMember> {
  const m = await t().member();
  if (hearts > 0)
    await t().db.transaction((tx) =>
      earnHearts(tx, { profileId: m.id, amount: hearts, reason: "Gift" }),
    );
  return m;
}

/** Balance = the ledger's sum, never negative, for every member there is. */
async function expectLedgersWhole() {
  const drifted = await t().database.query(
    `select p.id, p.hearts_balance, coalesce(sum(h.amount), 0)::int as ledger
       from profiles p left join heart_transactions h on h.profile_id = p.id
      group by p.id having p.hearts_balance <> coalesce(sum(h.amount), 0) or p.hearts_balance < 0`,
    [],
  );
  expect(drifted).toEqual([]);
}

const statuses = (responses: Response[]) => responses.map((r) => r.status);
const no5xx = (responses: Response[]) =>
  expect(statuses(responses).filter((s) => s >= 500)).toEqual([]);

describe("50 at once on PostgreSQL", () => {
  it("spends: profile unlocks against too few hearts never overspend nor charge twice", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const hearts = 7;
      const me = await memberWith(hearts);
      const targets = await Promise.all(Array.from({ length: 25 }, () => t().member()));
      const responses = await atOnce(CONCURRENT, (app, i) =>
        app.request("/api/pairing/unlocks", { as: me, json: { memberId: targets[i % 25]!.id } }),
      );
      no5xx(responses);
      const unlocked = await t()
        .db.select()
        .from(profileUnlocks)
        .where(eq(profileUnlocks.viewerId, me.id));
      expect(unlocked).toHaveLength(Math.floor(hearts / COST.unlockProfile));
      const [row] = await t()
        .db.select({ balance: profiles.heartsBalance })
        .from(profiles)
        .where(eq(profiles.id, me.id));
      expect(row!.balance).toBe(hearts - unlocked.length * COST.unlockProfile);
      await expectLedgersWhole();
    }
  });

  it("mixed spends at once (unlocks of 1, direct matches of 5): each charged once, none overdrawn", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const hearts = 17;
      const me = await memberWith(hearts);
      const linked = await Promise.all(Array.from({ length: 5 }, () => t().member()));
      const friends = Object.values(
        await kit.circle(
          me,
          linked.map((m, i) => ({ name: `Friend ${i}`, linkedTo: m })),
        ),
      );
      const targets = await Promise.all(Array.from({ length: 25 }, () => t().member()));
      const responses = await atOnce(CONCURRENT, (app, i) =>
        i % 2
          ? app.request("/api/pairing/unlocks", { as: me, json: { memberId: targets[i % 25]!.id } })
          : app.request("/api/pairing/direct-matches", {
              as: me,
              json: {
                memberId: targets[i % 25]!.id,
                friendId: friends[i % friends.length],
                reason: "Trust me.",
              },
            }),
      );
      no5xx(responses);
      const [unlocks] = await t().database.query<{ n: number }>(
        "select count(*)::int as n from profile_unlocks where viewer_id = $1",
        [me.id],
      );
      // A Direct Match asks both: one introduction, two rows (the explored member's is counted).
      const [directs] = await t().database.query<{ n: number }>(
        "select count(*)::int as n from match_suggestions where suggester_id = $1 and target_id = any($2)",
        [me.id, targets.map((m) => m.id)],
      );
      const [row] = await t()
        .db.select({ balance: profiles.heartsBalance })
        .from(profiles)
        .where(eq(profiles.id, me.id));
      expect(unlocks!.n + directs!.n).toBeGreaterThan(0);
      expect(row!.balance).toBe(
        hearts - unlocks!.n * COST.unlockProfile - directs!.n * COST.directMatch,
      );
      await expectLedgersWhole();
    }
  });

  it("top-ups: 25 purchases each sent twice credit exactly 25 packages", async () => {
    const pkg = HEART_PACKAGES[0];
    for (let round = 0; round < ROUNDS; round++) {
      const me = await t().member();
      const keys = Array.from({ length: CONCURRENT / 2 }, () => randomUUID());
      const responses = await atOnce(CONCURRENT, (app, i) =>
        app.request("/api/hearts/top-up", {
          as: me,
          json: { packageId: pkg.id, idempotencyKey: keys[i % keys.length] },
        }),
      );
      expect(statuses(responses)).toEqual(Array(CONCURRENT).fill(200));
      const [row] = await t()
        .db.select({ balance: profiles.heartsBalance })
        .from(profiles)
        .where(eq(profiles.id, me.id));
      expect(row!.balance).toBe(keys.length * pkg.hearts);
      await expectLedgersWhole();
    }
  });

  it("accepts: both members accepting each other 25 times at once make one match", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b, suggester] = await Promise.all([t().member(), t().member(), t().member()]);
      await suggest(t(), { target: a, candidate: b, suggester });
      await suggest(t(), { target: b, candidate: a, suggester });
      const responses = await atOnce(CONCURRENT, (app, i) => {
        const [me, them] = i % 4 < 2 ? [a, b] : [b, a];
        return app.request(`/api/matching/candidates/${them.id}/accept`, {
          as: me,
          method: "POST",
        });
      });
      no5xx(responses);
      const pair = await t()
        .db.select()
        .from(matches)
        .where(
          sql`(${matches.userAId} = ${a.id} and ${matches.userBId} = ${b.id}) or (${matches.userAId} = ${b.id} and ${matches.userBId} = ${a.id})`,
        );
      expect(pair).toHaveLength(1);
      const pending = await t()
        .db.select()
        .from(matchSuggestions)
        .where(and(eq(matchSuggestions.targetId, a.id), eq(matchSuggestions.status, "pending")));
      expect(pending).toEqual([]);
    }
  });

  it('"We found each other": both saying it 25 times at once make one couple and one thank-you', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [one, other, introducer] = await Promise.all([
        t().member(),
        t().member(),
        t().member(),
      ]);
      const matchId = await metThroughFriend(t(), {
        introducer,
        one,
        other,
        metAt: new Date(Date.now() - 86_400_000),
      });
      const responses = await atOnce(CONCURRENT, (app, i) =>
        app.request("/api/debrief/found-each-other", {
          as: i % 4 < 2 ? one : other,
          json: { matchId },
        }),
      );
      no5xx(responses);
      const [couple] = await t().database.query<{
        couples: number;
        thanks: number;
        paused: number;
      }>(
        `select (select count(*)::int from couples where match_id = $1) as couples,
                (select coalesce(sum(count), 0)::int from notifications where member_id = $2 and kind = 'coupleThanks') as thanks,
                (select count(*)::int from profiles where id in ($3, $4) and paused) as paused`,
        [matchId, introducer.id, one.id, other.id],
      );
      expect(couple).toEqual({ couples: 1, thanks: 1, paused: 2 });
    }
  });

  it("RSVPs: 50 members for 5 seats leave exactly 5 going, every deposit in a ledger", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const capacity = 5;
      const [event] = await t()
        .db.insert(events)
        .values({
          title: `Race Night ${round}`,
          description: "Fifty at the door.",
          startsAt: new Date(Date.now() + 7 * 86_400_000),
          endsAt: new Date(
            new Date(new Date(Date.now() + 7 * 86_400_000)).getTime() + 3 * 3_600_000,
          ),
          venue: "Rough Trade, 64 N 9th St",
          capacity,
          depositRequired: 3,
          checkInCode: "AB12CD",
        })
        .returning();
      const members = await Promise.all(Array.from({ length: CONCURRENT }, () => memberWith(5)));
      const responses = await atOnce(CONCURRENT, (app, i) =>
        app.request(`/api/events/${event!.id}/rsvp`, { as: members[i]!, method: "POST" }),
      );
      no5xx(responses);
      expect(responses.filter((r) => r.ok)).toHaveLength(capacity);
      const [going] = await t().database.query<{ n: number }>(
        "select count(*)::int as n from event_attendees where event_id = $1",
        [event!.id],
      );
      expect(going!.n).toBe(capacity);
      await expectLedgersWhole();
    }
  });

  it("a host's cancel amid 50 RSVPs: every deposit comes back, nobody stays going", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const host = await t().member({ name: "Hana Host" });
      await grantRole(t().db, { memberId: host.id, role: "host", actorId: null, now: new Date() });
      const startsAt = new Date(Date.now() + 7 * 86_400_000);
      const created = await t().request("/api/host/events", {
        as: host,
        json: {
          title: `Cancel Night ${round}`,
          description: "Off, then on, then off.",
          venue: "Rough Trade",
          venueAddress: "64 N 9th St",
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
          capacity: 20,
          depositRequired: 3,
        },
      });
      const { id } = (await created.json()) as { id: string };
      await t().request(`/api/host/events/${id}/publish`, { as: host, method: "POST" });
      const members = await Promise.all(Array.from({ length: CONCURRENT }, () => memberWith(5)));
      const responses = await atOnce(CONCURRENT + 1, (app, i) =>
        i === CONCURRENT / 2
          ? app.request(`/api/host/events/${id}/cancel`, { as: host, method: "POST" })
          : app.request(`/api/events/${id}/rsvp`, {
              as: members[i > CONCURRENT / 2 ? i - 1 : i]!,
              method: "POST",
            }),
      );
      no5xx(responses);
      const [going] = await t().database.query<{ n: number }>(
        "select count(*)::int as n from event_attendees where event_id = $1",
        [id],
      );
      expect(going!.n).toBe(0);
      const balances = await t().database.query<{ n: number }>(
        `select count(*)::int as n from profiles where id = any($1) and hearts_balance <> 5`,
        [members.map((m) => m.id)],
      );
      expect(balances[0]!.n).toBe(0);
      await expectLedgersWhole();
    }
  });

  it("quiz passes: one passing attempt submitted 50 times at once certifies once", async () => {
    await ensureClubCatalog(t().db);
    for (let round = 0; round < ROUNDS; round++) {
      const me = await t().member();
      const started = await t().request("/api/clubs/chess/attempts", { as: me, method: "POST" });
      expect(started.status).toBe(200);
      const attempt = (await started.json()) as QuizAttempt;
      const club = CLUB_CATALOG.find((c) => c.id === attempt.clubId)!;
      const answers = attempt.questions.map((shown) => {
        const q = club.questions[shown.id]!;
        return { questionId: shown.id, choice: shown.options.indexOf(q.options[q.answerIndex]!) };
      });
      const responses = await atOnce(CONCURRENT, (app) =>
        app.request(`/api/clubs/attempts/${attempt.id}/answers`, { as: me, json: { answers } }),
      );
      no5xx(responses);
      expect(responses.filter((r) => r.ok)).toHaveLength(1);
      const certified = await t()
        .db.select()
        .from(certifications)
        .where(and(eq(certifications.profileId, me.id), eq(certifications.clubId, attempt.clubId)));
      expect(certified).toHaveLength(1);
    }
  });
});
