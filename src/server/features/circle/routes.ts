import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { CIRCLE_MAX, CIRCLE_MIN } from "../../../shared/constants";
import { okSchema } from "../../../shared/schemas/common";
import {
  circleFriendResponseSchema,
  circleFriendsSchema,
  circleResponseSchema,
  createCircleSchema,
  friendDetailsSchema,
  friendParamsSchema,
  friendSchema,
  invitationParamsSchema,
  updateFriendSchema,
} from "../../../shared/schemas/circle";
import { type AppEnv, serviceContext } from "../../context";
import { jsonContent } from "../../openapi";
import { validationHook } from "../../validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../write-limits";
import { addFriend, createCircle, listCircle, removeFriend, updateFriend } from "./crud";
import { getFriendDetails } from "./friend-details";
import { answerInvitation, listInvitations } from "./invitations";

const listRoute = createRoute({
  tags: ["circle"],
  method: "get",
  path: "/",
  summary:
    "The member's circle, ordered by trust level (as text), then as added, and the invitations to confirm being in others' circles",
  responses: { 200: jsonContent(circleResponseSchema, "The circle and invitations") },
});

const answerRoute = (answer: "confirm" | "decline") =>
  createRoute({
    tags: ["circle"],
    method: "post",
    path: `/invitations/{friendId}/${answer}`,
    summary:
      answer === "confirm"
        ? "Confirm you are the friend another member invited: their entry becomes linked to you"
        : "Decline another member's invitation to be linked in their circle",
    request: { params: invitationParamsSchema },
    responses: { 200: jsonContent(okSchema, "Answered") },
  });

const createCircleRoute = createRoute({
  tags: ["circle"],
  method: "post",
  path: "/",
  summary: `Onboarding: create the circle with ${CIRCLE_MIN}–${CIRCLE_MAX} friends (refused if one exists)`,
  request: { body: jsonContent(createCircleSchema, "The friends") },
  responses: { 201: jsonContent(circleFriendsSchema, "The new circle") },
});

const addRoute = createRoute({
  tags: ["circle"],
  method: "post",
  path: "/friends",
  summary: `Add one friend to a circle of fewer than ${CIRCLE_MAX}`,
  request: { body: jsonContent(friendSchema, "The friend") },
  responses: {
    201: jsonContent(circleFriendResponseSchema, "The added friend"),
    ...tooManyWritesResponse("invitation"),
  },
});

const detailsRoute = createRoute({
  tags: ["circle"],
  method: "get",
  path: "/friends/{id}",
  summary: "One friend with their linked member profile and match history",
  request: { params: friendParamsSchema },
  responses: { 200: jsonContent(friendDetailsSchema, "The friend") },
});

const updateRoute = createRoute({
  tags: ["circle"],
  method: "patch",
  path: "/friends/{id}",
  summary: "Change a friend's trust level or consent",
  request: { params: friendParamsSchema, body: jsonContent(updateFriendSchema, "The change") },
  responses: {
    200: jsonContent(circleFriendResponseSchema, "The changed friend"),
    ...tooManyWritesResponse("invitation"),
  },
});

const removeRoute = createRoute({
  tags: ["circle"],
  method: "delete",
  path: "/friends/{id}",
  summary: "Remove a friend (never the last one)",
  request: { params: friendParamsSchema },
  responses: { 200: jsonContent(okSchema, "Removed") },
});

export const circleRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const [friends, invitations] = await Promise.all([
      listCircle(serviceContext(c)),
      listInvitations(serviceContext(c)),
    ]);
    return c.json({ friends, invitations }, 200);
  })
  .openapi(answerRoute("confirm"), async (c) => {
    await answerInvitation(serviceContext(c), { ...c.req.valid("param"), answer: "confirm" });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(answerRoute("decline"), async (c) => {
    await answerInvitation(serviceContext(c), { ...c.req.valid("param"), answer: "decline" });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(createCircleRoute, async (c) =>
    c.json({ friends: await createCircle(serviceContext(c), c.req.valid("json")) }, 201),
  )
  .openapi(addRoute, async (c) => {
    const input = c.req.valid("json");
    // A username invites that member: only those count.
    if (input.username) await limitMemberWrite(c, "invitation");
    return c.json({ friend: await addFriend(serviceContext(c), input) }, 201);
  })
  .openapi(detailsRoute, async (c) =>
    c.json(await getFriendDetails(serviceContext(c), { friendId: c.req.valid("param").id }), 200),
  )
  .openapi(updateRoute, async (c) => {
    const patch = c.req.valid("json");
    if (patch.username) await limitMemberWrite(c, "invitation");
    const friend = await updateFriend(serviceContext(c), {
      friendId: c.req.valid("param").id,
      patch,
    });
    return c.json({ friend }, 200);
  })
  .openapi(removeRoute, async (c) => {
    await removeFriend(serviceContext(c), { friendId: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  });
