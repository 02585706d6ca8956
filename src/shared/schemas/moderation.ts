import { z } from "zod";
import { REPORT_REASONS, type ReportReason } from "../options";
import { textIdParam, uuidParam } from "./common";
import { PHOTO_ID_PATTERN } from "./photos";

const reasons = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

export const caseParamsSchema = z.object({ caseId: uuidParam("Case") });
export const casePhotoParamsSchema = z.object({
  caseId: uuidParam("Case"),
  photoId: textIdParam("Photo").regex(PHOTO_ID_PATTERN, { error: "Photo not found" }),
});

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
export const queueSchema = z.object({ cases: z.array(queueCaseSchema) });
export type Queue = z.infer<typeof queueSchema>;

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
  text: z.string(),
  sentAt: z.iso.datetime(),
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
});
export type Evidence = z.infer<typeof evidenceSchema>;

const evidencePhotoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  src: z.string().describe("The copy kept with the case: moderators only"),
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
  openedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  overdue: z.boolean(),
  reports: z.array(caseReportSchema),
  evidence: z.array(evidenceSchema),
  photos: z.array(evidencePhotoSchema),
  introductions: z.array(introductionSchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;
