import { z } from "zod";
import { textIdParam, uuidParam } from "./common";
import { QUIZ_LIVE_QUESTIONS_NEEDED, STUDIO_LIMITS } from "../constants";

const L = STUDIO_LIMITS;

const trimmedText = (what: string, min: number, max: number) =>
  z
    .string({ error: `Write the ${what}` })
    .trim()
    .min(min, min <= 1 ? `Write the ${what}` : `The ${what} needs at least ${min} characters`)
    .max(max, `The ${what} can be at most ${max} characters`);

const versionSchema = z
  .number({ error: "Reload: the version you edited is missing" })
  .int("Reload: the version you edited is missing")
  .min(1, "Reload: the version you edited is missing")
  .max(2_147_483_647, "Reload: the version you edited is missing");

/** A club as an editor writes it: the same form creates and edits. */
export const clubFormSchema = z.strictObject({
  name: trimmedText("club's name", L.clubName.min, L.clubName.max),
  description: trimmedText("description", L.clubDescription.min, L.clubDescription.max),
  passPercent: z
    .number({ error: "Give the pass mark as a number" })
    .int("Give the pass mark as a whole number")
    .min(L.passPercent.min, `The pass mark is at least ${L.passPercent.min}%`)
    .max(L.passPercent.max, `The pass mark is at most ${L.passPercent.max}%`),
});
export type ClubFormInput = z.infer<typeof clubFormSchema>;

export const editClubSchema = clubFormSchema.extend({ version: versionSchema });
export type EditClubInput = z.infer<typeof editClubSchema>;

const questionFields = {
  question: trimmedText("question", L.question.min, L.question.max),
  options: z
    .array(trimmedText("option", 1, L.option.max), { error: "Write the options" })
    .min(L.options.min, `Write at least ${L.options.min} options`)
    .max(L.options.max, `Write at most ${L.options.max} options`),
  answerIndex: z
    .number({ error: "Choose which option is right" })
    .int("Choose which option is right")
    .min(0, "Choose which option is right")
    .max(L.options.max - 1, "Choose which option is right"),
};

/** The right option is one of them, and no two options read the same. */
function checkOptions(
  q: { options: string[]; answerIndex: number },
  ctx: z.RefinementCtx<{ options: string[]; answerIndex: number }>,
) {
  if (q.answerIndex >= q.options.length) {
    ctx.addIssue({
      code: "custom",
      path: ["answerIndex"],
      message: "Choose which option is right",
    });
  }
  const seen = new Set<string>();
  q.options.forEach((option, i) => {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) {
      ctx.addIssue({
        code: "custom",
        path: ["options", i],
        message: "Each option must differ from the others",
      });
    }
    seen.add(key);
  });
}

/** A question as an editor writes it: its text, 2–6 options, and which of them is right. */
export const questionFormSchema = z.strictObject(questionFields).superRefine(checkOptions);
export type QuestionFormInput = z.infer<typeof questionFormSchema>;

export const editQuestionSchema = z
  .strictObject({ ...questionFields, version: versionSchema })
  .superRefine(checkOptions);
export type EditQuestionInput = z.infer<typeof editQuestionSchema>;

export const retireQuestionSchema = z.strictObject({ version: versionSchema });
export type RetireQuestionInput = z.infer<typeof retireQuestionSchema>;

/** A club as the studio lists it: whether members see it, and how many live questions it has. */
export const studioClubSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  passPercent: z.number().int(),
  version: z.number().int(),
  liveQuestions: z.number().int().min(0),
  /** Members see the club and can take its quiz: it has enough live questions. */
  open: z.boolean(),
});
export type StudioClub = z.infer<typeof studioClubSchema>;

export const studioClubListSchema = z.object({
  clubs: z.array(studioClubSchema),
  questionsNeeded: z.literal(QUIZ_LIVE_QUESTIONS_NEEDED),
});
export type StudioClubList = z.infer<typeof studioClubListSchema>;

/** A question with its right answer: only the studio's API, only to editors, ever returns it. */
export const studioQuestionSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  options: z.array(z.string()),
  answerIndex: z.number().int().min(0),
  version: z.number().int(),
  /** When it was retired (no longer drawn), or null while it is live. */
  retiredAt: z.string().nullable(),
});
export type StudioQuestion = z.infer<typeof studioQuestionSchema>;

export const studioClubDetailSchema = z.object({
  club: studioClubSchema,
  /** Live questions first, then the retired ones; each in the order written. */
  questions: z.array(studioQuestionSchema),
});
export type StudioClubDetail = z.infer<typeof studioClubDetailSchema>;

export const studioClubParamsSchema = z.object({ clubId: textIdParam("Club") });
export const studioQuestionParamsSchema = z.object({
  clubId: textIdParam("Club"),
  questionId: uuidParam("Question"),
});
