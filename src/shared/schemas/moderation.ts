import { z } from "zod";
import {
  APPEAL_TEXT_MAX,
  MODERATION_NOTE_MAX,
  SELFIE_FAILURES_FOR_CASE,
  SUSPEND_DAYS_MAX,
} from "../constants";
import { APPEALABLE_ACTIONS } from "../decision-texts";
import { messageKey } from "../i18n/i18n";
import {
  MODERATION_REASONS,
  REPORT_REASONS,
  type ModerationReason,
  type ReportReason,
} from "../options";
import { signInSchema } from "./account";
import { textIdParam, uuidParam } from "./common";
import { PHOTO_ID_PATTERN, photoReviewSchema } from "./photos";
import { plainText } from "./text";

const reasons = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

export const caseParamsSchema = z.object({ caseId: uuidParam("Case") });
export const casePhotoParamsSchema = z.object({
  caseId: uuidParam("Case"),
  photoId: textIdParam("Photo").regex(PHOTO_ID_PATTERN, { error: "Photo not found" }),
});

/**
 * Why a tripwire put the member on hold: they start nothing new until a moderator acts. Said with
 * `t(HOLD_LABELS[kind], HOLD_LABEL_VALUES)`.
 */
export const HOLD_LABELS = {
  activity: messageKey("On hold: many new conversations or introductions in 24 hours"),
  reports: messageKey("On hold: reported by 3 established members"),
  selfie: messageKey("On hold: {count} failed selfie checks in 24 hours"),
} as const;
export const HOLD_LABEL_VALUES = { count: SELFIE_FAILURES_FOR_CASE };
export type HoldKind = keyof typeof HOLD_LABELS;
const holdSchema = z
  .enum(Object.keys(HOLD_LABELS) as [HoldKind, ...HoldKind[]])
  .nullable()
  .describe("Set when a tripwire put the member on hold: acting on the case lifts it");

const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  deleted: z.boolean().describe("The member deleted their account since"),
});

/** One case in the queue: overdue ones first, then severity, reporters' standing, age. */
export const queueCaseSchema = z.object({
  id: z.string(),
  member: memberSchema,
  reason: z.enum(reasons).describe("The most severe reason among its reports"),
  reports: z.number().int(),
  hold: holdSchema,
  openedAt: z.iso.datetime(),
  dueAt: z.iso.datetime().describe("24 hours after it opened: the promise to the reporters"),
  overdue: z.boolean(),
  standing: z
    .number()
    .int()
    .min(0)
    .max(3)
    .describe("How established its most established reporter is (0–3)"),
});
export type QueueCase = z.infer<typeof queueCaseSchema>;

const reporterSchema = z.object({
  name: z.string(),
  accountDays: z.number().int(),
  circleFriends: z.number().int().describe("Linked friends in their circle"),
  dismissedReports: z.number().int(),
});

const caseReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reasons),
  details: z.string(),
  target: z.enum(["member", "message", "photo"]),
  createdAt: z.iso.datetime(),
  reporter: reporterSchema,
});

const evidenceMessageSchema = z.object({
  id: z.string(),
  fromMember: z.boolean(),
  live: z.boolean().describe("Still in the conversation (not deleted, removed or unsent)"),
  text: z.string(),
  sentAt: z.iso.datetime(),
  earlier: z
    .array(z.object({ text: z.string(), writtenAt: z.iso.datetime() }))
    .optional()
    .describe("The texts it had before its sender edited it, oldest first"),
  unsent: z.literal(true).optional().describe("Its sender unsent it after sending"),
});

const evidenceSchema = z.object({
  id: z.string(),
  capturedAt: z.iso.datetime(),
  profile: z.object({
    name: z.string(),
    age: z.number().int(),
    pronouns: z.string(),
    neighborhood: z.string(),
    occupation: z.string(),
    bio: z.string(),
    interests: z.array(z.string()),
    prompts: z.array(z.object({ prompt: z.string(), answer: z.string() })),
  }),
  reportedMessageId: z.string().nullable(),
  messages: z.array(evidenceMessageSchema),
  endorsements: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(["endorsement", "prompt"]),
        prompt: z.string().nullable(),
        text: z.string(),
        author: z.string().describe("The friend's first name"),
        live: z.boolean().describe("Still shown on the member's profile (not removed)"),
      }),
    )
    .describe("Friends' words shown on the member's profile when reported"),
});
export type Evidence = z.infer<typeof evidenceSchema>;

const evidencePhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  src: z.string().describe("The copy kept with the case: moderators only"),
  live: z.boolean().describe("Still shown on the member's profile (not deleted or removed)"),
});

const introductionSchema = z.object({
  how: z.enum(["pairing", "direct", "self"]),
  introducer: z.object({ id: z.string().nullable(), name: z.string() }),
  introductions: z.number().int().describe("Members this introducer introduced"),
  upheld: z.number().int().describe("Of those, how many had a case upheld (action taken)"),
});

export const caseDetailSchema = z.object({
  id: z.string(),
  status: z.enum(["open", "closed"]),
  outcome: z.enum(["dismissed", "actioned"]).nullable(),
  member: memberSchema,
  hold: holdSchema,
  openedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  overdue: z.boolean(),
  reports: z.array(caseReportSchema),
  evidence: z.array(evidenceSchema),
  photos: z.array(evidencePhotoSchema),
  introductions: z.array(introductionSchema),
  livePrompts: z.array(z.string()).describe("The prompts on the member's profile now"),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

const reasonCodes = MODERATION_REASONS.map((r) => r.value) as [
  ModerationReason,
  ...ModerationReason[],
];
const actionCommon = {
  reason: z.enum(reasonCodes, { error: "Choose a reason" }),
  note: z
    .string({ error: "Write a note for the log" })
    .trim()
    .min(1, "Write a note for the log")
    .max(MODERATION_NOTE_MAX, `A note can be at most ${MODERATION_NOTE_MAX} characters`)
    .refine(...plainText("The note")),
};

/** How long a limit or suspension lasts. */
const days = z
  .number({ error: "Say for how many days" })
  .int("Whole days only")
  .min(1, "At least 1 day")
  .max(SUSPEND_DAYS_MAX, `At most ${SUSPEND_DAYS_MAX} days: a ban has no end`);

/** What a moderator does about a case, with a reason code and a note for the audit log. */
export const caseActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("dismiss"), ...actionCommon }),
    z.strictObject({ action: z.literal("warn"), ...actionCommon }),
    z.strictObject({ action: z.literal("limit"), days, ...actionCommon }),
    z.strictObject({ action: z.literal("suspend"), days, ...actionCommon }),
    z.strictObject({ action: z.literal("ban"), ...actionCommon }),
    z.strictObject({
      action: z.literal("remove_photo"),
      photoId: z.string({ error: "Unknown photo" }).regex(PHOTO_ID_PATTERN, "Unknown photo"),
      ...actionCommon,
    }),
    z.strictObject({
      action: z.literal("remove_message"),
      messageId: z.string({ error: "Unknown message" }).regex(/^\d{1,15}$/, "Unknown message"),
      ...actionCommon,
    }),
    z.strictObject({
      action: z.literal("remove_prompt"),
      prompt: z
        .string({ error: "Unknown prompt" })
        .min(1, "Unknown prompt")
        .max(60, "Unknown prompt"),
      ...actionCommon,
    }),
    z.strictObject({
      action: z.literal("remove_endorsement"),
      endorsementId: z.uuid({ error: "Unknown endorsement" }),
      ...actionCommon,
    }),
  ],
  { error: "Choose an action" },
);
export type CaseAction = z.infer<typeof caseActionSchema>;

/** A warning the member hasn't acknowledged yet: shown on their next visit. */
export const warningSchema = z.object({
  id: z.string(),
  reason: z.enum(reasonCodes),
  createdAt: z.iso.datetime(),
});
export const warningsSchema = z.object({ warnings: z.array(warningSchema) });
export type Warnings = z.infer<typeof warningsSchema>;
export const warningParamsSchema = z.object({ warningId: uuidParam("Warning") });

/** Where a reporter's report stands; never the sanction itself. */
export const REPORT_STATUSES = {
  received: "Received",
  under_review: "Under review",
  action_taken: "Action taken",
  no_violation: "No violation found",
} as const;
export type ReportStatus = keyof typeof REPORT_STATUSES;

export const myReportsSchema = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(reasons),
      about: z.string().describe("Whom or what the report is about, by name"),
      createdAt: z.iso.datetime(),
      status: z.enum(Object.keys(REPORT_STATUSES) as [ReportStatus, ...ReportStatus[]]),
    }),
  ),
});
export type MyReports = z.infer<typeof myReportsSchema>;

const appealableActions = z.enum(APPEALABLE_ACTIONS);
const appealStatuses = z.enum(["pending", "upheld", "overturned"]);

/** A moderator's decision about the member, as the member sees it: never the moderator's note. */
export const decisionSchema = z.object({
  id: z.string(),
  action: appealableActions,
  reason: z.enum(reasonCodes),
  decidedAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable().describe("A limit's or suspension's end"),
  appealUntil: z.iso.datetime().describe("The last moment an appeal is taken"),
  mayAppeal: z.boolean().describe("Not appealed yet, and within the 30 days"),
  appeal: z
    .object({
      text: z.string(),
      createdAt: z.iso.datetime(),
      status: appealStatuses,
      answer: z.string().nullable().describe("The second moderator's answer, once decided"),
      decidedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;
export const decisionsSchema = z.object({ decisions: z.array(decisionSchema) });
export type Decisions = z.infer<typeof decisionsSchema>;
export const decisionParamsSchema = z.object({
  decisionId: z.string().regex(/^\d{1,15}$/, { error: "Decision not found" }),
});

const appealText = z
  .string({ error: "Say why you think the decision was wrong" })
  .trim()
  .min(1, "Say why you think the decision was wrong")
  .max(APPEAL_TEXT_MAX, `An appeal can be at most ${APPEAL_TEXT_MAX} characters`)
  .refine(...plainText("The appeal"));

export const appealSchema = z.strictObject({ text: appealText });
export type AppealInput = z.input<typeof appealSchema>;

/** A suspended or banned member, signed out: their email and password prove it is them. */
export const sanctionedCredentialsSchema = signInSchema.strict();
export const sanctionedAppealSchema = sanctionedCredentialsSchema.extend({ text: appealText });
export const sanctionedDecisionSchema = z.object({ decision: decisionSchema });
export type SanctionedDecision = z.infer<typeof sanctionedDecisionSchema>;

/** An appeal in the moderators' queue. */
export const queueAppealSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  member: memberSchema,
  action: appealableActions,
  reason: z.enum(reasonCodes),
  decidedAt: z.iso.datetime(),
  note: z.string().describe("The deciding moderator's note"),
  text: z.string().describe("The member's appeal"),
  appealedAt: z.iso.datetime(),
  yours: z.boolean().describe("You took the decision: another moderator must answer"),
});
export type QueueAppeal = z.infer<typeof queueAppealSchema>;
export const queueSchema = z.object({
  cases: z.array(queueCaseSchema),
  appeals: z.array(queueAppealSchema).describe("Appeals waiting for an answer, oldest first"),
  photos: z
    .array(photoReviewSchema)
    .describe("Photos screening held (doubtful, or not scored), oldest first"),
});

/** POST /api/moderation/photos/{photoId}/review: show a held photo to others, or remove it. */
export const photoReviewDecisionSchema = z.strictObject({
  decision: z.enum(["approve", "remove"], { error: "Choose approve or remove" }),
});
export type Queue = z.infer<typeof queueSchema>;
export const appealParamsSchema = z.object({ appealId: uuidParam("Appeal") });

/** A second moderator's answer to an appeal: final. */
export const appealDecisionSchema = z.strictObject({
  outcome: z.enum(["upheld", "overturned"], { error: "Uphold or overturn" }),
  note: actionCommon.note,
});
export type AppealDecision = z.infer<typeof appealDecisionSchema>;
