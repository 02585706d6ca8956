import { z } from "zod";
import { uuidParam } from "./common";
import { mainPhotoSchema } from "./photos";
import { CHECK_IN_CODE_LENGTH, PHOTO_SIZES, type PhotoSize } from "../constants";

export const EVENT_STATUSES = ["going", "waitlisted", "none"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Where an event stands: a draft is its host's alone; members see the others. */
export const EVENT_STATES = ["draft", "published", "cancelled"] as const;
export type EventState = (typeof EVENT_STATES)[number];

/** A Friday evening, or a drop-in members walk into while it is under way. */
export const EVENT_KINDS = ["friday", "drop-in"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const eventImageSchema = z
  .object({
    url: z.string().describe("The large size; `?size=small` for the list's"),
    placeholder: z.string().describe("ThumbHash, base64"),
  })
  .nullable();

export const eventSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string().describe("ISO instant; shown in New York time"),
  endsAt: z.string().describe("ISO instant"),
  venue: z.string(),
  venueAddress: z.string(),
  venueVerified: z.boolean(),
  neighborhood: z.string(),
  kind: z.enum(EVENT_KINDS),
  cancelled: z.boolean().describe("Cancelled by its host: deposits were given back"),
  image: eventImageSchema,
  capacity: z.number().int(),
  depositRequired: z.number().int().describe("In hearts"),
  seatsLeft: z.number().int(),
  status: z.enum(EVENT_STATUSES).describe("The signed-in member's place at this event"),
  phase: z
    .enum(["upcoming", "check-in", "over"])
    .describe("Before the start; from the start while check-in is open; after"),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListSchema = z.object({ events: z.array(eventSummarySchema) });
export type EventList = z.infer<typeof eventListSchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  going: z.number().int(),
  checkedIn: z.boolean(),
  table: z
    .object({
      number: z.number().int(),
      icebreaker: z
        .object({
          promptId: z.string(),
          about: z.string(),
          answer: z.string(),
          by: z.string(),
        })
        .nullable()
        .describe(
          "A friend's answer to a prompt (by its id) about someone at the table, whose first name is about; by: the friend's first name",
        ),
    })
    .nullable()
    .describe("The member's table, once the host published the seating and they checked in"),
  waitlistPosition: z.number().int().nullable().describe("1 for the first in line"),
  matchesGoing: z
    .array(z.string())
    .describe("Names of the member's own matches who are going; never anyone else"),
  matchesGoingMembers: z
    .array(z.object({ id: z.string(), name: z.string(), mainPhoto: mainPhotoSchema }))
    .describe("The same matches as matchesGoing, in the same order, with their main photo"),
  balance: z.number().int().describe("The member's hearts, to weigh the deposit against"),
  cancelRefunds: z.boolean().describe("Whether cancelling now gives the deposit back"),
  hostMessages: z
    .array(z.object({ body: z.string(), sentAt: z.string() }))
    .describe("What the host told everyone going, newest first; only to a member going"),
  pair: z
    .object({
      role: z
        .enum(["named", "invited"])
        .describe("named: the member named this friend; invited: the friend named the member"),
      status: z
        .enum(["pending", "confirmed", "waiting"])
        .describe("pending: the wingperson hasn't answered; waiting: the pair is on the waitlist"),
      firstName: z.string(),
      expiresAt: z.string().nullable().describe("When a pending invitation lapses"),
    })
    .nullable()
    .describe("Coming as a pair: the member's wingperson, or the friend who asked them"),
  wingpersonChoices: z
    .array(z.object({ id: z.string(), name: z.string() }))
    .describe(
      "Linked circle friends the member may name as wingperson; empty once they have a place",
    ),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** What an action changed: the event as it is now and the member's balance. */
export const eventActionResultSchema = z.object({
  event: eventDetailSchema,
  balance: z.number().int(),
  refunded: z.number().int().describe("Hearts given back by this action (0 when none)"),
});
export type EventActionResult = z.infer<typeof eventActionResultSchema>;

export const eventIdParams = z.object({ id: uuidParam("Event") });

/** An RSVP or a place on the waitlist, alone or naming a linked circle friend as wingperson. */
export const rsvpSchema = z.strictObject({
  wingpersonId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("A linked friend from the member's circle, to come as a pair"),
});
export type RsvpInput = z.infer<typeof rsvpSchema>;

export const eventImageQuerySchema = z.object({
  size: z.enum(Object.keys(PHOTO_SIZES) as [PhotoSize, ...PhotoSize[]]).default("large"),
  v: z.string().max(100).optional().describe("The image's id: a new image, a new address"),
});

const isoDate = z.iso
  .date({ error: "A date as YYYY-MM-DD is required" })
  .refine((date) => date >= "1900-01-01", "A date from 1900 on is required");
export const calendarQuerySchema = z.object({
  from: isoDate.describe("The first Friday shown (New York date)"),
});

export const checkInSchema = z.strictObject({
  code: z
    .string({ error: "Enter the check-in code" })
    .trim()
    .toUpperCase()
    .length(CHECK_IN_CODE_LENGTH, `The check-in code has ${CHECK_IN_CODE_LENGTH} characters`),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

/** The live notice a member gets when a freed seat becomes theirs. */
/** The live event's data when a waitlisted member is given a seat. */
export const eventPromotedDataSchema = z.object({ eventId: z.string(), title: z.string() });
export type EventPromotedData = z.infer<typeof eventPromotedDataSchema>;

export const matchmakerRecordSchema = z.object({
  introductions: z.number().int(),
  matches: z.number().int(),
  metInPerson: z.number().int(),
  /** Pairs introduced who both said "We found each other". */
  couples: z.number().int(),
});
export type MatchmakerRecord = z.infer<typeof matchmakerRecordSchema>;
