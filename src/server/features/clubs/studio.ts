import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { QUIZ_LIVE_QUESTIONS_NEEDED } from "#shared/constants";
import type {
  ClubFormInput,
  EditClubInput,
  EditQuestionInput,
  QuestionFormInput,
  RetireQuestionInput,
  StudioClub,
  StudioClubDetail,
  StudioClubList,
  StudioQuestion,
} from "#shared/schemas/studio";
import type { Db } from "../../db/client";
import { clubs, quizQuestions } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { ConflictError, NotFoundError, pgConstraint, pgErrorCode } from "../../http/errors";
import { isUuid } from "../../http/validation";
import { recordStudioAction } from "./studio-audit";
import { msg } from "#shared/message";

/**
 * Who writes in the studio: an editor, or nobody (the catalog the server starts with, which
 * writes its clubs through these same functions).
 */
export type StudioContext = Pick<ServiceContext, "db" | "now"> & { userId: string | null };

// Qualified by hand: in a select of clubs alone, drizzle would write a bare "id".
const liveQuestions = sql<number>`(select count(*)::int from ${quizQuestions} q
  where q.club_id = "clubs"."id" and q.retired_at is null)`;

const clubColumns = {
  id: clubs.id,
  name: clubs.name,
  description: clubs.description,
  passPercent: clubs.passPercent,
  version: clubs.version,
  liveQuestions,
};

const shapeClub = (row: Omit<StudioClub, "open">): StudioClub => ({
  ...row,
  open: row.liveQuestions >= QUIZ_LIVE_QUESTIONS_NEEDED,
});

/** Every club, open or not, with its count of live questions. */
export async function listStudioClubs({ db }: StudioContext): Promise<StudioClubList> {
  const rows = await db.select(clubColumns).from(clubs).orderBy(asc(clubs.position));
  return { clubs: rows.map(shapeClub), questionsNeeded: QUIZ_LIVE_QUESTIONS_NEEDED };
}

/** One club with all its questions and their right answers: the live ones first. */
export async function studioClub(
  { db }: StudioContext,
  { clubId }: { clubId: string },
): Promise<StudioClubDetail> {
  const club = await readClub(db, clubId);
  const rows = await db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      options: quizQuestions.options,
      answerIndex: quizQuestions.answerIndex,
      version: quizQuestions.version,
      retiredAt: quizQuestions.retiredAt,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.clubId, clubId))
    .orderBy(sql`${quizQuestions.retiredAt} is not null`, asc(quizQuestions.position));
  return {
    club,
    questions: rows.map((q) => ({ ...q, retiredAt: q.retiredAt?.toISOString() ?? null })),
  };
}

/**
 * A new club, at the end of the list, with no questions yet: members see it once it has enough.
 * Its id is made from its name; the catalog passes its own.
 */
export async function createClub(
  ctx: StudioContext,
  input: ClubFormInput & { id?: string },
): Promise<StudioClub> {
  return refusingTakenName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const id = input.id ?? (await freeClubId(tx, input.name));
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${clubs.position}) + 1, 0)::int` })
        .from(clubs);
      await tx.insert(clubs).values({
        id,
        name: input.name,
        description: input.description,
        passPercent: input.passPercent,
        position: next,
      });
      await recordStudioAction(tx, ctx, "club.created", id, { name: input.name });
      return readClub(tx, id);
    }),
  );
}

/** Renames or redescribes a club, or changes its pass mark: only the version the editor read. */
export async function editClub(
  ctx: StudioContext,
  { clubId, version, ...input }: EditClubInput & { clubId: string },
): Promise<StudioClub> {
  return refusingTakenName(input.name, () =>
    ctx.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name, clubId);
      const [updated] = await tx
        .update(clubs)
        .set({ ...input, version: sql`${clubs.version} + 1` })
        .where(and(eq(clubs.id, clubId), eq(clubs.version, version)))
        .returning({ id: clubs.id });
      if (!updated) {
        await readClub(tx, clubId);
        throw changedMeanwhile("club");
      }
      await recordStudioAction(tx, ctx, "club.edited", clubId, input);
      return readClub(tx, clubId);
    }),
  );
}

/** A new live question, after the club's others. */
export async function addQuestion(
  ctx: StudioContext,
  { clubId, ...input }: QuestionFormInput & { clubId: string },
): Promise<StudioQuestion> {
  return ctx.db.transaction(async (tx) => {
    // Questions are added to a club one at a time, so each takes the next place.
    const [club] = await tx
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.id, clubId))
      .for("no key update");
    if (!club) throw new NotFoundError("Club");
    const [{ next } = { next: 0 }] = await tx
      .select({ next: sql<number>`coalesce(max(${quizQuestions.position}) + 1, 0)::int` })
      .from(quizQuestions)
      .where(eq(quizQuestions.clubId, clubId));
    const [created] = await tx
      .insert(quizQuestions)
      .values({ clubId, position: next, ...input })
      .returning(questionColumns);
    await recordStudioAction(tx, ctx, "question.created", created!.id, {
      clubId,
      question: input.question,
    });
    return shapeQuestion(created!);
  });
}

/**
 * Rewrites a live question: only the version the editor read, so two editors never overwrite
 * each other unseen. Attempts keep their own copy of what they asked (see the draw).
 */
export async function editQuestion(
  ctx: StudioContext,
  {
    clubId,
    questionId,
    version,
    ...input
  }: EditQuestionInput & { clubId: string; questionId: string },
): Promise<StudioQuestion> {
  if (!isUuid(questionId)) throw new NotFoundError("Question");
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(quizQuestions)
      .set({ ...input, version: sql`${quizQuestions.version} + 1` })
      .where(
        and(
          ofClub(clubId, questionId),
          eq(quizQuestions.version, version),
          isNull(quizQuestions.retiredAt),
        ),
      )
      .returning(questionColumns);
    if (!updated) throw await whyNotChanged(tx, clubId, questionId);
    await recordStudioAction(tx, ctx, "question.edited", questionId, {
      clubId,
      version: updated.version,
      question: input.question,
    });
    return shapeQuestion(updated);
  });
}

/** Takes a question out of the quiz: it is drawn no more, and kept for what it was. */
export async function retireQuestion(
  ctx: StudioContext,
  { clubId, questionId, version }: RetireQuestionInput & { clubId: string; questionId: string },
): Promise<StudioQuestion> {
  if (!isUuid(questionId)) throw new NotFoundError("Question");
  return ctx.db.transaction(async (tx) => {
    const [retired] = await tx
      .update(quizQuestions)
      .set({ retiredAt: ctx.now, version: sql`${quizQuestions.version} + 1` })
      .where(
        and(
          ofClub(clubId, questionId),
          eq(quizQuestions.version, version),
          isNull(quizQuestions.retiredAt),
        ),
      )
      .returning(questionColumns);
    if (!retired) throw await whyNotChanged(tx, clubId, questionId);
    await recordStudioAction(tx, ctx, "question.retired", questionId, { clubId });
    return shapeQuestion(retired);
  });
}

const questionColumns = {
  id: quizQuestions.id,
  question: quizQuestions.question,
  options: quizQuestions.options,
  answerIndex: quizQuestions.answerIndex,
  version: quizQuestions.version,
  retiredAt: quizQuestions.retiredAt,
};

const shapeQuestion = (q: {
  id: string;
  question: string;
  options: string[];
  answerIndex: number;
  version: number;
  retiredAt: Date | null;
}): StudioQuestion => ({ ...q, retiredAt: q.retiredAt?.toISOString() ?? null });

const ofClub = (clubId: string, questionId: string) =>
  and(eq(quizQuestions.id, questionId), eq(quizQuestions.clubId, clubId));

async function readClub(db: Db, clubId: string): Promise<StudioClub> {
  const [row] = await db.select(clubColumns).from(clubs).where(eq(clubs.id, clubId));
  if (!row) throw new NotFoundError("Club");
  return shapeClub(row);
}

/** A question that wasn't changed: missing, retired already, or changed by someone else. */
async function whyNotChanged(tx: Db, clubId: string, questionId: string) {
  const [row] = await tx
    .select({ retiredAt: quizQuestions.retiredAt })
    .from(quizQuestions)
    .where(ofClub(clubId, questionId));
  if (!row) return new NotFoundError("Question");
  if (row.retiredAt) {
    return new ConflictError("This question is retired: write a new one instead.", "retired");
  }
  return changedMeanwhile("question");
}

const changedMeanwhile = (what: "club" | "question") =>
  new ConflictError(
    msg(
      "Someone changed this {what, select, club {club} other {question}} since you opened it. Reload to see their version, then make your change again.",
      { what },
    ),
    "changed_meanwhile",
  );

const nameTaken = (name: string) =>
  new ConflictError(msg("There is already a club named {name}.", { name }), "club_name_taken", {
    name: "There is already a club with this name",
  });

async function refuseTakenName(tx: Db, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: clubs.id })
    .from(clubs)
    .where(
      and(
        sql`lower(${clubs.name}) = lower(${name})`,
        exceptId ? sql`${clubs.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw nameTaken(name);
}

/** Two editors naming clubs alike at once: the unique name is the backstop. */
async function refusingTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "clubs_name_unique") {
      throw nameTaken(name);
    }
    if (pgErrorCode(error) === "23505" && pgConstraint(error) === "clubs_pkey") {
      throw new ConflictError("Another club was created at the same moment: try again.");
    }
    throw error;
  }
}

/** A readable id from the name ("Jazz Club" → "jazz-club"), numbered when already taken. */
async function freeClubId(tx: Db, name: string): Promise<string> {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "club";
  const taken = new Set(
    (
      await tx
        .select({ id: clubs.id })
        .from(clubs)
        .where(sql`${clubs.id} = ${base} or ${clubs.id} like ${`${base}-%`}`)
    ).map((r) => r.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}
