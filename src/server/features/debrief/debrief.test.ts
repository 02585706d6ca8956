import { describe, expect, it } from "vitest";
import { DEBRIEF_TOTALS_FROM, FOUND_EACH_OTHER_DAYS } from "#shared/constants";
import type { DebriefTotals, FoundEachOther, PendingDebriefs } from "#shared/schemas/debrief";
import type { MatchmakerRecord } from "#shared/schemas/events";
import type { ProfileResponse } from "#shared/schemas/profile";
import { metThroughFriend } from "#tests/support/debrief-factories";
import { match } from "#tests/support/matching-factories";
import { notificationsOf } from "#tests/support/notifications";
import { errorOf, useTestApp, type TestMember } from "#tests/support/test-app";
import { askDebriefs } from "./debrief-job";

const t = useTestApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Thursday 8 PM in New York; the next New York day's mid-morning is 10 AM there (15:00 UTC).
const MET = new Date("2026-12-04T01:00:00.000Z");
const NEXT_MORNING = new Date("2026-12-04T15:00:00.000Z");

const get = async <T>(path: string, as: TestMember) => {
  const res = await t().request(path, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const pending = async (as: TestMember) => (await get<PendingDebriefs>("/api/debrief", as)).debriefs;
const totals = (as: TestMember) => get<DebriefTotals>("/api/debrief/totals", as);
const answer = (matchId: string, as: TestMember, seeAgain = true, goodFit = true) =>
  t().request(`/api/debrief/${matchId}`, { as, json: { seeAgain, goodFit } });
const sayFound = (matchId: string, as: TestMember) =>
  t().request("/api/debrief/found-each-other", { as, json: { matchId } });
const record = (as: TestMember) => get<MatchmakerRecord>("/api/events/matchmaker-record", as);
const paused = async (as: TestMember) =>
  (await get<ProfileResponse>("/api/profile", as)).profile.paused;
const kinds = async (as: TestMember, kind: string) =>
  (await notificationsOf(t(), as)).filter((n) => n.kind === kind);

async function introduced(introducer?: TestMember) {
  const vera = introducer ?? (await t().member({ name: "Vera Voss" }));
  const ada = await t().member({ name: "Ada Park" });
  const ben = await t().member({ name: "Ben Ortiz" });
  const matchId = await metThroughFriend(t(), {
    introducer: vera,
    one: ada,
    other: ben,
    metAt: MET,
  });
  return { vera, ada, ben, matchId };
}

describe("the matchmaker's debrief", () => {
  it("asks each of the two once, from mid-morning of the New York day after they met", async () => {
    const { vera, ada, ben, matchId } = await introduced();
    // Two who matched but never met, and two who met on a match one suggested themself to.
    const cy = await t().member({ name: "Cy Moss" });
    const di = await t().member({ name: "Di Lund" });
    await match(t(), cy, di);
    const ed = await t().member({ name: "Ed Finch" });
    const flo = await t().member({ name: "Flo Hart" });
    await metThroughFriend(t(), { introducer: ed, one: ed, other: flo, metAt: MET });

    // The same evening in New York, then early next morning: not yet.
    t().clock.set(new Date(MET.getTime() + 3 * HOUR));
    expect(await askDebriefs(t().db, t().clock.current!)).toEqual([]);
    expect(await pending(ada)).toEqual([]);
    expect(await askDebriefs(t().db, new Date(NEXT_MORNING.getTime() - HOUR))).toEqual([]);

    expect((await askDebriefs(t().db, NEXT_MORNING)).sort()).toEqual([ada.id, ben.id].sort());
    expect(await askDebriefs(t().db, new Date(NEXT_MORNING.getTime() + HOUR))).toEqual([]);
    expect(await kinds(ada, "debriefAsked")).toMatchObject([
      { objectId: matchId, actorFirstName: "Ben", read: false },
    ]);
    for (const nobody of [vera, cy, di, ed, flo]) {
      expect(await kinds(nobody, "debriefAsked")).toEqual([]);
      t().clock.set(NEXT_MORNING);
      expect(await pending(nobody)).toEqual([]);
    }
    t().clock.set(NEXT_MORNING);
    expect(await pending(ben)).toEqual([
      { matchId, firstName: "Ada", eventTitle: null, metAt: MET.toISOString() },
    ]);
  });

  it("takes each member's answer once, only the day after, and only from one of the two", async () => {
    const { vera, ada, ben, matchId } = await introduced();
    await askDebriefs(t().db, NEXT_MORNING);

    t().clock.set(new Date(MET.getTime() + HOUR));
    expect((await answer(matchId, ada)).status).toBe(404);

    t().clock.set(NEXT_MORNING);
    for (const outsider of [vera, await t().member()])
      expect((await answer(matchId, outsider)).status).toBe(404);
    expect((await answer(matchId, ada, false, true)).status).toBe(200);
    const again = await answer(matchId, ada, true, true);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.code).toBe("already_answered");
    expect(await pending(ada)).toEqual([]);
    expect(await kinds(ada, "debriefAsked")).toMatchObject([{ read: true }]);
    // Ben's questions still wait for him.
    expect(await pending(ben)).toHaveLength(1);

    const bad = await t().request(`/api/debrief/${matchId}`, {
      as: ben,
      json: { seeAgain: "yes" },
    });
    expect(bad.status).toBe(400);
  });

  it(`shows the introducer only totals, and only from ${DEBRIEF_TOTALS_FROM} answers on`, async () => {
    const vera = await t().member({ name: "Vera Voss" });
    const first = await introduced(vera);
    const second = await introduced(vera);
    const other = await introduced();
    t().clock.set(NEXT_MORNING);

    expect(await totals(vera)).toEqual({ answers: 0, seeAgainYes: null, goodFitYes: null });
    await answer(first.matchId, first.ada, true, true);
    expect(await totals(vera)).toEqual({ answers: 1, seeAgainYes: null, goodFitYes: null });
    await answer(first.matchId, first.ben, false, true);
    expect(await totals(vera)).toEqual({ answers: 2, seeAgainYes: null, goodFitYes: null });
    // An answer about someone else's introduction counts for them, not for Vera.
    await answer(other.matchId, other.ada, false, false);
    expect(await totals(vera)).toEqual({ answers: 2, seeAgainYes: null, goodFitYes: null });

    await answer(second.matchId, second.ada, true, false);
    expect(await totals(vera)).toEqual({ answers: 3, seeAgainYes: 2, goodFitYes: 2 });
    await answer(second.matchId, second.ben, true, true);
    expect(await totals(vera)).toEqual({ answers: 4, seeAgainYes: 3, goodFitYes: 3 });
    expect(await totals(other.vera)).toEqual({ answers: 1, seeAgainYes: null, goodFitYes: null });
  });

  it("never returns a single answer to anyone but its author", async () => {
    const { vera, ada, ben, matchId } = await introduced();
    const stranger = await t().member();
    await askDebriefs(t().db, NEXT_MORNING);
    t().clock.set(NEXT_MORNING);
    await answer(matchId, ada, false, false);

    const single = /"(seeAgain|goodFit|see_again|good_fit)"\s*:\s*(true|false)/;
    const paths = [
      "/api/debrief",
      "/api/debrief/totals",
      "/api/debrief/found-each-other",
      "/api/notifications",
      "/api/home",
      "/api/events/matchmaker-record",
      "/api/account/data",
    ];
    for (const viewer of [ben, vera, stranger])
      for (const path of paths) {
        const res = await t().request(path, { as: viewer });
        expect(res.status, path).toBe(200);
        expect(await res.text(), `${path} for ${viewer.name}`).not.toMatch(single);
      }
    // Ada's own data export holds her answer.
    const own = await t().request("/api/account/data", { as: ada });
    expect(await own.json()).toMatchObject({
      debriefAnswers: [{ partnerName: "Ben Ortiz", seeAgain: false, goodFit: false }],
    });
  });
});

describe("we found each other", () => {
  it("pauses both and thanks the introducer once when both say it within the days", async () => {
    const { vera, ada, ben, matchId } = await introduced();
    t().clock.set(NEXT_MORNING);

    const first = await sayFound(matchId, ada);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      said: { matchId, firstName: "Ben" },
      coupleWith: null,
    });
    // Alone, it changes nothing anyone else sees.
    expect(await get<FoundEachOther>("/api/debrief/found-each-other", ben)).toEqual({
      choices: [{ matchId, firstName: "Ada" }],
      said: null,
      coupleWith: null,
    });
    expect(await paused(ben)).toBe(false);
    expect(await paused(ada)).toBe(false);
    expect(await kinds(vera, "coupleThanks")).toEqual([]);
    expect((await record(vera)).couples).toBe(0);

    t().clock.set(new Date(NEXT_MORNING.getTime() + (FOUND_EACH_OTHER_DAYS - 1) * DAY));
    const second = await sayFound(matchId, ben);
    expect(await second.json()).toMatchObject({ said: null, coupleWith: "Ada" });
    expect(await paused(ada)).toBe(true);
    expect(await paused(ben)).toBe(true);
    expect(await record(vera)).toEqual({
      introductions: 1,
      matches: 1,
      metInPerson: 1,
      couples: 1,
    });
    expect(await kinds(vera, "coupleThanks")).toMatchObject([
      { objectId: matchId, actorFirstName: null, count: 1 },
    ]);

    // Saying it again thanks nobody twice.
    await sayFound(matchId, ada);
    await sayFound(matchId, ben);
    expect(await kinds(vera, "coupleThanks")).toMatchObject([{ count: 1 }]);
    expect((await record(vera)).couples).toBe(1);
  });

  it(`lapses after ${FOUND_EACH_OTHER_DAYS} days without the other`, async () => {
    const { vera, ada, ben, matchId } = await introduced();
    t().clock.set(NEXT_MORNING);
    await sayFound(matchId, ada);

    t().clock.set(new Date(NEXT_MORNING.getTime() + (FOUND_EACH_OTHER_DAYS + 1) * DAY));
    expect((await get<FoundEachOther>("/api/debrief/found-each-other", ada)).said).toBeNull();
    const late = await sayFound(matchId, ben);
    expect(await late.json()).toMatchObject({ said: { firstName: "Ada" }, coupleWith: null });
    expect(await paused(ada)).toBe(false);
    expect(await paused(ben)).toBe(false);
    expect(await kinds(vera, "coupleThanks")).toEqual([]);

    // Ada says it again while Ben's word stands: now they are a couple.
    t().clock.set(new Date(NEXT_MORNING.getTime() + (FOUND_EACH_OTHER_DAYS + 2) * DAY));
    await sayFound(matchId, ada);
    expect(await paused(ben)).toBe(true);
    expect(await kinds(vera, "coupleThanks")).toHaveLength(1);
  });

  it("can't be said about a match no friend made, or someone else's", async () => {
    const ed = await t().member({ name: "Ed Finch" });
    const flo = await t().member({ name: "Flo Hart" });
    const selfMade = await metThroughFriend(t(), {
      introducer: ed,
      one: ed,
      other: flo,
      metAt: MET,
    });
    const { vera, matchId } = await introduced();
    t().clock.set(NEXT_MORNING);

    const own = await sayFound(selfMade, ed);
    expect(own.status).toBe(422);
    expect((await errorOf(own)).error.code).toBe("not_friend_made");
    expect((await get<FoundEachOther>("/api/debrief/found-each-other", ed)).choices).toEqual([]);
    for (const outsider of [vera, ed]) expect((await sayFound(matchId, outsider)).status).toBe(404);
    expect(await paused(ed)).toBe(false);
  });
});
