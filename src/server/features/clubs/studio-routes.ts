import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  clubFormSchema,
  editClubSchema,
  editQuestionSchema,
  questionFormSchema,
  retireQuestionSchema,
  studioClubDetailSchema,
  studioClubListSchema,
  studioClubParamsSchema,
  studioClubSchema,
  studioQuestionParamsSchema,
  studioQuestionSchema,
} from "#shared/schemas/studio";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { limitWrites, tooManyWritesResponse } from "../../http/write-limits";
import {
  addQuestion,
  createClub,
  editClub,
  editQuestion,
  listStudioClubs,
  retireQuestion,
  studioClub,
} from "./studio";

const tags = ["studio"];
const editorsOnly = "Editors only (404 to anyone else)";

const listRoute = createRoute({
  method: "get",
  path: "/clubs",
  tags,
  summary: `${editorsOnly}: every club, open to members or not, with its live questions`,
  responses: { 200: jsonContent(studioClubListSchema, "The clubs") },
});

const clubRoute = createRoute({
  method: "get",
  path: "/clubs/{clubId}",
  tags,
  summary: `${editorsOnly}: a club with every question and its right answer, retired ones last`,
  request: { params: studioClubParamsSchema },
  responses: { 200: jsonContent(studioClubDetailSchema, "The club and its questions") },
});

const createClubRoute = createRoute({
  method: "post",
  path: "/clubs",
  tags,
  middleware: [limitWrites("studioEdit")] as const,
  summary: `${editorsOnly}: a new club, shown to members once it has enough live questions`,
  request: { body: jsonContent(clubFormSchema, "Name, description, pass mark") },
  responses: {
    200: jsonContent(studioClubSchema, "The new club"),
    ...tooManyWritesResponse("studioEdit"),
  },
});

const editClubRoute = createRoute({
  method: "put",
  path: "/clubs/{clubId}",
  tags,
  middleware: [limitWrites("studioEdit")] as const,
  summary: `${editorsOnly}: a club's name, description and pass mark, if nobody changed it since (409)`,
  request: {
    params: studioClubParamsSchema,
    body: jsonContent(editClubSchema, "The club as edited, and the version it was read at"),
  },
  responses: {
    200: jsonContent(studioClubSchema, "The club"),
    ...tooManyWritesResponse("studioEdit"),
  },
});

const addQuestionRoute = createRoute({
  method: "post",
  path: "/clubs/{clubId}/questions",
  tags,
  middleware: [limitWrites("studioEdit")] as const,
  summary: `${editorsOnly}: a new live question of the club`,
  request: {
    params: studioClubParamsSchema,
    body: jsonContent(questionFormSchema, "Its text, 2 to 6 options, and which is right"),
  },
  responses: {
    200: jsonContent(studioQuestionSchema, "The question"),
    ...tooManyWritesResponse("studioEdit"),
  },
});

const editQuestionRoute = createRoute({
  method: "put",
  path: "/clubs/{clubId}/questions/{questionId}",
  tags,
  middleware: [limitWrites("studioEdit")] as const,
  summary: `${editorsOnly}: rewrites a live question if nobody changed it since (409); past attempts keep what they asked`,
  request: {
    params: studioQuestionParamsSchema,
    body: jsonContent(editQuestionSchema, "The question as edited, and the version it was read at"),
  },
  responses: {
    200: jsonContent(studioQuestionSchema, "The question"),
    ...tooManyWritesResponse("studioEdit"),
  },
});

const retireQuestionRoute = createRoute({
  method: "post",
  path: "/clubs/{clubId}/questions/{questionId}/retire",
  tags,
  middleware: [limitWrites("studioEdit")] as const,
  summary: `${editorsOnly}: the question is drawn no more (kept for the attempts that asked it)`,
  request: {
    params: studioQuestionParamsSchema,
    body: jsonContent(retireQuestionSchema, "The version it was read at"),
  },
  responses: {
    200: jsonContent(studioQuestionSchema, "The retired question"),
    ...tooManyWritesResponse("studioEdit"),
  },
});

export const studioRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listStudioClubs(serviceContext(c)), 200))
  .openapi(clubRoute, async (c) =>
    c.json(await studioClub(serviceContext(c), c.req.valid("param")), 200),
  )
  .openapi(createClubRoute, async (c) =>
    c.json(await createClub(serviceContext(c), c.req.valid("json")), 200),
  )
  .openapi(editClubRoute, async (c) =>
    c.json(
      await editClub(serviceContext(c), { ...c.req.valid("param"), ...c.req.valid("json") }),
      200,
    ),
  )
  .openapi(addQuestionRoute, async (c) =>
    c.json(
      await addQuestion(serviceContext(c), { ...c.req.valid("param"), ...c.req.valid("json") }),
      200,
    ),
  )
  .openapi(editQuestionRoute, async (c) =>
    c.json(
      await editQuestion(serviceContext(c), { ...c.req.valid("param"), ...c.req.valid("json") }),
      200,
    ),
  )
  .openapi(retireQuestionRoute, async (c) =>
    c.json(
      await retireQuestion(serviceContext(c), {
        ...c.req.valid("param"),
        ...c.req.valid("json"),
      }),
      200,
    ),
  );
