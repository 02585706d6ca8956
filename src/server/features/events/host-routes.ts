import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  cancelResultSchema,
  doorSchema,
  guestInputSchema,
  guestListSchema,
  guestsResponseSchema,
  hostEventInputSchema,
  hostEventListSchema,
  hostEventParams,
  hostEventSchema,
  hostMessageInputSchema,
  hostMessageResultSchema,
  noShowInputSchema,
  seatingSchema,
  seatMoveInputSchema,
  tableSizeInputSchema,
} from "#shared/schemas/hosting";
import { photoUploadSchema } from "#shared/schemas/photos";
import { type AppEnv, serviceContext } from "../../http/context";
import { errorResponseSchema } from "#shared/schemas/common";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import { uploadedFile, uploadLimit } from "../photos";
import { checkInGuest, doorOf, markNoShows, rotateCheckInCode } from "./host-door";
import { guestListCsv, guestsOf, hostEvent, listHostEvents } from "./host-reads";
import { moveGuest, proposeSeating, publishSeating, seatingOf, setTableSize } from "./seating";
import {
  cancelEvent,
  createEvent,
  messageGuests,
  publishEvent,
  setEventImage,
  updateEvent,
} from "./host-service";

// /api/host: hosts make and run events. Only for hosts: anyone else is answered 404.

const tags = ["host"];
const params = hostEventParams;

const listRoute = createRoute({
  method: "get",
  path: "/events",
  tags,
  summary: "Your events (drafts, published, cancelled) and every other published event's counts",
  responses: { 200: jsonContent(hostEventListSchema, "The events") },
});

const createEventRoute = createRoute({
  method: "post",
  path: "/events",
  tags,
  middleware: [limitWrites("hostEventEdit")] as const,
  summary: "Make an event: a draft that only you see until it is published",
  request: { body: jsonContent(hostEventInputSchema, "The event") },
  responses: {
    201: jsonContent(hostEventSchema, "The new draft"),
    ...tooManyWritesResponse("hostEventEdit"),
  },
});

const oneRoute = createRoute({
  method: "get",
  path: "/events/{id}",
  tags,
  summary: "One of your events with its guests (by name: never an email)",
  request: { params },
  responses: { 200: jsonContent(guestListSchema, "The event and its guests") },
});

const updateRoute = createRoute({
  method: "put",
  path: "/events/{id}",
  tags,
  middleware: [limitWrites("hostEventEdit")] as const,
  summary:
    "Edit one of your events: a new time or venue of a published one is told to everyone going and waiting; the capacity never drops below those going",
  request: { params, body: jsonContent(hostEventInputSchema, "The event") },
  responses: {
    200: jsonContent(hostEventSchema, "The event now"),
    ...tooManyWritesResponse("hostEventEdit"),
  },
});

const action = (path: string, summary: string, schema: z.ZodType, description: string) =>
  createRoute({
    method: "post",
    path: `/events/{id}/${path}`,
    tags,
    middleware: [limitWrites("hostEventEdit")] as const,
    summary,
    request: { params },
    responses: {
      200: jsonContent(schema, description),
      ...tooManyWritesResponse("hostEventEdit"),
    },
  });

const publishRoute = action(
  "publish",
  "Publish a draft: members see it from now on",
  hostEventSchema,
  "The event now",
);
const cancelRoute = action(
  "cancel",
  "Cancel a published event: every held deposit is given back and everyone going and waiting is told, in one transaction",
  cancelResultSchema,
  "What was given back and to how many",
);
const rotateRoute = action(
  "code",
  "A new check-in code: the old one stops working",
  doorSchema,
  "The door with the new code",
);

const imageRoute = createRoute({
  method: "post",
  path: "/events/{id}/image",
  tags,
  middleware: [limitWrites("hostImage"), uploadLimit] as const,
  summary:
    "The event's image: processed as members' photos are (upright, metadata stripped, WebP at three sizes)",
  request: {
    params,
    body: {
      content: { "multipart/form-data": { schema: photoUploadSchema } },
      description: "The image, in the field `photo`",
    },
  },
  responses: {
    200: jsonContent(hostEventSchema, "The event with its image"),
    400: jsonContent(errorResponseSchema, "Not one file in the field `photo`"),
    413: jsonContent(errorResponseSchema, "The file or the image is too large"),
    415: jsonContent(errorResponseSchema, "Not an image we can read"),
    ...tooManyWritesResponse("hostImage"),
  },
});

const messageRoute = createRoute({
  method: "post",
  path: "/events/{id}/message",
  tags,
  middleware: [limitWrites("hostMessage")] as const,
  summary: "A message to everyone going: each is notified, and reads it on the event",
  request: { params, body: jsonContent(hostMessageInputSchema, "The message") },
  responses: {
    200: jsonContent(hostMessageResultSchema, "How many were told"),
    ...tooManyWritesResponse("hostMessage"),
  },
});

const csvRoute = createRoute({
  method: "get",
  path: "/events/{id}/guests.csv",
  tags,
  summary: "The guest list as CSV: names, statuses, check-in times (never an email)",
  request: { params },
  responses: {
    200: { content: { "text/csv": { schema: z.string() } }, description: "The guest list" },
  },
});

const doorRoute = createRoute({
  method: "get",
  path: "/events/{id}/door",
  tags,
  summary:
    "The door screen: the check-in code, the QR code of the check-in's link with the code filled, the guests",
  request: { params },
  responses: { 200: jsonContent(doorSchema, "The door") },
});

const checkInRoute = createRoute({
  method: "post",
  path: "/events/{id}/check-in",
  tags,
  middleware: [limitWrites("hostDoor")] as const,
  summary: "Check a guest in by name (from the start): their deposit comes back",
  request: { params, body: jsonContent(guestInputSchema, "The guest") },
  responses: {
    200: jsonContent(guestsResponseSchema, "The guests now"),
    ...tooManyWritesResponse("hostDoor"),
  },
});

const noShowRoute = createRoute({
  method: "post",
  path: "/events/{id}/no-shows",
  tags,
  middleware: [limitWrites("hostDoor")] as const,
  summary: "After the end: mark guests who never checked in as no-shows (their deposits stay kept)",
  request: { params, body: jsonContent(noShowInputSchema, "One guest, or all") },
  responses: {
    200: jsonContent(guestsResponseSchema, "The guests now"),
    ...tooManyWritesResponse("hostDoor"),
  },
});

const seatingRoute = createRoute({
  method: "get",
  path: "/events/{id}/seating",
  tags,
  summary: "The seating plan: the table size, each table's guests by name, who has no table yet",
  request: { params },
  responses: { 200: jsonContent(seatingSchema, "The seating") },
});

const seatingAction = (path: string, summary: string) =>
  createRoute({
    method: "post",
    path: `/events/{id}/seating${path}`,
    tags,
    middleware: [limitWrites("hostSeating")] as const,
    summary,
    request: { params },
    responses: {
      200: jsonContent(seatingSchema, "The seating now"),
      ...tooManyWritesResponse("hostSeating"),
    },
  });

const tableSizeRoute = createRoute({
  method: "put",
  path: "/events/{id}/seating/size",
  tags,
  middleware: [limitWrites("hostSeating")] as const,
  summary: "Seat the event at tables of this size (or not at all): the plan starts again",
  request: { params, body: jsonContent(tableSizeInputSchema, "The table size, or null") },
  responses: {
    200: jsonContent(seatingSchema, "The seating now"),
    ...tooManyWritesResponse("hostSeating"),
  },
});
const proposeRoute = seatingAction(
  "/propose",
  "Vouch's proposal for everyone going: an introduction at every table where it can, pairs together, nobody beside someone they must sit apart from; unpublished",
);
const moveRoute = createRoute({
  method: "post",
  path: "/events/{id}/seating/move",
  tags,
  middleware: [limitWrites("hostSeating")] as const,
  summary:
    "Move a guest (and whoever came as their pair) to a table: refused when it is full or seats someone they must sit apart from",
  request: { params, body: jsonContent(seatMoveInputSchema, "The guest and the table") },
  responses: {
    200: jsonContent(seatingSchema, "The seating now"),
    ...tooManyWritesResponse("hostSeating"),
  },
});
const publishSeatingRoute = seatingAction(
  "/publish",
  "Publish the plan: each guest sees their table when they check in",
);

export const hostRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listHostEvents(serviceContext(c)), 200))
  .openapi(createEventRoute, async (c) =>
    c.json(await createEvent(serviceContext(c), c.req.valid("json")), 201),
  )
  .openapi(oneRoute, async (c) => {
    const ctx = serviceContext(c);
    const { db, userId } = ctx;
    const id = c.req.valid("param").id;
    const event = await hostEvent(ctx, id);
    return c.json({ event, guests: await guestsOf(db, userId, id) }, 200);
  })
  .openapi(updateRoute, async (c) =>
    c.json(
      await updateEvent(serviceContext(c), {
        eventId: c.req.valid("param").id,
        ...c.req.valid("json"),
      }),
      200,
    ),
  )
  .openapi(publishRoute, async (c) =>
    c.json(await publishEvent(serviceContext(c), c.req.valid("param").id), 200),
  )
  .openapi(cancelRoute, async (c) =>
    c.json(await cancelEvent(serviceContext(c), c.req.valid("param").id), 200),
  )
  .openapi(rotateRoute, async (c) =>
    c.json(await rotateCheckInCode(serviceContext(c), c.req.valid("param").id), 200),
  )
  .openapi(imageRoute, async (c) => {
    const file = await uploadedFile(c.req);
    const bytes = Buffer.from(await file.arrayBuffer());
    return c.json(
      await setEventImage(serviceContext(c), { eventId: c.req.valid("param").id, bytes }),
      200,
    );
  })
  .openapi(messageRoute, async (c) =>
    c.json(
      await messageGuests(serviceContext(c), {
        eventId: c.req.valid("param").id,
        body: c.req.valid("json").body,
      }),
      200,
    ),
  )
  .openapi(csvRoute, async (c) => {
    const ctx = serviceContext(c);
    const { db, userId } = ctx;
    const id = c.req.valid("param").id;
    const event = await hostEvent(ctx, id);
    const csv = guestListCsv(await guestsOf(db, userId, id));
    const name = event.title.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "event";
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-guests.csv"`,
      "Cache-Control": "no-store",
    });
  })
  .openapi(doorRoute, async (c) =>
    c.json(await doorOf(serviceContext(c), c.req.valid("param").id), 200),
  )
  .openapi(checkInRoute, async (c) =>
    c.json(
      {
        guests: await checkInGuest(serviceContext(c), {
          eventId: c.req.valid("param").id,
          memberId: c.req.valid("json").memberId,
        }),
      },
      200,
    ),
  )
  .openapi(noShowRoute, async (c) =>
    c.json(
      {
        guests: await markNoShows(serviceContext(c), {
          eventId: c.req.valid("param").id,
          memberId: c.req.valid("json").memberId,
        }),
      },
      200,
    ),
  )
  .openapi(seatingRoute, async (c) =>
    c.json(await seatingOf(serviceContext(c), c.req.valid("param").id), 200),
  )
  .openapi(tableSizeRoute, async (c) =>
    c.json(
      await setTableSize(serviceContext(c), {
        eventId: c.req.valid("param").id,
        tableSize: c.req.valid("json").tableSize,
      }),
      200,
    ),
  )
  .openapi(proposeRoute, async (c) =>
    c.json(await proposeSeating(serviceContext(c), c.req.valid("param").id), 200),
  )
  .openapi(moveRoute, async (c) =>
    c.json(
      await moveGuest(serviceContext(c), {
        eventId: c.req.valid("param").id,
        ...c.req.valid("json"),
      }),
      200,
    ),
  )
  .openapi(publishSeatingRoute, async (c) =>
    c.json(await publishSeating(serviceContext(c), c.req.valid("param").id), 200),
  );
