import { z } from "zod";
import { REPORT_DETAILS_MAX } from "../constants";
import { REPORT_REASONS, type ReportReason } from "../options";

const reasons = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

/** What a report is about: exactly one target. Members and messages are to come. */
export const reportTargetSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("event"), eventId: z.uuid({ error: "Unknown event" }) }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const reportSchema = z.strictObject({
  target: reportTargetSchema,
  reason: z.enum(reasons, { error: "Please select a reason" }),
  details: z
    .string({ error: "Please provide details" })
    .trim()
    .min(1, "Please provide details")
    .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters`),
});
export type ReportInput = z.infer<typeof reportSchema>;

export const reportResultSchema = z.object({ id: z.string(), createdAt: z.string() });
export type ReportResult = z.infer<typeof reportResultSchema>;
