import { z } from "zod";
import { REPORT_DETAILS_MAX } from "../constants";
import { REPORT_REASONS, type ReportReason } from "../options";

const reasons = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

const memberId = z.string({ error: "Unknown member" }).min(1, "Unknown member").max(100);

/**
 * What a report is about: exactly one target, which the reporter must be able to see (a member
 * not across a block they didn't make, a partner's message in their own conversation, an event).
 */
export const reportTargetSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("member"), memberId }),
  z.strictObject({
    kind: z.literal("message"),
    messageId: z
      .number({ error: "Unknown message" })
      .int("Unknown message")
      .positive("Unknown message")
      .max(Number.MAX_SAFE_INTEGER, "Unknown message"),
  }),
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

/** Block a member: the match ends and neither sees the other anywhere until it is undone. */
export const blockSchema = z.strictObject({ memberId });
export type BlockInput = z.infer<typeof blockSchema>;

export const memberParamsSchema = z.object({ memberId: z.string().min(1).max(100) });

/** A conversation (match) the member mutes, unmutes or unmatches. */
export const matchTargetSchema = z.strictObject({
  matchId: z.string({ error: "Unknown conversation" }).min(1, "Unknown conversation").max(100),
});
export type MatchTarget = z.infer<typeof matchTargetSchema>;
