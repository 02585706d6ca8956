import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  QUIZ_ATTEMPT_MINUTES,
  QUIZ_ATTEMPTS_PER_DAY,
  QUIZ_QUESTIONS_PER_ATTEMPT,
} from "#shared/constants";
import type { ClubList, QuizAttempt, QuizResult } from "#shared/schemas/clubs";
import { certifications, clubs, quizAttempts, quizQuestions } from "../../db/schema";
import { errorOf, useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { CLUB_CATALOG } from "./catalog";
import { ensureClubCatalog } from "./ensure-catalog";

const t = useTestApp();

// Every clubs response of this file passes through here, so none may carry an answer.
const bodies: unknown[] = [];
async function read<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T;
  bodies.push(body);
  return body;
}

beforeEach(async () => {
  await ensureClubCatalog(t().db);
});

const catalogQuestion = (clubId: string, position: number) =>
  CLUB_CATALOG.find((c) => c.id === clubId)!.questions[position]!;

/** The shown index of the right (or a wrong) option: the test reads the catalogue, not the page. */
function choiceFor(attempt: QuizAttempt, questionIndex: number, right: boolean): number {
  const shown = attempt.questions[questionIndex]!;
  const q = catalogQuestion(attempt.clubId, shown.id);
  const correct = shown.options.indexOf(q.options[q.answerIndex]!);
  return right ? correct : (correct + 1) % shown.options.length;
}

const answersFor = (attempt: QuizAttempt, rightCount: number) =>
  attempt.questions.map((q, i) => ({
    questionId: q.id,
    choice: choiceFor(attempt, i, i < rightCount),
  }));

async function start(as: TestMember, clubId = "chess", app: TestApp = t()) {
  return app.request(`/api/clubs/${clubId}/attempts`, { as, method: "POST" });
}
async function started(as: TestMember, clubId = "chess") {
  const res = await start(as, clubId);
  expect(res.status).toBe(200);
  return read<QuizAttempt>(res);
}
function submit(as: TestMember, attemptId: string, answers: unknown, app: TestApp = t()) {
  return app.request(`/api/clubs/attempts/${attemptId}/answers`, { as, json: { answers } });
}
async function clubsOf(as: TestMember) {
  const res = await t().request("/api/clubs", { as });
  expect(res.status).toBe(200);
  return read<ClubList>(res);
}
const attemptRows = (member: TestMember) =>
  t().db.select().from(quizAttempts).where(eq(quizAttempts.profileId, member.id));
const certificationRows = (member: TestMember, clubId = "chess") =>
  t()
    .db.select()
    .from(certifications)
    .where(and(eq(certifications.profileId, member.id), eq(certifications.clubId, clubId)));

describe("the catalogue", () => {
  it("has four clubs, each with a pool of at least 8 questions whose answers are options", () => {
    expect(CLUB_CATALOG.map((c) => c.name)).toEqual([
      "French Club",
      "Chess Club",
      "Wine Club",
      "Vinyl Club",
    ]);
    for (const club of CLUB_CATALOG) {
      expect(club.questions.length).toBeGreaterThanOrEqual(8);
      for (const q of club.questions) expect(q.options[q.answerIndex]).toBeDefined();
    }
  });

  it("writes the clubs missing from the database, leaves the others as editors left them, may run twice", async () => {
    await t().db.delete(clubs).where(eq(clubs.id, "wine"));
    await t()
      .db.update(quizQuestions)
      .set({ question: "An editor's wording?" })
      .where(and(eq(quizQuestions.clubId, "chess"), eq(quizQuestions.position, 0)));
    await ensureClubCatalog(t().db);
    await ensureClubCatalog(t().db);
    const rows = await t()
      .db.select()
      .from(quizQuestions)
      .orderBy(quizQuestions.clubId, quizQuestions.position);
    const expected = CLUB_CATALOG.flatMap((club) =>
      club.questions.map((q, position) => [
        club.id,
        position,
        club.id === "chess" && position === 0 ? "An editor's wording?" : q.question,
        q.answerIndex,
      ]),
    ).sort((a, b) => String(a[0]).localeCompare(String(b[0])) || Number(a[1]) - Number(b[1]));
    expect(rows.map((r) => [r.clubId, r.position, r.question, r.answerIndex])).toEqual(expected);
  });
});

describe("/clubs", () => {
  it("lists the four clubs with their description, not certified, 3 attempts left", async () => {
    const me = await t().member();
    const { clubs } = await clubsOf(me);
    expect(
      clubs.map((c) => [c.name, c.description, c.certifiedAt, c.attemptsLeftToday, c.attemptOpen]),
    ).toEqual(CLUB_CATALOG.map((c) => [c.name, c.description, null, QUIZ_ATTEMPTS_PER_DAY, false]));
  });

  it("asks who you are", async () => {
    expect((await t().request("/api/clubs")).status).toBe(401);
  });

  it("is documented in OpenAPI", async () => {
    const doc = (await (await t().request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/clubs",
        "/api/clubs/{clubId}/attempts",
        "/api/clubs/attempts/{attemptId}/answers",
      ]),
    );
  });
});

describe("taking a quiz", () => {
  it("draws 3 different questions of the pool with all their options, and stores the draw", async () => {
    const me = await t().member();
    const attempt = await started(me, "wine");
    expect(attempt.clubName).toBe("Wine Club");
    expect(attempt.questions).toHaveLength(QUIZ_QUESTIONS_PER_ATTEMPT);
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS_PER_ATTEMPT);
    for (const shown of attempt.questions) {
      const q = catalogQuestion("wine", shown.id);
      expect(shown.question).toBe(q.question);
      expect([...shown.options].sort()).toEqual([...q.options].sort());
    }
    const [row] = await attemptRows(me);
    expect(row!.draw.map((d) => d.position)).toEqual(attempt.questions.map((q) => q.id));
    expect(row!.submittedAt).toBeNull();
    expect(attempt.attemptsLeftToday).toBe(QUIZ_ATTEMPTS_PER_DAY - 1);
  });

  it("draws differently across attempts (not always the same three questions in the same order)", async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await t().member();
      const attempt = await started(me, "french");
      draws.add(JSON.stringify(attempt.questions));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  it("hands back the attempt still open instead of drawing (and counting) another", async () => {
    const me = await t().member();
    const first = await started(me);
    const again = await started(me);
    expect(again.id).toBe(first.id);
    expect(again.questions).toEqual(first.questions);
    expect(again.attemptsLeftToday).toBe(QUIZ_ATTEMPTS_PER_DAY - 1);
    expect(await attemptRows(me)).toHaveLength(1);
    const chess = (await clubsOf(me)).clubs.find((c) => c.id === "chess")!;
    expect(chess).toMatchObject({ attemptOpen: true, attemptsLeftToday: 2 });
    await submit(me, first.id, answersFor(first, 1));
    expect((await clubsOf(me)).clubs.find((c) => c.id === "chess")!.attemptOpen).toBe(false);
  });

  it("refuses an unknown club with 404 and stores nothing", async () => {
    const me = await t().member();
    const res = await start(me, "karaoke");
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error.message).toBe("Club not found");
    expect(await attemptRows(me)).toHaveLength(0);
  });
});

describe("scoring", () => {
  it("2 of 3 right passes at 67%: certified at once on /clubs and on home", async () => {
    const me = await t().member();
    t().clock.set("2030-03-05T15:00:00Z");
    const attempt = await started(me);
    const res = await submit(me, attempt.id, answersFor(attempt, 2));
    expect(res.status).toBe(200);
    const result = await read<QuizResult>(res);
    expect(result).toMatchObject({ clubId: "chess", score: 67, passed: true });
    expect(result.certifiedAt).toBe("2030-03-05T15:00:00.000Z");

    const chess = (await clubsOf(me)).clubs.find((c) => c.id === "chess")!;
    expect(chess.certifiedAt).toBe("2030-03-05T15:00:00.000Z");
    const home = (await (await t().request("/api/home", { as: me })).json()) as {
      certifications: string[];
    };
    expect(home.certifications).toEqual(["Chess Club"]);
    const [row] = await attemptRows(me);
    expect(row).toMatchObject({ score: 67, passed: true });
  });

  it("1 of 3 right fails at 33%: stored, not certified", async () => {
    const me = await t().member();
    const attempt = await started(me);
    const result = await read<QuizResult>(await submit(me, attempt.id, answersFor(attempt, 1)));
    expect(result).toMatchObject({ score: 33, passed: false, certifiedAt: null });
    expect(result.attemptsLeftToday).toBe(QUIZ_ATTEMPTS_PER_DAY - 1);
    expect(await certificationRows(me)).toHaveLength(0);
    const [row] = await attemptRows(me);
    expect(row).toMatchObject({ score: 33, passed: false });
    expect(row!.submittedAt).not.toBeNull();
  });

  it("3 of 3 scores 100 and scores the options as shown, whatever their shuffled order", async () => {
    const me = await t().member();
    const attempt = await started(me, "vinyl");
    const result = await read<QuizResult>(await submit(me, attempt.id, answersFor(attempt, 3)));
    expect(result).toMatchObject({ score: 100, passed: true });
    const [row] = await attemptRows(me);
    expect(row!.answers).toEqual(
      attempt.questions.map((q) => catalogQuestion("vinyl", q.id).answerIndex),
    );
  });

  it("a certified member can't start the quiz again", async () => {
    const me = await t().member();
    const attempt = await started(me);
    await submit(me, attempt.id, answersFor(attempt, 3));
    const res = await start(me);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toBe("You're already certified in Chess Club.");
  });
});

describe("answers that don't fit the draw are refused and nothing is stored", () => {
  async function refused(answers: (a: QuizAttempt) => unknown, message: RegExp, status = 400) {
    const me = await t().member();
    const attempt = await started(me);
    const res = await submit(me, attempt.id, answers(attempt));
    expect(res.status).toBe(status);
    expect((await errorOf(res)).error.message).toMatch(message);
    const [row] = await attemptRows(me);
    expect(row).toMatchObject({ submittedAt: null, score: null, answers: null });
    expect(await certificationRows(me)).toHaveLength(0);
    // The attempt stays open: the right answers are still taken.
    expect((await submit(me, attempt.id, answersFor(attempt, 3))).status).toBe(200);
  }

  it("right answers to questions that were not drawn", async () => {
    await refused((a) => {
      const drawn = new Set(a.questions.map((q) => q.id));
      const notDrawn = [...Array(8).keys()].filter((p) => !drawn.has(p));
      return [
        ...answersFor(a, 2).slice(0, 2),
        { questionId: notDrawn[0]!, choice: catalogQuestion("chess", notDrawn[0]!).answerIndex },
      ];
    }, /didn't ask/);
  });

  it("a missing answer", async () => {
    await refused((a) => answersFor(a, 3).slice(0, 2), /Answer every question/);
  });

  it("the same question answered twice", async () => {
    await refused((a) => {
      const answers = answersFor(a, 3);
      return [answers[0], answers[0], answers[1], answers[2]];
    }, /only once/);
  });

  it("an option that wasn't shown", async () => {
    await refused(
      (a) => [...answersFor(a, 2).slice(0, 2), { questionId: a.questions[2]!.id, choice: 9 }],
      /options shown/,
    );
  });

  it("no answers, or answers that aren't numbers", async () => {
    await refused(() => [], /Answer every question/);
    await refused((a) => a.questions.map((q) => ({ questionId: q.id, choice: "A" })), /option/);
  });
});

describe("one attempt, scored once", () => {
  it("refuses a re-submitted attempt with 409 and keeps the first score", async () => {
    const me = await t().member();
    const attempt = await started(me);
    await submit(me, attempt.id, answersFor(attempt, 1));
    const res = await submit(me, attempt.id, answersFor(attempt, 3));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/already submitted/);
    const [row] = await attemptRows(me);
    expect(row).toMatchObject({ score: 33, passed: false });
    expect(await certificationRows(me)).toHaveLength(0);
  });

  it("someone else's attempt, or no attempt at all, is not found", async () => {
    const me = await t().member();
    const other = await t().member();
    const attempt = await started(me);
    expect((await submit(other, attempt.id, answersFor(attempt, 3))).status).toBe(404);
    expect((await submit(me, "not-an-attempt", answersFor(attempt, 3))).status).toBe(404);
    expect(
      (await submit(me, "00000000-0000-4000-8000-000000000000", answersFor(attempt, 3))).status,
    ).toBe(404);
    expect((await attemptRows(me))[0]!.submittedAt).toBeNull();
  });

  it("an attempt left open expires after its time and can't be scored; the next start draws anew", async () => {
    const me = await t().member();
    t().clock.set("2030-03-05T15:00:00Z");
    const attempt = await started(me);
    t().clock.set(new Date(Date.parse("2030-03-05T15:00:00Z") + QUIZ_ATTEMPT_MINUTES * 60_000));
    const res = await submit(me, attempt.id, answersFor(attempt, 3));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).error.message).toMatch(/can't be scored/);
    expect(await certificationRows(me)).toHaveLength(0);
    expect((await clubsOf(me)).clubs.find((c) => c.id === "chess")!.attemptOpen).toBe(false);
    const next = await started(me);
    expect(next.id).not.toBe(attempt.id);
    expect(next.attemptsLeftToday).toBe(QUIZ_ATTEMPTS_PER_DAY - 2);
  });

  it("two submits of one passing attempt at once: one scores, the other is refused, one certification", async () => {
    const me = await t().member();
    const attempt = await started(me);
    const results = await Promise.all([
      submit(me, attempt.id, answersFor(attempt, 3)),
      submit(me, attempt.id, answersFor(attempt, 3)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await certificationRows(me)).toHaveLength(1);
  });
});

describe("3 attempts per club per New York day", () => {
  it("refuses a 4th attempt the same New York day, clearly, and gives 3 more after midnight there", async () => {
    const me = await t().member();
    // 23:10 in New York on 4 March (EST, UTC−5).
    t().clock.set("2030-03-05T04:10:00Z");
    for (let i = 0; i < QUIZ_ATTEMPTS_PER_DAY; i++) {
      const attempt = await started(me);
      expect(attempt.attemptsLeftToday).toBe(QUIZ_ATTEMPTS_PER_DAY - 1 - i);
      expect((await submit(me, attempt.id, answersFor(attempt, 1))).status).toBe(200);
    }
    expect((await clubsOf(me)).clubs.find((c) => c.id === "chess")!.attemptsLeftToday).toBe(0);

    // 23:59 still 4 March in New York, though already 5 March in UTC.
    t().clock.set("2030-03-05T04:59:00Z");
    const refused = await start(me);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).error.message).toBe(
      "You've used your 3 attempts at the Chess Club quiz today. Come back tomorrow for another try.",
    );
    expect(await attemptRows(me)).toHaveLength(QUIZ_ATTEMPTS_PER_DAY);
    // Another club keeps its own attempts.
    expect((await start(me, "wine")).status).toBe(200);

    // 00:01 on 5 March in New York.
    t().clock.set("2030-03-05T05:01:00Z");
    expect((await clubsOf(me)).clubs.find((c) => c.id === "chess")!.attemptsLeftToday).toBe(3);
    const fresh = await started(me);
    expect(fresh.attemptsLeftToday).toBe(QUIZ_ATTEMPTS_PER_DAY - 1);
  });
});

describe("certified once", () => {
  /** A second attempt open beside the first, as if started from another device. */
  async function twoOpenAttempts(me: TestMember) {
    const first = await started(me);
    const [copy] = await t()
      .db.insert(quizAttempts)
      .values({
        profileId: me.id,
        clubId: "chess",
        draw: (await attemptRows(me))[0]!.draw,
        createdAt: t().deps.now(),
      })
      .returning({ id: quizAttempts.id });
    return [first, { ...first, id: copy!.id }] as const;
  }

  it("passing again changes nothing: the first certification and its date stay", async () => {
    const me = await t().member();
    t().clock.set("2030-03-05T15:00:00Z");
    const [a, b] = await twoOpenAttempts(me);
    expect((await submit(me, a.id, answersFor(a, 3))).status).toBe(200);
    t().clock.set("2030-03-05T15:05:00Z");
    const again = await read<QuizResult>(await submit(me, b.id, answersFor(b, 2)));
    expect(again).toMatchObject({ passed: true, certifiedAt: "2030-03-05T15:00:00.000Z" });
    const rows = await certificationRows(me);
    expect(rows.map((r) => [r.score, r.certifiedAt.toISOString()])).toEqual([
      [100, "2030-03-05T15:00:00.000Z"],
    ]);
    expect((await attemptRows(me)).map((r) => r.passed)).toEqual([true, true]);
  });

  it.runIf(isPostgres)(
    "two passing attempts submitted at once on two processes: both stored, one certification",
    async () => {
      const other = await t().sibling();
      try {
        const me = await t().member();
        const [a, b] = await twoOpenAttempts(me);
        const results = await Promise.all([
          submit(me, a.id, answersFor(a, 3)),
          submit(me, b.id, answersFor(b, 3), other),
        ]);
        expect(results.map((r) => r.status)).toEqual([200, 200]);
        expect(await certificationRows(me)).toHaveLength(1);
        expect((await attemptRows(me)).map((r) => r.passed)).toEqual([true, true]);
      } finally {
        await other.close();
      }
    },
  );

  it.runIf(isPostgres)(
    "starting at once on two processes opens one attempt, counted once",
    async () => {
      const other = await t().sibling();
      try {
        const me = await t().member();
        const results = await Promise.all([start(me), start(me, "chess", other), start(me)]);
        expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
        const ids = await Promise.all(results.map(async (r) => (await read<QuizAttempt>(r)).id));
        expect(new Set(ids).size).toBe(1);
        expect(await attemptRows(me)).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});

describe("answers never reach the browser", () => {
  it("no clubs response of this file carried an answer or a right/wrong flag", () => {
    expect(bodies.length).toBeGreaterThan(20);
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          keys.add(key);
          walk(inner);
        }
      }
    };
    bodies.forEach(walk);
    expect([...keys].filter((k) => /answer|correct|right|solution/i.test(k))).toEqual([]);
  });
});
