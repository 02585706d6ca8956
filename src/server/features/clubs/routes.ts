import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import {
  QUIZ_ATTEMPTS_PER_DAY,
  QUIZ_PASS_PERCENT,
  QUIZ_QUESTIONS_PER_ATTEMPT,
} from "#shared/constants";
import {
  attemptParamsSchema,
  clubListSchema,
  clubParamsSchema,
  quizAttemptSchema,
  quizResultSchema,
  submitQuizSchema,
} from "#shared/schemas/clubs";
import { type AppEnv, serviceContext } from "../../http/context";
import { jsonContent } from "../../http/openapi";
import { validationHook } from "../../http/validation";
import { listClubs, startAttempt, submitAttempt } from "./service";

const listRoute = createRoute({
  tags: ["clubs"],
  method: "get",
  path: "/",
  summary: "Every club, with your certification and today's quiz attempts left",
  responses: { 200: jsonContent(clubListSchema, "The clubs") },
});

const startRoute = createRoute({
  tags: ["clubs"],
  method: "post",
  path: "/{clubId}/attempts",
  summary: `Take Quiz: draws ${QUIZ_QUESTIONS_PER_ATTEMPT} questions with shuffled options (${QUIZ_ATTEMPTS_PER_DAY} attempts a New York day); an open attempt is returned as it is`,
  request: { params: clubParamsSchema },
  responses: { 200: jsonContent(quizAttemptSchema, "The attempt's questions, without answers") },
});

const submitRoute = createRoute({
  tags: ["clubs"],
  method: "post",
  path: "/attempts/{attemptId}/answers",
  summary: `Submit one answer per drawn question, once; pass at ${QUIZ_PASS_PERCENT}% certifies you`,
  request: {
    params: attemptParamsSchema,
    body: jsonContent(submitQuizSchema, "The chosen option (as shown) for each question"),
  },
  responses: { 200: jsonContent(quizResultSchema, "Your score and certification") },
});

export const clubsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listClubs(serviceContext(c)), 200))
  .openapi(startRoute, async (c) =>
    c.json(await startAttempt(serviceContext(c), c.req.valid("param")), 200),
  )
  .openapi(submitRoute, async (c) =>
    c.json(
      await submitAttempt(serviceContext(c), { ...c.req.valid("param"), ...c.req.valid("json") }),
      200,
    ),
  );
