import { z } from "zod";
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_MAX_CAPACITY,
  EVENT_MAX_DEPOSIT,
  EVENT_TABLE_SIZE_MAX,
  EVENT_TABLE_SIZE_MIN,
  EVENT_TITLE_MAX_LENGTH,
  EVENT_VENUE_MAX_LENGTH,
  HOST_MESSAGE_MAX_LENGTH,
} from "../constants";
import { NEIGHBORHOODS } from "../options";
import { uuidParam } from "./common";
import { EVENT_KINDS, EVENT_STATES, eventImageSchema } from "./events";

// Hosts make and run events (/host): the form, their list, the guest list and the door.

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max, `The ${what} has at most ${max} characters`);

const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: `Choose when the event ${what}` });

/** The event form: every field a host sets. The server checks the times against its clock. */
export const hostEventInputSchema = z
  .strictObject({
    title: text("title", EVENT_TITLE_MAX_LENGTH),
    description: text("description", EVENT_DESCRIPTION_MAX_LENGTH),
    venue: text("venue's name", EVENT_VENUE_MAX_LENGTH),
    venueAddress: text("venue's address", EVENT_VENUE_MAX_LENGTH),
    venueVerified: z.boolean().default(false).describe("Vouch has checked the venue"),
    neighborhood: z.enum(["", ...NEIGHBORHOODS]).default(""),
    startsAt: instant("starts"),
    endsAt: instant("ends"),
    capacity: z
      .number({ error: "Enter how many seats there are" })
      .int("Seats are a whole number")
      .min(1, "An event needs at least 1 seat")
      .max(EVENT_MAX_CAPACITY, `At most ${EVENT_MAX_CAPACITY} seats`),
    depositRequired: z
      .number({ error: "Enter the deposit (0 for none)" })
      .int("The deposit is a whole number of hearts")
      .min(0, `The deposit is 0 to ${EVENT_MAX_DEPOSIT} hearts`)
      .max(EVENT_MAX_DEPOSIT, `The deposit is 0 to ${EVENT_MAX_DEPOSIT} hearts`),
    kind: z.enum(EVENT_KINDS).default("friday"),
  })
  .refine((e) => Date.parse(e.endsAt) > Date.parse(e.startsAt), {
    message: "The end must be after the start",
    path: ["endsAt"],
  });
export type HostEventInput = z.infer<typeof hostEventInputSchema>;
export type HostEventFields = z.input<typeof hostEventInputSchema>;

export const hostEventCountsSchema = z.object({
  going: z.number().int(),
  waiting: z.number().int(),
  checkedIn: z.number().int(),
  noShows: z.number().int(),
});

/** An event as its host sees it; another host's shows its counts, never its code. */
export const hostEventSchema = z.object({
  id: z.string(),
  mine: z.boolean().describe("Made by the signed-in host: theirs to edit and run"),
  status: z.enum(EVENT_STATES),
  title: z.string(),
  description: z.string(),
  venue: z.string(),
  venueAddress: z.string(),
  venueVerified: z.boolean(),
  neighborhood: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  depositRequired: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  image: eventImageSchema,
  counts: hostEventCountsSchema,
  started: z.boolean().describe("Past its start: guests may be checked in"),
  over: z.boolean().describe("Past its end: no-shows may be marked, nothing else changes"),
});
export type HostEvent = z.infer<typeof hostEventSchema>;

export const hostEventListSchema = z.object({ events: z.array(hostEventSchema) });
export type HostEventList = z.infer<typeof hostEventListSchema>;

export const GUEST_STATES = ["going", "waiting", "checkedIn", "noShow"] as const;

/** A guest by name: never an email or anything else a host needn't know. */
export const guestSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(GUEST_STATES),
  checkedInAt: z.string().nullable(),
  waitlistPosition: z.number().int().nullable(),
  pairedWith: z
    .object({ name: z.string(), confirmed: z.boolean() })
    .nullable()
    .describe("Coming as a pair: the other one, listed next; not confirmed while they answer"),
});
export type Guest = z.infer<typeof guestSchema>;

export const guestListSchema = z.object({
  event: hostEventSchema,
  guests: z.array(guestSchema),
});
export type GuestList = z.infer<typeof guestListSchema>;

/** The door screen: the code large, and a QR code of the check-in's address with it filled. */
export const doorSchema = z.object({
  event: hostEventSchema,
  checkInCode: z.string(),
  checkInUrl: z.string().describe("Opens the member's check-in with the code filled"),
  qrSvg: z.string().describe("The QR code of checkInUrl, an SVG document"),
  guests: z.array(guestSchema),
  ended: z.boolean().describe("Past the end: no-shows may be marked"),
});
export type Door = z.infer<typeof doorSchema>;

export const hostMessageInputSchema = z.strictObject({
  body: text("message", HOST_MESSAGE_MAX_LENGTH),
});
export type HostMessage = z.input<typeof hostMessageInputSchema>;

export const guestInputSchema = z.strictObject({
  memberId: z.string({ error: "Choose a guest" }).min(1, "Choose a guest").max(100),
});

export const hostEventParams = z.object({ id: uuidParam("Event") });

/** What cancelling gave back: hearts to how many members. */
export const cancelResultSchema = z.object({
  event: hostEventSchema,
  refunded: z.number().int().describe("Hearts given back in all"),
  refundedMembers: z.number().int(),
  told: z.number().int().describe("Members going or waiting who were notified"),
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

export const hostMessageResultSchema = z.object({
  told: z.number().int().describe("Members going who were notified"),
});

export const noShowInputSchema = z.strictObject({
  memberId: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe("One guest; without it, every guest going who never checked in"),
});

export const guestsResponseSchema = z.object({ guests: z.array(guestSchema) });

/** Tables: the seats at each, or null for an event not seated at tables. */
export const tableSizeInputSchema = z.strictObject({
  tableSize: z
    .number({ error: "Choose how many sit at a table" })
    .int("Choose how many sit at a table")
    .min(EVENT_TABLE_SIZE_MIN, `A table seats ${EVENT_TABLE_SIZE_MIN} to ${EVENT_TABLE_SIZE_MAX}`)
    .max(EVENT_TABLE_SIZE_MAX, `A table seats ${EVENT_TABLE_SIZE_MIN} to ${EVENT_TABLE_SIZE_MAX}`)
    .nullable()
    .describe("Null: the event is not seated at tables"),
});

/** Moves a guest (with the one they came with) to a table: an existing one, or the next new one. */
export const seatMoveInputSchema = z.strictObject({
  memberId: z.string({ error: "Choose a guest" }).min(1, "Choose a guest").max(100),
  tableNumber: z
    .number({ error: "Choose a table" })
    .int("Choose a table")
    .min(1, "Choose a table")
    .max(EVENT_MAX_CAPACITY, "Choose a table"),
});

const seatedGuestSchema = z.object({ id: z.string(), name: z.string() });

/** The seating plan as its host sees it: guests by name (never one hidden from them by a block). */
export const seatingSchema = z.object({
  tableSize: z.number().int().nullable(),
  publishedAt: z.string().nullable().describe("Members see their table at check-in from then"),
  tables: z.array(
    z.object({
      number: z.number().int(),
      guests: z.array(seatedGuestSchema),
      unnamed: z.number().int().describe("Guests at the table the host can't see (a block)"),
    }),
  ),
  unseated: z.array(seatedGuestSchema).describe("Guests going who have no table yet"),
});
export type Seating = z.infer<typeof seatingSchema>;
