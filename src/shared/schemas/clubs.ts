import { z } from "zod";
import { textIdParam, uuidParam } from "./common";
import { QUIZ_QUESTIONS_PER_ATTEMPT } from "../constants";

/** A club as /clubs shows it to the signed-in member. */
export const clubCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** When the member was certified, or null. */
  certifiedAt: z.string().nullable(),
  attemptsLeftToday: z.number().int().min(0),
  /** An attempt started and not yet submitted nor expired: Take Quiz resumes it. */
  attemptOpen: z.boolean(),
});
export type ClubCard = z.infer<typeof clubCardSchema>;

export const clubListSchema = z.object({ clubs: z.array(clubCardSchema) });
export type ClubList = z.infer<typeof clubListSchema>;

/** A drawn question with its options in the order drawn for this attempt; never its answer. */
export const quizQuestionSchema = z.object({
  id: z.number().int().min(0).describe("The question's place in the club's pool"),
  question: z.string(),
  options: z.array(z.string()),
});

export const quizAttemptSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  /** The club's pass mark: a score (percent of the questions right) at least this passes. */
  passPercent: z.number().int(),
  expiresAt: z.string(),
  questions: z.array(quizQuestionSchema),
  attemptsLeftToday: z.number().int().min(0),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

const answerSchema = z.strictObject({
  questionId: z.number({ error: "Each answer needs its question" }).int().min(0),
  choice: z
    .number({ error: "Choose an option for each question" })
    .int("Choose an option for each question")
    .min(0, "Choose an option for each question"),
});

export const submitQuizSchema = z.strictObject({
  answers: z
    .array(answerSchema, { error: "Send your answers" })
    .min(1, "Answer every question")
    .max(QUIZ_QUESTIONS_PER_ATTEMPT * 2, "Answer only the questions you were asked"),
});
export type SubmitQuizInput = z.infer<typeof submitQuizSchema>;

export const quizResultSchema = z.object({
  clubId: z.string(),
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  /** When the member was certified in this club (now or earlier), or null. */
  certifiedAt: z.string().nullable(),
  attemptsLeftToday: z.number().int().min(0),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** The live event a member's other tabs get when they earn a certification. */
export const CERTIFICATION_CREATED = "certification.created";

export const clubParamsSchema = z.object({ clubId: textIdParam("Club") });
export const attemptParamsSchema = z.object({ attemptId: uuidParam("Quiz attempt") });
