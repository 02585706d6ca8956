import { z } from "zod";
import { textIdParam, uuidParam } from "./common";
import {
  CIRCLE_MAX,
  DATE_SHARE_DEFAULT_HOURS,
  DATE_SHARE_PLACE_MAX,
  REPORT_DETAILS_MAX,
} from "../constants";
import { REPORT_REASONS, type ReportReason } from "../options";
import { PHOTO_ID_PATTERN } from "./photos";
import { plainLine, plainText } from "./text";

const reasons = REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]];

const memberId = z.string({ error: "Unknown member" }).min(1, "Unknown member").max(100);

/**
 * What a report is about: exactly one target, which the reporter must be able to see (a member
 * not across a block they didn't make, a partner's message in their own conversation, an event,
 * another member's photo they may see).
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
  z.strictObject({
    kind: z.literal("photo"),
    photoId: z.string({ error: "Unknown photo" }).regex(PHOTO_ID_PATTERN, "Unknown photo"),
  }),
]);
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const reportSchema = z
  .strictObject({
    target: reportTargetSchema,
    reason: z.enum(reasons, { error: "Please select a reason" }),
    details: z
      .string({ error: "Please provide details" })
      .trim()
      .min(1, "Please provide details")
      .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters`)
      .refine(...plainText("Details")),
    alsoBlock: z
      .boolean({ error: "Choose whether to block them too" })
      .optional()
      .describe("Also block the member reported (the sender, for a message), in the same step"),
  })
  .refine((report) => !report.alsoBlock || report.target.kind !== "event", {
    path: ["alsoBlock"],
    message: "Only a member can be blocked",
  });
export type ReportInput = z.infer<typeof reportSchema>;

export const reportResultSchema = z.object({ id: z.string(), createdAt: z.string() });
export type ReportResult = z.infer<typeof reportResultSchema>;

/** Reasons for which the report dialog's "Also block" starts ticked. */
export const BLOCK_BY_DEFAULT_REASONS: readonly ReportReason[] = ["harassment", "safety"];

/** Block a member: the match ends and neither sees the other anywhere until it is undone. */
export const blockSchema = z.strictObject({ memberId });
export type BlockInput = z.infer<typeof blockSchema>;

export const memberParamsSchema = z.object({ memberId: textIdParam("Member") });

/** A conversation (match) the member mutes, unmutes or unmatches. */
export const matchTargetSchema = z.strictObject({
  matchId: z.string({ error: "Unknown conversation" }).min(1, "Unknown conversation").max(100),
});
export type MatchTarget = z.infer<typeof matchTargetSchema>;

const isoTime = (what: string) =>
  z.iso.datetime({ offset: true, error: `Please pick when the date ${what}` });

/** Share my date: a plan from one of the member's conversations, for chosen circle friends. */
export const shareDateSchema = z
  .strictObject({
    matchId: z.uuid({ error: "Unknown conversation" }),
    place: z
      .string({ error: "Please say where you're meeting" })
      .trim()
      .min(1, "Please say where you're meeting")
      .max(DATE_SHARE_PLACE_MAX, `Where is at most ${DATE_SHARE_PLACE_MAX} characters`)
      .refine(...plainLine("Where")),
    startsAt: isoTime("starts"),
    endsAt: isoTime("ends")
      .optional()
      .describe(`Without an end, the plan lasts ${DATE_SHARE_DEFAULT_HOURS} hours`),
    friendIds: z
      .array(z.uuid({ error: "Choose friends from your circle" }), {
        error: "Choose at least one friend",
      })
      .min(1, "Choose at least one friend")
      .max(CIRCLE_MAX, `Choose at most ${CIRCLE_MAX} friends`)
      .describe("Circle friend entries that are linked Vouch members"),
  })
  .refine((plan) => !plan.endsAt || Date.parse(plan.endsAt) > Date.parse(plan.startsAt), {
    path: ["endsAt"],
    message: "The end must be after the start",
  });
export type ShareDateInput = z.infer<typeof shareDateSchema>;

const planFields = {
  id: z.string(),
  partnerName: z.string().describe("The date's first name"),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  homeSafeAt: z.string().nullable(),
};

/** A plan as its sharer sees it. */
export const myDateShareSchema = z.object({
  ...planFields,
  matchId: z.string().nullable(),
  friendNames: z.array(z.string()).describe("The circle friends it is shared with"),
});
export type MyDateShare = z.infer<typeof myDateShareSchema>;

/** A plan as a friend it was shared with sees it. */
export const sharedDateSchema = z.object({ ...planFields, sharerName: z.string() });
export type SharedDate = z.infer<typeof sharedDateSchema>;

/** What Share my date offers in a conversation: whom, with which friends, and a plan under way. */
export const dateShareOptionsSchema = z.object({
  partnerName: z.string(),
  friends: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe("Circle friends who are linked Vouch members"),
  active: myDateShareSchema.nullable().describe("This conversation's plan, until it ends"),
});
export type DateShareOptions = z.infer<typeof dateShareOptionsSchema>;

export const dateShareOptionsQuerySchema = z.object({
  matchId: z.string().min(1).max(100),
});
export const dateShareParamsSchema = z.object({ shareId: uuidParam("Plan") });
/** A conversation named in the path (unmute). */
export const matchParamsSchema = z.object({ matchId: uuidParam("Conversation") });

/** Home's part: the member's own plans under way, and those friends shared with them. */
export const homeDateSharesSchema = z.object({
  mine: z.array(myDateShareSchema),
  fromFriends: z.array(sharedDateSchema),
});
export type HomeDateShares = z.infer<typeof homeDateSharesSchema>;

export const DATE_SHARE_STATUSES = ["shared", "homeSafe", "stopped"] as const;
export const dateShareChangedSchema = z.object({
  shareId: z.string(),
  sharerId: z.string(),
  sharerName: z.string(),
  status: z.enum(DATE_SHARE_STATUSES),
});
export type DateShareChanged = z.infer<typeof dateShareChangedSchema>;

/** The venues Vouch's Friday events are held at: places the team has checked. */
export const verifiedVenuesSchema = z.object({
  venues: z.array(
    z.object({
      venue: z.string(),
      address: z.string().describe("The street address; empty when the host gave none"),
      neighborhood: z.string(),
    }),
  ),
});
export type VerifiedVenues = z.infer<typeof verifiedVenuesSchema>;
