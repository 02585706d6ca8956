import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { okSchema } from "#shared/schemas/common";
import {
  aboutMeSchema,
  askFriendPromptSchema,
  askParamsSchema,
  byMeSchema,
  editEndorsementSchema,
  endorsementParamsSchema,
  endorsementResponseSchema,
  writeEndorsementSchema,
} from "#shared/schemas/endorsements";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitMemberWrite, tooManyWritesResponse } from "../../http/write-limits";
import { listAboutMe, listByMe } from "./lists";
import { askFriendPrompt, decideWords, editWords, withdrawWords, writeEndorsement } from "./writes";

const tags = ["endorsements"];
const limited = tooManyWritesResponse("endorsement");

const aboutMeRoute = createRoute({
  tags,
  method: "get",
  path: "/about-me",
  summary:
    "What linked friends wrote about the member (waiting, shown, hidden) and the linked friends to ask for a prompt",
  responses: { 200: jsonContent(aboutMeSchema, "Friends' words about the member") },
});

const byMeRoute = createRoute({
  tags,
  method: "get",
  path: "/by-me",
  summary:
    "Members whose circles list the member as a linked friend, with the member's words for each",
  responses: { 200: jsonContent(byMeSchema, "Whom the member can vouch for") },
});

const writeRoute = createRoute({
  tags,
  method: "post",
  path: "/",
  summary: "Write an endorsement about a member whose circle lists you as a linked friend",
  description: "It shows once the member approves it; one per friend and member (409).",
  request: { body: jsonContent(writeEndorsementSchema, "The member and the words") },
  responses: { 201: jsonContent(endorsementResponseSchema, "Waiting for approval"), ...limited },
});

const editRoute = createRoute({
  tags,
  method: "patch",
  path: "/{id}",
  summary: "The author edits their endorsement or answers the prompt asked of them",
  description: "Either way it waits for the member's approval again.",
  request: { params: endorsementParamsSchema, body: jsonContent(editEndorsementSchema, "Words") },
  responses: { 200: jsonContent(endorsementResponseSchema, "Waiting for approval"), ...limited },
});

const withdrawRoute = createRoute({
  tags,
  method: "delete",
  path: "/{id}",
  summary: "The author withdraws their words, or the member takes back an unanswered prompt",
  request: { params: endorsementParamsSchema },
  responses: { 200: jsonContent(okSchema, "Withdrawn"), ...limited },
});

const decideRoute = (decision: "approve" | "hide") =>
  createRoute({
    tags,
    method: "post",
    path: `/{id}/${decision}`,
    summary:
      decision === "approve"
        ? "The member approves words about them (or shows hidden ones again): they show on their profile"
        : "The member hides words about them (or declines waiting ones)",
    request: { params: endorsementParamsSchema },
    responses: { 200: jsonContent(endorsementResponseSchema, "Decided"), ...limited },
  });

const askRoute = createRoute({
  tags,
  method: "post",
  path: "/friends/{friendId}/prompt",
  summary: "Ask a linked friend of your circle to answer one prompt about you (one per friend)",
  request: { params: askParamsSchema, body: jsonContent(askFriendPromptSchema, "The prompt") },
  responses: { 201: jsonContent(endorsementResponseSchema, "Asked"), ...limited },
});

export const endorsementRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(aboutMeRoute, async (c) => c.json(await listAboutMe(serviceContext(c)), 200))
  .openapi(byMeRoute, async (c) => c.json(await listByMe(serviceContext(c)), 200))
  .openapi(writeRoute, async (c) => {
    await limitMemberWrite(c, "endorsement");
    return c.json(await writeEndorsement(serviceContext(c), c.req.valid("json")), 201);
  })
  .openapi(editRoute, async (c) => {
    await limitMemberWrite(c, "endorsement");
    const { id } = c.req.valid("param");
    return c.json(await editWords(serviceContext(c), { id, ...c.req.valid("json") }), 200);
  })
  .openapi(withdrawRoute, async (c) => {
    await limitMemberWrite(c, "endorsement");
    await withdrawWords(serviceContext(c), c.req.valid("param"));
    return c.json({ ok: true as const }, 200);
  })
  .openapi(decideRoute("approve"), async (c) => {
    await limitMemberWrite(c, "endorsement");
    const { id } = c.req.valid("param");
    return c.json(await decideWords(serviceContext(c), { id, decision: "approve" }), 200);
  })
  .openapi(decideRoute("hide"), async (c) => {
    await limitMemberWrite(c, "endorsement");
    const { id } = c.req.valid("param");
    return c.json(await decideWords(serviceContext(c), { id, decision: "hide" }), 200);
  })
  .openapi(askRoute, async (c) => {
    await limitMemberWrite(c, "endorsement");
    const { friendId } = c.req.valid("param");
    const { prompt } = c.req.valid("json");
    return c.json(await askFriendPrompt(serviceContext(c), { friendId, prompt }), 201);
  });
