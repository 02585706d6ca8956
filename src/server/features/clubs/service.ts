import { randomInt } from "node:crypto";
import { and, asc, eq, gt, gte, isNull, lt, or, sql } from "drizzle-orm";
import {
  QUIZ_ATTEMPT_MINUTES,
  QUIZ_ATTEMPTS_PER_DAY,
  QUIZ_QUESTIONS_PER_ATTEMPT,
} from "#shared/constants";
import {
  CERTIFICATION_CREATED,
  type ClubList,
  type QuizAttempt,
  type QuizResult,
  type SubmitQuizInput,
} from "#shared/schemas/clubs";
import type { ServiceContext } from "../../http/context";
import type { Db } from "../../db/client";
import {
  certifications,
  clubs,
  profiles,
  quizAttempts,
  quizQuestions,
  type DrawnQuestion,
} from "../../db/schema";
import { ConflictError, NotFoundError, RuleError, ValidationError } from "../../http/errors";
import { newYorkDay } from "../../process/new-york-day";
import { publish } from "../../realtime/publish";
import { isUuid } from "../../http/validation";
import { quizScore } from "#shared/quiz-score";
import { quizOpen } from "./quiz-rules";
import { msg } from "#shared/message";

const ATTEMPT_MS = QUIZ_ATTEMPT_MINUTES * 60_000;

/** Every club with the member's certification and today's attempts left, in one query. */
export async function listClubs({ db, userId, now }: ServiceContext): Promise<ClubList> {
  const { start, end } = newYorkDay(now);
  const rows = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      description: clubs.description,
      certifiedAt: certifications.certifiedAt,
      attemptsToday: sql<number>`(select count(*)::int from ${quizAttempts} a
        where a.profile_id = ${userId} and a.club_id = ${clubs.id}
          and a.created_at >= ${start.toISOString()} and a.created_at < ${end.toISOString()})`,
      attemptOpen: sql<boolean>`exists(select 1 from ${quizAttempts} a
        where a.profile_id = ${userId} and a.club_id = ${clubs.id} and a.submitted_at is null
          and a.created_at > ${openSince(now).toISOString()})`,
    })
    .from(clubs)
    .leftJoin(
      certifications,
      and(
        eq(certifications.clubId, clubs.id),
        eq(certifications.profileId, userId),
        eq(certifications.passed, true),
      ),
    )
    // A club whose quiz isn't open yet is the studio's draft; a certification stays shown.
    .where(or(quizOpen(clubs.id), eq(certifications.passed, true)))
    .orderBy(asc(clubs.position));
  return {
    clubs: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      certifiedAt: row.certifiedAt?.toISOString() ?? null,
      attemptsLeftToday: attemptsLeft(row.attemptsToday),
      attemptOpen: row.attemptOpen,
    })),
  };
}

/**
 * Take Quiz: draws questions from the club's pool, options shuffled, and stores the draw. An
 * attempt still open is handed back rather than a new one drawn, so closing the dialog and
 * coming back costs nothing and redraws nothing.
 */
export async function startAttempt(
  { db, userId, now }: ServiceContext,
  { clubId }: { clubId: string },
): Promise<QuizAttempt> {
  return db.transaction(async (tx) => {
    // One start at a time per member: the count of today's attempts stays true until commit.
    const [me] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("no key update");
    if (!me) throw new NotFoundError("Profile");

    const [club] = await tx
      .select({
        id: clubs.id,
        name: clubs.name,
        passPercent: clubs.passPercent,
        open: quizOpen(clubs.id),
        certifiedAt: certifications.certifiedAt,
      })
      .from(clubs)
      .leftJoin(
        certifications,
        and(
          eq(certifications.clubId, clubs.id),
          eq(certifications.profileId, userId),
          eq(certifications.passed, true),
        ),
      )
      .where(eq(clubs.id, clubId));
    if (!club) throw new NotFoundError("Club");
    if (club.certifiedAt) {
      throw new ConflictError(
        msg("You're already certified in {clubName}.", { clubName: club.name }),
        "already_certified",
      );
    }

    const used = await attemptsToday(tx, userId, clubId, now);
    const [open] = await tx
      .select({ id: quizAttempts.id, draw: quizAttempts.draw, createdAt: quizAttempts.createdAt })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.profileId, userId),
          eq(quizAttempts.clubId, clubId),
          isNull(quizAttempts.submittedAt),
          gt(quizAttempts.createdAt, openSince(now)),
        ),
      )
      .orderBy(sql`${quizAttempts.createdAt} desc`)
      .limit(1);

    let attempt = open;
    if (!attempt) {
      if (used >= QUIZ_ATTEMPTS_PER_DAY) {
        throw new RuleError(
          msg(
            "You've used your {quizAttemptsPerDay} attempts at the {clubName} quiz today. Come back tomorrow for another try.",
            { quizAttemptsPerDay: QUIZ_ATTEMPTS_PER_DAY, clubName: club.name },
          ),
          "daily_attempts_used",
        );
      }
      if (!club.open) {
        throw new RuleError(
          msg("The {clubName} quiz isn't open yet: its editors are still writing its questions.", {
            clubName: club.name,
          }),
          "quiz_not_open",
        );
      }
      const pool = await tx
        .select({
          position: quizQuestions.position,
          question: quizQuestions.question,
          options: quizQuestions.options,
          answerIndex: quizQuestions.answerIndex,
        })
        .from(quizQuestions)
        .where(and(eq(quizQuestions.clubId, clubId), isNull(quizQuestions.retiredAt)));
      const draw: DrawnQuestion[] = shuffled(pool)
        .slice(0, QUIZ_QUESTIONS_PER_ATTEMPT)
        .map((q) => ({ ...q, order: shuffled(q.options.map((_, i) => i)) }));
      [attempt] = await tx
        .insert(quizAttempts)
        .values({ profileId: userId, clubId, draw, createdAt: now })
        .returning({
          id: quizAttempts.id,
          draw: quizAttempts.draw,
          createdAt: quizAttempts.createdAt,
        });
    }
    const { id, draw, createdAt } = attempt!;

    return {
      id,
      clubId,
      clubName: club.name,
      passPercent: club.passPercent,
      expiresAt: new Date(createdAt.getTime() + ATTEMPT_MS).toISOString(),
      questions: draw.map((d) => ({
        id: d.position,
        question: d.question,
        options: d.order.map((i) => d.options[i]!),
      })),
      attemptsLeftToday: attemptsLeft(open ? used : used + 1),
    };
  });
}

/** Scores the questions this attempt drew, once; a pass certifies the member (once). */
export async function submitAttempt(
  { db, userId, now }: ServiceContext,
  { attemptId, ...input }: { attemptId: string } & SubmitQuizInput,
): Promise<QuizResult> {
  if (!isUuid(attemptId)) throw new NotFoundError("Quiz attempt");
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({
        clubId: quizAttempts.clubId,
        clubName: clubs.name,
        passPercent: clubs.passPercent,
        draw: quizAttempts.draw,
        createdAt: quizAttempts.createdAt,
        submittedAt: quizAttempts.submittedAt,
      })
      .from(quizAttempts)
      .innerJoin(clubs, eq(clubs.id, quizAttempts.clubId))
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.profileId, userId)));
    if (!attempt) throw new NotFoundError("Quiz attempt");
    if (attempt.submittedAt) throw alreadySubmitted();
    if (now.getTime() >= attempt.createdAt.getTime() + ATTEMPT_MS) {
      throw new RuleError(
        msg(
          "This quiz was open for more than {quizAttemptMinutes} minutes, so it can't be scored. Start a new attempt.",
          { quizAttemptMinutes: QUIZ_ATTEMPT_MINUTES },
        ),
        "attempt_expired",
      );
    }

    const chosen = answersInDrawOrder(attempt.draw, input);
    const answers = attempt.draw.map((d, i) => {
      const option = d.order[chosen[i]!];
      if (option === undefined) {
        throw new ValidationError("Choose one of the options shown for each question.", {
          answers: "Choose one of the options shown for each question.",
        });
      }
      return option;
    });
    const correct = answers.filter((option, i) => option === attempt.draw[i]!.answerIndex).length;
    const { score, passed } = quizScore(correct, attempt.draw.length, attempt.passPercent);

    const [scored] = await tx
      .update(quizAttempts)
      .set({ answers, score, passed, submittedAt: now })
      .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
      .returning({ id: quizAttempts.id });
    if (!scored) throw alreadySubmitted();

    if (passed) {
      const [created] = await tx
        .insert(certifications)
        .values({ profileId: userId, clubId: attempt.clubId, passed, score, certifiedAt: now })
        .onConflictDoNothing()
        .returning({ clubId: certifications.clubId });
      if (created) await publish(tx, { type: CERTIFICATION_CREATED, to: [userId] });
    }
    const [certification] = await tx
      .select({ certifiedAt: certifications.certifiedAt })
      .from(certifications)
      .where(
        and(
          eq(certifications.profileId, userId),
          eq(certifications.clubId, attempt.clubId),
          eq(certifications.passed, true),
        ),
      );
    return {
      clubId: attempt.clubId,
      score,
      passed,
      certifiedAt: certification?.certifiedAt.toISOString() ?? null,
      attemptsLeftToday: attemptsLeft(await attemptsToday(tx, userId, attempt.clubId, now)),
    };
  });
}

function alreadySubmitted() {
  return new ConflictError(
    "This quiz attempt was already submitted. Start a new one to try again.",
    "attempt_submitted",
  );
}

/** The shown option chosen for each drawn question, in draw order; anything else is refused. */
function answersInDrawOrder(draw: DrawnQuestion[], input: SubmitQuizInput): number[] {
  const drawn = new Map(draw.map((d, i) => [d.position, i]));
  const chosen: number[] = [];
  for (const answer of input.answers) {
    const at = drawn.get(answer.questionId);
    if (at === undefined) {
      throw new ValidationError("One of the answers is for a question this quiz didn't ask.", {
        answers: "Answer only the questions you were asked.",
      });
    }
    if (chosen[at] !== undefined) {
      throw new ValidationError("Each question can be answered only once.", {
        answers: "Answer each question once.",
      });
    }
    chosen[at] = answer.choice;
  }
  if (draw.some((_, i) => chosen[i] === undefined)) {
    throw new ValidationError("Answer every question before submitting.", {
      answers: "Answer every question before submitting.",
    });
  }
  return chosen;
}

/** Attempts started at this club's quiz during the New York day of `now`. */
async function attemptsToday(tx: Db, userId: string, clubId: string, now: Date) {
  const { start, end } = newYorkDay(now);
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.profileId, userId),
        eq(quizAttempts.clubId, clubId),
        gte(quizAttempts.createdAt, start),
        lt(quizAttempts.createdAt, end),
      ),
    );
  return row?.n ?? 0;
}

/** Attempts started after this instant are still open (unless submitted). */
const openSince = (now: Date) => new Date(now.getTime() - ATTEMPT_MS);

const attemptsLeft = (used: number) => Math.max(0, QUIZ_ATTEMPTS_PER_DAY - used);

/** A copy in random order (Fisher–Yates with the system's random source). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
