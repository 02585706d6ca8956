import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { CIRCLE_MAX, CIRCLE_MIN } from "#shared/constants";
import { okSchema } from "#shared/schemas/common";
import {
  circleFriendResponseSchema,
  circleFriendsSchema,
  circleResponseSchema,
  createCircleSchema,
  friendDetailsSchema,
  friendParamsSchema,
  friendSchema,
  acceptInviteSchema,
  acceptedInviteSchema,
  createdInviteLinkSchema,
  invitationParamsSchema,
  inviteLinkPageSchema,
  inviteLinkQuerySchema,
  updateFriendSchema,
} from "#shared/schemas/circle";
import { type AppEnv, guestContext, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import {
  countWrite,
  limitMemberWrite,
  limitWrites,
  tooManyWritesResponse,
  writeLimit,
} from "../../http/write-limits";
import { limitedAddress } from "../../http/request-address";
import { addFriend, createCircle, listCircle, removeFriend, updateFriend } from "./crud";
import { getFriendDetails } from "./friend-details";
import { answerInvitation, listInvitations } from "./invitations";
import {
  acceptInviteLink,
  createInviteLink,
  readInviteLink,
  revokeInviteLink,
} from "./invite-links";

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
  middleware: [limitWrites("circleFriend")] as const,
  summary: `Add one friend to a circle of fewer than ${CIRCLE_MAX}`,
  request: { body: jsonContent(friendSchema, "The friend") },
  responses: {
    201: jsonContent(circleFriendResponseSchema, "The added friend"),
    ...tooManyWritesResponse("circleFriend", "invitation"),
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
  middleware: [limitWrites("circleFriend")] as const,
  summary: "Change a friend's trust level or consent",
  request: { params: friendParamsSchema, body: jsonContent(updateFriendSchema, "The change") },
  responses: {
    200: jsonContent(circleFriendResponseSchema, "The changed friend"),
    ...tooManyWritesResponse("circleFriend", "invitation"),
  },
});

const removeRoute = createRoute({
  tags: ["circle"],
  method: "delete",
  path: "/friends/{id}",
  middleware: [limitWrites("circleFriend")] as const,
  summary: "Remove a friend (never the last one)",
  request: { params: friendParamsSchema },
  responses: { 200: jsonContent(okSchema, "Removed"), ...tooManyWritesResponse("circleFriend") },
});

const createInviteRoute = createRoute({
  tags: ["circle"],
  method: "post",
  path: "/friends/{id}/invite-link",
  summary:
    "A single-use invite link, valid 7 days, for a friend not on Vouch yet; an earlier one stops working",
  description: "The token is in this answer only: the server keeps its SHA-256.",
  request: { params: friendParamsSchema },
  responses: {
    201: jsonContent(createdInviteLinkSchema, "The link to share"),
    ...tooManyWritesResponse("inviteLink"),
  },
});

const revokeInviteRoute = createRoute({
  tags: ["circle"],
  method: "delete",
  path: "/friends/{id}/invite-link",
  summary: "Revoke the friend's invite link, if one still works",
  request: { params: friendParamsSchema },
  responses: { 200: jsonContent(okSchema, "Revoked") },
});

const acceptInviteRoute = createRoute({
  tags: ["circle"],
  method: "post",
  path: "/invite-link/accept",
  middleware: [limitWrites("inviteAccept")] as const,
  summary: "Accept an invite link: the inviter's friend entry becomes linked to you",
  description:
    "Once per link: a used, revoked or expired one answers 409 (invite_used, invite_revoked, invite_expired).",
  request: { body: jsonContent(acceptInviteSchema, "The link's token") },
  responses: {
    200: jsonContent(acceptedInviteSchema, "Accepted: who invited you, to add them back"),
    ...tooManyWritesResponse("inviteAccept"),
  },
});

const readInviteRoute = createRoute({
  tags: ["circle"],
  method: "get",
  path: "/invite-link",
  summary:
    "An invite link's page, open to visitors: the inviter's first name, the friend's name, its state",
  request: { query: inviteLinkQuerySchema },
  responses: {
    200: jsonContent(inviteLinkPageSchema, "The page"),
    ...tooManyWritesResponse("invitePage"),
  },
});

/** An invite link's page, readable without an account; counted per address. */
export const inviteLinkRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(
  readInviteRoute,
  async (c) => {
    const { db, env } = c.var.deps;
    await countWrite(db, writeLimit(env, "invitePage"), limitedAddress(c));
    c.header("Cache-Control", "no-store");
    return c.json(await readInviteLink(guestContext(c), c.req.valid("query").token), 200);
  },
);

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
  .openapi(createInviteRoute, async (c) => {
    await limitMemberWrite(c, "inviteLink");
    const link = await createInviteLink(serviceContext(c), { friendId: c.req.valid("param").id });
    return c.json(link, 201);
  })
  .openapi(revokeInviteRoute, async (c) => {
    await revokeInviteLink(serviceContext(c), { friendId: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  })
  .openapi(acceptInviteRoute, async (c) => {
    return c.json(await acceptInviteLink(serviceContext(c), c.req.valid("json").token), 200);
  })
  .openapi(removeRoute, async (c) => {
    await removeFriend(serviceContext(c), { friendId: c.req.valid("param").id });
    return c.json({ ok: true as const }, 200);
  });
