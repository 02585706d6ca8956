import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { CALENDAR_FRIDAYS, EVENT_FREE_CANCEL_HOURS } from "#shared/constants";
import {
  calendarQuerySchema,
  checkInSchema,
  eventActionResultSchema,
  eventDetailSchema,
  eventIdParams,
  eventImageQuerySchema,
  eventListSchema,
  matchmakerRecordSchema,
  rsvpSchema,
  type RsvpInput,
} from "#shared/schemas/events";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse, writeLimit } from "../../http/write-limits";
import { calendarFileName, eventCalendarFile } from "./ics";
import { matchmakerRecord } from "./matchmaker";
import { cancelRsvp, checkIn, joinWaitlist, leaveWaitlist, rsvp } from "./service";
import { confirmPair, declinePair } from "./pair-service";
import { eventImageBytes } from "./host-service";
import { calendarEntry, getEvent, listCalendar, listUpcoming } from "./reads";

const tags = ["events"];

const listRoute = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "Every event not yet over (check-in still open counts), soonest first",
  responses: { 200: jsonContent(eventListSchema, "Upcoming events") },
});

const calendarRoute = createRoute({
  method: "get",
  path: "/calendar",
  tags,
  summary: `The events on ${CALENDAR_FRIDAYS} weeks from a New York date, past ones included`,
  request: { query: calendarQuerySchema },
  responses: { 200: jsonContent(eventListSchema, "The calendar's events") },
});

const matchmakerRoute = createRoute({
  method: "get",
  path: "/matchmaker-record",
  tags,
  summary: "Your record as a matchmaker: introductions, matches, met in person",
  responses: { 200: jsonContent(matchmakerRecordSchema, "The record") },
});

const detailRoute = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "One event, with your place at it and which of your matches are going",
  request: { params: eventIdParams },
  responses: { 200: jsonContent(eventDetailSchema, "The event") },
});

const action = (method: "post" | "delete", path: string, summary: string) =>
  createRoute({
    method,
    path: `/{id}/${path}`,
    tags,
    middleware: [limitWrites("rsvp")] as const,
    summary,
    request: { params: eventIdParams },
    responses: {
      200: jsonContent(eventActionResultSchema, "The event now and your balance"),
      ...tooManyWritesResponse("rsvp"),
    },
  });

/** An RSVP or a waitlist place, alone (no body) or naming a wingperson. */
const placeAction = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path: `/{id}/${path}`,
    tags,
    middleware: [limitWrites("rsvp")] as const,
    summary,
    request: {
      params: eventIdParams,
      body: {
        content: { "application/json": { schema: rsvpSchema } },
        required: false,
        description: "Optional: a linked circle friend to come with, as a pair",
      },
    },
    responses: {
      200: jsonContent(eventActionResultSchema, "The event now and your balance"),
      ...tooManyWritesResponse("rsvp"),
    },
  });

const rsvpRoute = placeAction(
  "rsvp",
  "RSVP: take a seat and hold the deposit; naming a wingperson holds a second seat for them until they answer (48 h)",
);
const cancelRoute = action(
  "delete",
  "rsvp",
  `Cancel your RSVP: the deposit comes back ${EVENT_FREE_CANCEL_HOURS} h or more before the start; a waiting member may get the seat`,
);
const joinWaitlistRoute = placeAction(
  "waitlist",
  "Join the waitlist of a full event, alone or as a pair (promoted when two seats are free)",
);
const confirmPairRoute = action(
  "post",
  "pair/confirm",
  "As the wingperson named in an RSVP: confirm, taking the held seat and holding your deposit",
);
const declinePairRoute = action(
  "post",
  "pair/decline",
  "As the wingperson named in an RSVP: decline; the held seat frees",
);
const leaveWaitlistRoute = action("delete", "waitlist", "Leave the waitlist");
const checkInRoute = createRoute({
  method: "post",
  path: "/{id}/check-in",
  tags,
  middleware: [limitWrites("checkIn", (c) => c.req.param("id") ?? "")] as const,
  summary: "Check in at the venue with its code, during the event: the deposit comes back",
  request: { params: eventIdParams, body: jsonContent(checkInSchema, "The code at the venue") },
  responses: {
    200: jsonContent(eventActionResultSchema, "The event now and your balance"),
    ...tooManyWritesResponse("checkIn", "eventWrongCodes"),
  },
});

const imageRoute = createRoute({
  method: "get",
  path: "/{id}/image",
  tags,
  summary: "An event's image at one size (WebP); a draft's only to its host",
  request: { params: eventIdParams, query: eventImageQuerySchema },
  responses: {
    200: { content: { "image/webp": { schema: z.string() } }, description: "The image" },
  },
});

const icsRoute = createRoute({
  method: "get",
  path: "/{id}/calendar.ics",
  tags,
  summary: "A calendar file for an event you are going to",
  request: { params: eventIdParams },
  responses: {
    200: { content: { "text/calendar": { schema: z.string() } }, description: "iCalendar" },
  },
});

export const eventsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json({ events: await listUpcoming(serviceContext(c)) }, 200))
  .openapi(calendarRoute, async (c) => {
    const { from } = c.req.valid("query");
    return c.json(
      { events: await listCalendar(serviceContext(c), { from, days: CALENDAR_FRIDAYS * 7 }) },
      200,
    );
  })
  .openapi(matchmakerRoute, async (c) => c.json(await matchmakerRecord(serviceContext(c)), 200))
  .openapi(detailRoute, async (c) =>
    c.json(await getEvent(serviceContext(c), { eventId: c.req.valid("param").id }), 200),
  )
  .openapi(rsvpRoute, async (c) =>
    c.json(
      await rsvp(serviceContext(c), {
        eventId: c.req.valid("param").id,
        ...(c.req.valid("json") as RsvpInput | undefined),
      }),
      200,
    ),
  )
  .openapi(cancelRoute, async (c) =>
    c.json(await cancelRsvp(serviceContext(c), { eventId: c.req.valid("param").id }), 200),
  )
  .openapi(joinWaitlistRoute, async (c) =>
    c.json(
      await joinWaitlist(serviceContext(c), {
        eventId: c.req.valid("param").id,
        ...(c.req.valid("json") as RsvpInput | undefined),
      }),
      200,
    ),
  )
  .openapi(confirmPairRoute, async (c) =>
    c.json(await confirmPair(serviceContext(c), { eventId: c.req.valid("param").id }), 200),
  )
  .openapi(declinePairRoute, async (c) =>
    c.json(await declinePair(serviceContext(c), { eventId: c.req.valid("param").id }), 200),
  )
  .openapi(leaveWaitlistRoute, async (c) =>
    c.json(await leaveWaitlist(serviceContext(c), { eventId: c.req.valid("param").id }), 200),
  )
  .openapi(checkInRoute, async (c) =>
    c.json(
      await checkIn(
        serviceContext(c),
        { eventId: c.req.valid("param").id, ...c.req.valid("json") },
        {
          tries: writeLimit(c.var.deps.env, "checkIn"),
          wrongCodes: writeLimit(c.var.deps.env, "eventWrongCodes"),
        },
      ),
      200,
    ),
  )
  .openapi(imageRoute, async (c) => {
    const { size, v } = c.req.valid("query");
    const bytes = await eventImageBytes(serviceContext(c), {
      eventId: c.req.valid("param").id,
      size,
    });
    // The address names the image (?v=): a new image comes at a new one, so this one keeps.
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": v ? "private, max-age=31536000, immutable" : "private, no-cache",
    });
  })
  .openapi(icsRoute, async (c) => {
    const context = serviceContext(c);
    const event = await calendarEntry(context, { eventId: c.req.valid("param").id });
    return c.body(eventCalendarFile(event, context.now), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(event.title)}"`,
    });
  });
