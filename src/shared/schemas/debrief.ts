import { z } from "zod";
import { uuidParam } from "./common";
import { DEBRIEF_TOTALS_FROM, FOUND_EACH_OTHER_DAYS } from "../constants";
import { DEBRIEF_QUESTIONS } from "../texts";

/** A match the member met in person through a friend, whose two questions wait for them. */
export const pendingDebriefSchema = z.object({
  matchId: z.string(),
  firstName: z.string().describe("The match's first name"),
  eventTitle: z.string().nullable().describe("Where the two checked in together"),
  metAt: z.string().describe("ISO instant"),
});
export type PendingDebrief = z.infer<typeof pendingDebriefSchema>;

export const pendingDebriefsSchema = z.object({ debriefs: z.array(pendingDebriefSchema) });
export type PendingDebriefs = z.infer<typeof pendingDebriefsSchema>;

export const debriefParamsSchema = z.object({ matchId: uuidParam("Debrief") });

const yesNo = (question: string) =>
  z.boolean({ error: `Answer "${question}" with yes or no` }).describe(question);

export const debriefAnswerSchema = z.strictObject({
  seeAgain: yesNo(DEBRIEF_QUESTIONS.seeAgain),
  goodFit: yesNo(DEBRIEF_QUESTIONS.goodFit),
});
export type DebriefAnswer = z.infer<typeof debriefAnswerSchema>;

/**
 * What an introducer learns from the debriefs about all their introductions: how many answered,
 * and only from DEBRIEF_TOTALS_FROM answers on, how many said yes to each question.
 */
export const debriefTotalsSchema = z.object({
  answers: z.number().int().nonnegative(),
  seeAgainYes: z
    .number()
    .int()
    .nullable()
    .describe(`Null below ${DEBRIEF_TOTALS_FROM} answers, so no single answer shows`),
  goodFitYes: z
    .number()
    .int()
    .nullable()
    .describe(`Null below ${DEBRIEF_TOTALS_FROM} answers, so no single answer shows`),
});
export type DebriefTotals = z.infer<typeof debriefTotalsSchema>;

/** A friend-made match the member may say "We found each other" about. */
export const coupleChoiceSchema = z.object({ matchId: z.string(), firstName: z.string() });

export const foundEachOtherSchema = z.object({
  choices: z.array(coupleChoiceSchema),
  said: z
    .object({
      matchId: z.string().nullable(),
      firstName: z.string(),
      lapsesAt: z.string().describe(`ISO instant: ${FOUND_EACH_OTHER_DAYS} days after saying it`),
    })
    .nullable()
    .describe("What the member said, while it waits for the other (never the other's word)"),
  coupleWith: z
    .string()
    .nullable()
    .describe("The first name of the member's partner once both said it"),
});
export type FoundEachOther = z.infer<typeof foundEachOtherSchema>;

export const foundEachOtherInputSchema = z.strictObject({
  matchId: uuidParam("Match"),
});
