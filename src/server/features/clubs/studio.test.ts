import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { QUIZ_LIVE_QUESTIONS_NEEDED } from "#shared/constants";
import type { ClubList, QuizAttempt, QuizResult } from "#shared/schemas/clubs";
import type {
  StudioClub,
  StudioClubDetail,
  StudioClubList,
  StudioQuestion,
} from "#shared/schemas/studio";
import { clubs, quizAttempts, staffAudit } from "../../db/schema";
import { errorOf, useTestApp, type TestApp, type TestMember } from "#tests/support/test-app";
import { isPostgres } from "#tests/support/test-db";
import { grantRole } from "../staff";
import { ensureClubCatalog } from "./ensure-catalog";

const t = useTestApp();

beforeEach(async () => {
  await ensureClubCatalog(t().db);
});

async function editor(name = "Eddie Tor"): Promise<TestMember> {
  const member = await t().member({ name });
  await grantRole(t().db, { memberId: member.id, role: "editor", actorId: null, now: new Date() });
  return member;
}

const studio = (path: string, as: TestMember | undefined, json?: unknown, method?: string) =>
  t().request(`/api/studio${path}`, { as, json, method: method ?? (json ? "POST" : "GET") });

async function ok<T>(res: Response): Promise<T> {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const jazz = {
  name: "Jazz Club",
  description: "Standards, solos and the clubs of 52nd Street.",
  passPercent: 66,
};

/** The n-th question of a test club: option 1 of 3 is right. */
const question = (n: number) => ({
  question: `Which of these is right, number ${n}?`,
  options: [`Wrong ${n}`, `Right ${n}`, `Also wrong ${n}`],
  answerIndex: 1,
});

async function clubWithQuestions(as: TestMember, count: number, input = jazz) {
  const club = await ok<StudioClub>(await studio("/clubs", as, input));
  const questions: StudioQuestion[] = [];
  for (let n = 0; n < count; n++) {
    questions.push(await ok(await studio(`/clubs/${club.id}/questions`, as, question(n))));
  }
  return { club, questions };
}

const detail = (as: TestMember, clubId: string) =>
  studio(`/clubs/${clubId}`, as).then((r) => ok<StudioClubDetail>(r));
const memberClubs = (as: TestMember) =>
  t()
    .request("/api/clubs", { as })
    .then((r) => ok<ClubList>(r));
const startQuiz = (as: TestMember, clubId: string, app: TestApp = t()) =>
  app.request(`/api/clubs/${clubId}/attempts`, { as, method: "POST" });

/** Answers each drawn question with the option whose text `pick` returns. */
function answers(attempt: QuizAttempt, pick: (options: string[]) => string) {
  return attempt.questions.map((q) => ({
    questionId: q.id,
    choice: q.options.indexOf(pick(q.options)),
  }));
}
const rightOne = (options: string[]) => options.find((o) => o.startsWith("Right"))!;
const wrongOne = (options: string[]) => options.find((o) => !o.startsWith("Right"))!;
const submit = (as: TestMember, attempt: QuizAttempt, pick: (options: string[]) => string) =>
  t().request(`/api/clubs/attempts/${attempt.id}/answers`, {
    as,
    json: { answers: answers(attempt, pick) },
  });

describe("who may use the studio", () => {
  it("is a 404 to a member and to a visitor, as if it weren't there", async () => {
    const member = await t().member();
    for (const as of [member, undefined]) {
      const res = await studio("/clubs", as);
      expect(res.status).toBe(404);
      expect((await studio("/clubs", as, jazz)).status).toBe(404);
    }
  });

  it("lists every club to an editor with its live questions, open or not", async () => {
    const me = await editor();
    const list = await ok<StudioClubList>(await studio("/clubs", me));
    expect(list.questionsNeeded).toBe(QUIZ_LIVE_QUESTIONS_NEEDED);
    expect(list.clubs.map((c) => [c.id, c.open])).toEqual([
      ["french", true],
      ["chess", true],
      ["wine", true],
      ["vinyl", true],
    ]);
    expect(list.clubs.every((c) => c.liveQuestions >= QUIZ_LIVE_QUESTIONS_NEEDED)).toBe(true);
  });
});

describe("a new club", () => {
  it("says what is wrong with each field", async () => {
    const me = await editor();
    const res = await studio("/clubs", me, { name: " ", description: "short", passPercent: 40 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.fields).toEqual({
      name: "The club's name needs at least 2 characters",
      description: "The description needs at least 10 characters",
      passPercent: "The pass mark is at least 50%",
    });
  });

  it("refuses a name another club has, in any case", async () => {
    const me = await editor();
    const res = await studio("/clubs", me, { ...jazz, name: "chess club" });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.fields).toEqual({
      name: "There is already a club with this name",
    });
  });

  it(`is hidden from members until it has ${QUIZ_LIVE_QUESTIONS_NEEDED} live questions; then a member passes its quiz`, async () => {
    const me = await editor();
    const member = await t().member();
    const { club } = await clubWithQuestions(me, QUIZ_LIVE_QUESTIONS_NEEDED - 1);
    expect(club).toMatchObject({ id: "jazz-club", open: false, liveQuestions: 0, version: 1 });
    expect((await memberClubs(member)).clubs.map((c) => c.id)).not.toContain("jazz-club");
    const closed = await startQuiz(member, "jazz-club");
    expect(closed.status).toBe(422);
    expect((await errorOf(closed)).error.code).toBe("quiz_not_open");

    await ok(await studio(`/clubs/jazz-club/questions`, me, question(7)));
    expect((await detail(me, "jazz-club")).club).toMatchObject({ open: true, liveQuestions: 8 });
    expect((await memberClubs(member)).clubs.at(-1)).toMatchObject({
      id: "jazz-club",
      name: "Jazz Club",
    });

    const attempt = await ok<QuizAttempt>(await startQuiz(member, "jazz-club"));
    expect(attempt.passPercent).toBe(66);
    const result = await ok<QuizResult>(await submit(member, attempt, rightOne));
    expect(result).toMatchObject({ passed: true, score: 100 });
  });

  it("scores against the club's own pass mark", async () => {
    const me = await editor();
    const member = await t().member();
    await clubWithQuestions(me, 8, { ...jazz, passPercent: 100 });
    const attempt = await ok<QuizAttempt>(await startQuiz(member, "jazz-club"));
    let wrongOnce = false;
    const result = await ok<QuizResult>(
      await submit(member, attempt, (options) => {
        if (wrongOnce) return rightOne(options);
        wrongOnce = true;
        return options.find((o) => o.startsWith("Wrong"))!;
      }),
    );
    expect(result).toMatchObject({ score: 67, passed: false });
  });

  it("is edited only at the version the editor read", async () => {
    const me = await editor();
    const { club } = await clubWithQuestions(me, 0);
    const edited = await ok<StudioClub>(
      await studio(`/clubs/${club.id}`, me, { ...jazz, passPercent: 80, version: 1 }, "PUT"),
    );
    expect(edited).toMatchObject({ passPercent: 80, version: 2 });
    const stale = await studio(`/clubs/${club.id}`, me, { ...jazz, version: 1 }, "PUT");
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).error.code).toBe("changed_meanwhile");
  });
});

describe("questions", () => {
  it("have 2 to 6 different options, one of them right", async () => {
    const me = await editor();
    const cases: [unknown, Record<string, string>][] = [
      [
        { ...question(0), options: ["Only"], answerIndex: 0 },
        { options: "Write at least 2 options" },
      ],
      [
        { ...question(0), options: ["a", "b", "c", "d", "e", "f", "g"] },
        { options: "Write at most 6 options" },
      ],
      [{ ...question(0), answerIndex: 3 }, { answerIndex: "Choose which option is right" }],
      [
        { ...question(0), options: ["Same", "same"], answerIndex: 0 },
        { "options.1": "Each option must differ from the others" },
      ],
      [{ ...question(0), options: ["Fine", " "] }, { "options.1": "Write the option" }],
      [{ ...question(0), question: "" }, { question: "The question needs at least 5 characters" }],
    ];
    for (const [body, fields] of cases) {
      const res = await studio("/clubs/chess/questions", me, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).error.fields).toEqual(fields);
    }
    expect((await studio("/clubs/nowhere/questions", me, question(0))).status).toBe(404);
  });

  it("retired, are drawn no more; below the minimum the quiz closes, a certification stays shown", async () => {
    const me = await editor();
    const certified = await t().member();
    const other = await t().member();
    const { questions } = await clubWithQuestions(me, 8);
    const attempt = await ok<QuizAttempt>(await startQuiz(certified, "jazz-club"));
    await ok(await submit(certified, attempt, rightOne));

    const retired = await ok<StudioQuestion>(
      await studio(`/clubs/jazz-club/questions/${questions[0]!.id}/retire`, me, { version: 1 }),
    );
    expect(retired.retiredAt).not.toBeNull();
    const again = await studio(`/clubs/jazz-club/questions/${questions[0]!.id}/retire`, me, {
      version: 2,
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error.code).toBe("retired");

    const club = await detail(me, "jazz-club");
    expect(club.club).toMatchObject({ open: false, liveQuestions: 7 });
    expect(club.questions.at(-1)!.id).toBe(questions[0]!.id);
    expect((await memberClubs(other)).clubs.map((c) => c.id)).not.toContain("jazz-club");
    expect(
      (await memberClubs(certified)).clubs.find((c) => c.id === "jazz-club")?.certifiedAt,
    ).toBeTruthy();
    expect((await startQuiz(other, "jazz-club")).status).toBe(422);

    // Open again, and the retired question is never drawn.
    await ok(await studio(`/clubs/jazz-club/questions`, me, question(8)));
    for (let i = 0; i < 3; i++) {
      const drawn = await ok<QuizAttempt>(await startQuiz(other, "jazz-club"));
      expect(drawn.questions.map((q) => q.question)).not.toContain(questions[0]!.question);
      await ok(await submit(other, drawn, wrongOne));
    }
  });

  it("edited, never change an attempt: one open is scored as it was asked, one past stays as it was", async () => {
    const me = await editor();
    const member = await t().member();
    await clubWithQuestions(me, 8);
    const past = await ok<QuizAttempt>(await startQuiz(member, "jazz-club"));
    await ok(await submit(member, past, wrongOne));
    const [pastRow] = await t().db.select().from(quizAttempts).where(eq(quizAttempts.id, past.id));

    const open = await ok<QuizAttempt>(await startQuiz(member, "jazz-club"));
    const club = await detail(me, "jazz-club");
    // Every question rewritten, with another option now right.
    for (const q of club.questions) {
      await ok(
        await studio(
          `/clubs/jazz-club/questions/${q.id}`,
          me,
          {
            question: `${q.question} (rewritten)`,
            options: ["Right now", ...q.options],
            answerIndex: 0,
            version: q.version,
          },
          "PUT",
        ),
      );
    }
    const result = await ok<QuizResult>(await submit(member, open, rightOne));
    expect(result).toMatchObject({ score: 100, passed: true });

    const [pastAfter] = await t()
      .db.select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, past.id));
    expect(pastAfter).toEqual(pastRow);
    expect(pastAfter!.draw[0]!.question).not.toContain("rewritten");
  });

  it("edited by two editors from the same version: one edit wins, the other is told", async () => {
    const [anna, ben] = await Promise.all([editor("Anna"), editor("Ben")]);
    const q = (await detail(anna, "chess")).questions[0]!;
    const edit = (as: TestMember, text: string) =>
      studio(
        `/clubs/chess/questions/${q.id}`,
        as,
        { ...q, question: text, id: undefined, retiredAt: undefined },
        "PUT",
      );
    const results = await Promise.all([edit(anna, "Anna's wording?"), edit(ben, "Ben's wording?")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect((await errorOf(loser)).error.message).toMatch(/^Someone changed this question/);
    const now = (await detail(anna, "chess")).questions.find((x) => x.id === q.id)!;
    expect(now.version).toBe(q.version + 1);
  });

  it.runIf(isPostgres)("edited by two editors on two processes at once: one wins", async () => {
    const other = await t().sibling();
    try {
      const [anna, ben] = await Promise.all([editor("Anna"), editor("Ben")]);
      const q = (await detail(anna, "chess")).questions[0]!;
      const body = (text: string) => ({
        question: text,
        options: q.options,
        answerIndex: q.answerIndex,
        version: q.version,
      });
      const path = `/api/studio/clubs/chess/questions/${q.id}`;
      const results = await Promise.all([
        t().request(path, { as: anna, json: body("Anna's?"), method: "PUT" }),
        other.request(path, { as: ben, json: body("Ben's?"), method: "PUT" }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    } finally {
      await other.close();
    }
  });
});

describe("the audit log", () => {
  it("has every editor's action, by whom, on what; the catalogue's as no one's", async () => {
    const me = await editor();
    const { club, questions } = await clubWithQuestions(me, 1);
    const q = questions[0]!;
    await ok(
      await studio(`/clubs/${club.id}`, me, { ...jazz, passPercent: 70, version: 1 }, "PUT"),
    );
    await ok(
      await studio(
        `/clubs/${club.id}/questions/${q.id}`,
        me,
        { ...question(1), version: 1 },
        "PUT",
      ),
    );
    await ok(await studio(`/clubs/${club.id}/questions/${q.id}/retire`, me, { version: 2 }));
    const rows = await t().db.select().from(staffAudit).orderBy(staffAudit.id);
    const mine = rows.filter((r) => r.actorId === me.id);
    expect(mine.map((r) => [r.action, r.target])).toEqual([
      ["club.created", club.id],
      ["question.created", q.id],
      ["club.edited", club.id],
      ["question.edited", q.id],
      ["question.retired", q.id],
    ]);
    expect(mine[3]!.detail).toMatchObject({ clubId: club.id, question: question(1).question });
    const catalogue = rows.filter((r) => r.actorId === null && r.action === "club.created");
    expect(catalogue.map((r) => r.target)).toEqual(["french", "chess", "wine", "vinyl"]);
  });
});

describe("the catalogue", () => {
  it.runIf(isPostgres)("written by two processes starting at once: each club once", async () => {
    const other = await t().sibling();
    try {
      await t().db.delete(clubs);
      await Promise.all([ensureClubCatalog(t().db), ensureClubCatalog(other.db)]);
      const rows = await t().db.select({ id: clubs.id }).from(clubs).orderBy(clubs.position);
      expect(rows.map((r) => r.id)).toEqual(["french", "chess", "wine", "vinyl"]);
    } finally {
      await other.close();
    }
  });
});
